#if canImport(UIKit)
import LayoutCore
import UIKit

extension CATransform3D {
    /// The same matrix as `transform`; the two types share their layout.
    package init(_ transform: Transform3D) {
        self.init(m11: transform.m11, m12: transform.m12, m13: transform.m13, m14: transform.m14,
                  m21: transform.m21, m22: transform.m22, m23: transform.m23, m24: transform.m24,
                  m31: transform.m31, m32: transform.m32, m33: transform.m33, m34: transform.m34,
                  m41: transform.m41, m42: transform.m42, m43: transform.m43, m44: transform.m44)
    }
}

extension Transform3D {
    /// The same matrix as UIKit's `transform`.
    package init(_ transform: CATransform3D) {
        self.init(m11: transform.m11, m12: transform.m12, m13: transform.m13, m14: transform.m14,
                  m21: transform.m21, m22: transform.m22, m23: transform.m23, m24: transform.m24,
                  m31: transform.m31, m32: transform.m32, m33: transform.m33, m34: transform.m34,
                  m41: transform.m41, m42: transform.m42, m43: transform.m43, m44: transform.m44)
    }
}

extension UIBezierPath {
    /// The outline of `shape` (a collage cell's polygon), each corner rounded by its radius: the
    /// path a cell masks its content with, in the cell's coordinates.
    public convenience init(_ shape: ElementShape) {
        self.init()
        let corners = shape.polygon.roundedCorners(radius: shape.cornerRadius)
        guard let first = corners.first else { return }
        move(to: first.entry)
        corners.forEach { corner in
            addLine(to: corner.entry)
            addQuadCurve(to: corner.exit, controlPoint: corner.corner)
        }
        close()
    }
}

extension LayoutEdgeInsets {
    /// The insets of UIKit's `insets`.
    public init(_ insets: UIEdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}

extension UIEdgeInsets {
    /// UIKit insets of `insets`.
    public init(_ insets: LayoutEdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}

extension LayoutTraits {
    /// The portable part of `traits`: size classes, display scale and layout direction.
    @MainActor
    package init(_ traits: UITraitCollection) {
        func sizeClass(_ value: UIUserInterfaceSizeClass) -> SizeClass {
            switch value {
            case .compact: .compact
            case .regular: .regular
            default: .unspecified
            }
        }
        self.init(horizontalSizeClass: sizeClass(traits.horizontalSizeClass),
                  verticalSizeClass: sizeClass(traits.verticalSizeClass),
                  displayScale: traits.displayScale > 0 ? traits.displayScale : 1,
                  layoutDirection: traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }
}

extension UIUserInterfaceLayoutDirection {
    /// UIKit's direction of `direction`.
    init(_ direction: LayoutTraits.LayoutDirection) {
        self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
}

extension UICollectionView.ScrollPosition {
    /// UIKit's position for `position`; the two option sets share their bits.
    public init(_ position: CollectionViewScrollPosition) {
        self.init(rawValue: UInt(position.rawValue))
    }
}

extension UpdateItem {
    /// The portable update item of UIKit's; `nil` for an item whose action is `.none`.
    @MainActor
    package init?(_ item: UICollectionViewUpdateItem) {
        let action: Action
        switch item.updateAction {
        case .insert: action = .insert
        case .delete: action = .delete
        case .reload: action = .reload
        case .move: action = .move
        default: return nil
        }
        self.init(updateAction: action, indexPathBeforeUpdate: item.indexPathBeforeUpdate.flatMap(ItemPath.init),
                  indexPathAfterUpdate: item.indexPathAfterUpdate.flatMap(ItemPath.init))
    }
}

extension LayoutContext {
    /// What `collectionView` tells a layout now (its item counts left empty: the engine reads
    /// them only when they are invalidated). Right to left is the view's own direction
    /// (`effectiveUserInterfaceLayoutDirection`, which a `semanticContentAttribute` can force),
    /// as UIKit compares it to decide on mirroring, not its trait collection's.
    @MainActor
    package init(collectionView: UICollectionView) {
        var traits = LayoutTraits(collectionView.traitCollection)
        traits.layoutDirection = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        self.init(bounds: collectionView.bounds, contentInset: LayoutEdgeInsets(collectionView.contentInset),
                  safeAreaInsets: LayoutEdgeInsets(collectionView.safeAreaInsets),
                  adjustedContentInset: LayoutEdgeInsets(collectionView.adjustedContentInset),
                  layoutMargins: LayoutEdgeInsets(collectionView.layoutMargins),
                  traits: traits)
    }
}

extension UICollectionView {
    /// The number of items in every section, as the collection view knows them now.
    package var itemCounts: [Int] {
        (0..<numberOfSections).map { numberOfItems(inSection: $0) }
    }
}
#endif
