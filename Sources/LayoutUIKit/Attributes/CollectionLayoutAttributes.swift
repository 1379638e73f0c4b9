#if canImport(UIKit)
import LayoutCore
import UIKit

/// The attributes UIKit receives from a ``CollectionLayoutAdapter``: the layout's
/// ``LayoutAttributes`` as `UICollectionViewLayoutAttributes`, carrying the typed extra values,
/// so a cell reads `attributes[ParallaxValue.self]` in `apply(_:)`. Equality and `copy` include
/// the extra values, so UIKit re-applies attributes whose extras changed.
public final class CollectionLayoutAttributes: UICollectionViewLayoutAttributes {
    /// The layout-specific values (parallax, wheel angle, …). Read by `isEqual` and `copy`, which
    /// NSObject calls outside the main actor; UIKit reads and writes attributes on the main thread.
    package nonisolated(unsafe) var values = LayoutAttributeValues()

    /// The typed extra value for `key`.
    public subscript<Key: LayoutAttributeKey>(key: Key.Type) -> Key.Value {
        get { values[key] }
        set { values[key] = newValue }
    }

    /// UIKit attributes for `attributes`: the same element, centre, size, 3D transform, alpha,
    /// zIndex, hidden state and extra values.
    package static func make(from attributes: LayoutAttributes) -> CollectionLayoutAttributes {
        let indexPath = IndexPath(attributes.indexPath)
        let result: CollectionLayoutAttributes
        switch attributes.category {
        case .cell: result = CollectionLayoutAttributes(forCellWith: indexPath)
        case .supplementaryView(let kind): result = CollectionLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
        case .decorationView(let kind): result = CollectionLayoutAttributes(forDecorationViewOfKind: kind, with: indexPath)
        }
        // Centre and size, not `frame`: UIKit derives the frame from them under a transform.
        result.size = attributes.frame.size
        result.center = attributes.center
        result.transform3D = CATransform3D(attributes.transform3D)
        result.alpha = attributes.alpha
        result.zIndex = attributes.zIndex
        result.isHidden = attributes.isHidden
        result.values = attributes.values
        return result
    }

    /// A copy with the same extra values, as UIKit copies attributes.
    public override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        (copy as? CollectionLayoutAttributes)?.values = values
        return copy
    }

    /// Whether `object` has the same geometry and the same extra values.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CollectionLayoutAttributes, other.values == values else { return false }
        return super.isEqual(object)
    }
}

extension LayoutAttributes {
    /// The portable attributes of UIKit's `attributes` (a cell's preferred attributes, say);
    /// `nil` for an index path that is not (section, item).
    @MainActor
    package init?(_ attributes: UICollectionViewLayoutAttributes) {
        guard let path = ItemPath(attributes.indexPath) else { return nil }
        let kind = attributes.representedElementKind ?? ""
        let category: ElementCategory = switch attributes.representedElementCategory {
        case .supplementaryView: .supplementaryView(kind)
        case .decorationView: .decorationView(kind)
        default: .cell
        }
        self.init(category: category, indexPath: path,
                  frame: CGRect(x: attributes.center.x - attributes.size.width / 2,
                                y: attributes.center.y - attributes.size.height / 2,
                                width: attributes.size.width, height: attributes.size.height))
        transform3D = Transform3D(attributes.transform3D)
        alpha = attributes.alpha
        zIndex = attributes.zIndex
        isHidden = attributes.isHidden
        values = (attributes as? CollectionLayoutAttributes)?.values ?? values
    }
}
#endif
