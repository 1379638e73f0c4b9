import Foundation

/// Everything a collection view needs to place one element: the portable
/// `UICollectionViewLayoutAttributes`, as a value type.
///
/// `frame` is untransformed; `center`, `size` and `bounds` derive from it as in UIKit. The layer
/// transform is applied about the center. As in UIKit, ``transform`` and ``transform3D`` are two
/// views of one layer transform: setting either replaces the other.
public struct LayoutAttributes: Hashable, Sendable {
    /// Whether this is a cell, a supplementary view or a decoration view.
    public var category: ElementCategory
    /// The element's path; for supplementary and decoration views, the path the layout gave it.
    public var indexPath: ItemPath
    /// The untransformed frame in content coordinates.
    public var frame: CGRect
    /// The layer transform, applied about the frame's center.
    public var transform3D: Transform3D = .identity
    /// Opacity from 0 (invisible) to 1.
    public var alpha: CGFloat = 1
    /// Stacking order: higher values draw above lower ones.
    public var zIndex: Int = 0
    /// Whether the element is hidden.
    public var isHidden: Bool = false
    /// Layout-specific values (parallax, wheel angle, …), compared in equality.
    public var values = LayoutAttributeValues()

    /// Attributes of a cell at `indexPath`.
    public init(forCellWith indexPath: ItemPath, frame: CGRect = .zero) {
        self.init(category: .cell, indexPath: indexPath, frame: frame)
    }

    /// Attributes of a supplementary view of `kind` at `indexPath`.
    public init(forSupplementaryViewOfKind kind: String, with indexPath: ItemPath, frame: CGRect = .zero) {
        self.init(category: .supplementaryView(kind), indexPath: indexPath, frame: frame)
    }

    /// Attributes of a decoration view of `kind` at `indexPath`.
    public init(forDecorationViewOfKind kind: String, with indexPath: ItemPath, frame: CGRect = .zero) {
        self.init(category: .decorationView(kind), indexPath: indexPath, frame: frame)
    }

    /// Attributes of any element.
    public init(category: ElementCategory, indexPath: ItemPath, frame: CGRect) {
        self.category = category
        self.indexPath = indexPath
        self.frame = frame
    }

    /// The layer transform's affine part; setting it replaces ``transform3D`` with its embedding.
    public var transform: Transform2D {
        get { transform3D.affine }
        set { transform3D = Transform3D(newValue) }
    }

    /// The frame's center; setting it moves the frame.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The frame's size; setting it keeps the center.
    public var size: CGSize {
        get { frame.size }
        set {
            let keptCenter = center
            frame.size = newValue
            center = keptCenter
        }
    }

    /// The element's own coordinate space: origin zero, the frame's size.
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    /// The bounding box of the element on screen, after the transform (projected in 3D).
    public var visibleFrame: CGRect { transform3D.visibleFrame(of: frame) }

    /// Whether the rect query for `rect` returns this element: it is not hidden and its visible
    /// frame (after the transform) overlaps `rect`. The one rule of the layout contract that every
    /// layout's query and every brute-force reference applies.
    public func isShown(in rect: CGRect) -> Bool {
        !isHidden && visibleFrame.overlaps(rect)
    }

    /// A key that tells elements apart: category and index path.
    public var key: ElementKey { ElementKey(category: category, indexPath: indexPath) }

    /// The typed extra value for `key`.
    public subscript<Key: LayoutAttributeKey>(key: Key.Type) -> Key.Value {
        get { values[key] }
        set { values[key] = newValue }
    }

    /// Whether frame, transform and alpha are all finite and the size is not negative.
    public var isFinite: Bool {
        frame.isFinite && frame.size.width >= 0 && frame.size.height >= 0 && transform3D.isFinite && alpha.isFinite
    }

    /// Hashes what `==` compares: every geometric value, the extra values and the element's key.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(category)
        hasher.combine(indexPath)
        hasher.combine(rect: frame)
        hasher.combine(transform3D)
        hasher.combine(alpha)
        hasher.combine(zIndex)
        hasher.combine(isHidden)
        hasher.combine(values)
    }
}

/// The identity of an element in a collection: its category and index path.
public struct ElementKey: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Whether the element is a cell, a supplementary view or a decoration view (and its kind).
    public var category: ElementCategory
    /// The element's place: its section and item.
    public var indexPath: ItemPath

    /// Creates the key of the element of `category` at `indexPath`.
    public init(category: ElementCategory, indexPath: ItemPath) {
        self.category = category
        self.indexPath = indexPath
    }

    /// Orders by category, then index path.
    public static func < (lhs: ElementKey, rhs: ElementKey) -> Bool {
        lhs.category != rhs.category ? lhs.category < rhs.category : lhs.indexPath < rhs.indexPath
    }

    /// The category and index path ("cell[0, 3]"), as test failures show an element.
    public var description: String { "\(category)\(indexPath)" }
}
