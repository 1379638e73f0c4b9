#if canImport(UIKit) && canImport(SwiftUI)
import DeclaredViews
import LayoutCore
import UIKit

/// The cell (and supplementary view) of SwiftUI's view: its content a `UIHostingConfiguration`,
/// which reads what the layout gives the cell (``CellLayoutAttributes``), masked by the shape a
/// layout gives the element (a collage cell's polygon), and, sizing itself, fitted across the
/// scroll axis at the extent the layout gives it.
final class ShapedHostingCell: UICollectionViewCell {
    private let shapeMask = CAShapeLayer()
    /// What the layout gives this cell, for its SwiftUI content.
    let layoutAttributes = CellLayoutAttributes()
    /// Whether a finger is down on the cell, for its SwiftUI content.
    let highlight = CellHighlight()
    /// Told when UIKit takes the cell for another item: a row's swipe actions open on it close.
    var willBeReused: (() -> Void)?
    /// Told when UIKit takes the cell for another element, every time: what it hosted is forgotten.
    var wasReused: ((ShapedHostingCell) -> Void)?
    /// Whether the cell sizing itself keeps the layout's width (a vertical layout) or its height
    /// (``DeclaredCollection/fitsCellsToWidth``, asked when the cell is measured).
    var fitsWidth: () -> Bool = { true }

    override var isHighlighted: Bool {
        didSet { if highlight.isHighlighted != isHighlighted { highlight.isHighlighted = isHighlighted } }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        willBeReused?()
        willBeReused = nil
        wasReused?(self)
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        self.layoutAttributes.apply(layoutAttributes)
        // The cell's own layer: setting a content configuration may replace the content view.
        guard let shape = (layoutAttributes as? CollectionLayoutAttributes)?[ElementShape.self] else {
            layer.mask = nil
            return
        }
        shapeMask.path = UIBezierPath(shape).cgPath
        layer.mask = shapeMask
    }

    /// The content's size at the layout's extent across the scroll axis (`.required`) and free
    /// along it (`.fittingSizeLevel`), as `UICollectionViewListCell` fits its width: never free in
    /// both axes, where a multi-line row would be measured one line wide.
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        let size = layoutAttributes.size
        if fitsWidth() {
            let target = CGSize(width: size.width, height: UIView.layoutFittingCompressedSize.height)
            attributes.size = CGSize(width: size.width, height: contentView.systemLayoutSizeFitting(
                target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height)
        } else {
            let target = CGSize(width: UIView.layoutFittingCompressedSize.width, height: size.height)
            attributes.size = CGSize(width: contentView.systemLayoutSizeFitting(
                target, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .required).width, height: size.height)
        }
        return attributes
    }
}
#endif
