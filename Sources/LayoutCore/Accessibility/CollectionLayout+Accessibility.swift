import Foundation

extension CollectionLayout {
    /// Whether rows read from the right of the layout's coordinates: in a right-to-left layout
    /// the view does not mirror (a mirrored one computes left to right and is read so).
    public var readsTrailingFirst: Bool {
        context.traits.layoutDirection == .rightToLeft && !flipsHorizontallyInOppositeLayoutDirection
    }
}
