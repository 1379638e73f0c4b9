/// What kind of view an element of a collection is, as in `UICollectionView.ElementCategory`.
///
/// Supplementary and decoration views carry the kind string the layout registered them with
/// (for example ``ElementCategory/headerKind``).
public enum ElementCategory: Hashable, Sendable, CustomStringConvertible {
    /// An item cell.
    case cell
    /// A supplementary view of the given kind (headers, footers, captions, badges).
    case supplementaryView(String)
    /// A decoration view of the given kind (section backgrounds).
    case decorationView(String)

    /// The kind of section headers: UIKit's own string, the value of
    /// `UICollectionView.elementKindSectionHeader`, so views register without any mapping.
    public static let headerKind = "UICollectionElementKindSectionHeader"
    /// The kind of section footers: UIKit's own string, the value of
    /// `UICollectionView.elementKindSectionFooter`.
    public static let footerKind = "UICollectionElementKindSectionFooter"

    /// The supplementary or decoration kind, `nil` for cells.
    package var kind: String? {
        switch self {
        case .cell: nil
        case .supplementaryView(let kind), .decorationView(let kind): kind
        }
    }

    /// What UIKit calls a view of this category: "cell", "supplementary view", "decoration view".
    var viewName: String {
        switch self {
        case .cell: "cell"
        case .supplementaryView: "supplementary view"
        case .decorationView: "decoration view"
        }
    }

    /// "cell", or the kind of a supplementary or decoration view, as logs and test failures show it.
    public var description: String {
        switch self {
        case .cell: "cell"
        case .supplementaryView(let kind): "supplementary(\(kind))"
        case .decorationView(let kind): "decoration(\(kind))"
        }
    }
}

extension ElementCategory: Comparable {
    private var order: (Int, String) {
        switch self {
        case .cell: (0, "")
        case .supplementaryView(let kind): (1, kind)
        case .decorationView(let kind): (2, kind)
        }
    }

    /// Cells first, then supplementary views, then decoration views, each by kind.
    public static func < (lhs: ElementCategory, rhs: ElementCategory) -> Bool {
        lhs.order < rhs.order
    }
}
