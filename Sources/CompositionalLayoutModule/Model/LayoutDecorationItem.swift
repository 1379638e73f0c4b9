import Foundation

/// A decoration view of a section, such as its background: the portable
/// `NSCollectionLayoutDecorationItem`. It covers the section's area, shrunk by its own
/// ``LayoutItem/contentInsets``; the section's other elements are raised to zIndex 1 so they
/// draw above it.
public final class LayoutDecorationItem: LayoutItem {
    /// The kind the view is registered with.
    public let elementKind: String
    /// Stacking order; 0 by default.
    public var zIndex: Int = 0

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A background behind the whole section.
    public static func background(elementKind: String) -> LayoutDecorationItem {
        LayoutDecorationItem(elementKind: elementKind)
    }
}
