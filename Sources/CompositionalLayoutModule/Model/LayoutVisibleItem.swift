import Foundation
import LayoutCore

/// A visible element of a section, as a `visibleItemsInvalidationHandler` sees and changes it:
/// the portable `NSCollectionLayoutVisibleItem`. Frame and size are read-only; alpha, transform,
/// zIndex, hidden and center may change.
public struct LayoutVisibleItem: Hashable, Sendable {
    /// The element's attributes, as they will be returned.
    package private(set) var attributes: LayoutAttributes

    init(_ attributes: LayoutAttributes) {
        self.attributes = attributes
    }

    /// Whether this is a cell, a supplementary view or a decoration view.
    public var representedElementCategory: ElementCategory { attributes.category }
    /// The supplementary or decoration kind, `nil` for cells.
    public var representedElementKind: String? { attributes.category.kind }
    /// The element's path.
    public var indexPath: ItemPath { attributes.indexPath }
    /// The untransformed frame in content coordinates.
    public var frame: CGRect { attributes.frame }
    /// The element's own coordinate space.
    public var bounds: CGRect { attributes.bounds }

    /// The centre; setting it moves the element.
    public var center: CGPoint {
        get { attributes.center }
        set { if newValue.isFinite { attributes.center = newValue } }
    }

    /// Opacity from 0 to 1.
    public var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }

    /// The affine layer transform about the centre.
    public var transform: Transform2D {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }

    /// The 3D layer transform about the centre.
    public var transform3D: Transform3D {
        get { attributes.transform3D }
        set { attributes.transform3D = newValue }
    }

    /// Stacking order.
    public var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }

    /// Whether the element is hidden.
    public var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
}
