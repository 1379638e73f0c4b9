import Foundation

/// How a self-sizing change moves the content: the portable `contentSizeAdjustment` and
/// `contentOffsetAdjustment` of a `UICollectionViewLayoutInvalidationContext`.
public struct SelfSizingAdjustment: Equatable, Sendable {
    /// How much the content size grew (negative: shrank) on each axis.
    public var contentSizeAdjustment: CGSize
    /// How far the content offset moves so that what is on screen stays where it is.
    public var contentOffsetAdjustment: CGPoint

    /// An adjustment of `contentSizeAdjustment` and `contentOffsetAdjustment`.
    public init(contentSizeAdjustment: CGSize = .zero, contentOffsetAdjustment: CGPoint = .zero) {
        self.contentSizeAdjustment = contentSizeAdjustment
        self.contentOffsetAdjustment = contentOffsetAdjustment
    }

    /// Nothing moves.
    public static let none = SelfSizingAdjustment()

    /// The adjustment when an element whose frame was `original` resized and the content size
    /// went from `oldContentSize` to `newContentSize`, seen through `bounds`: the content size
    /// moves by the difference; on each axis where the element lies wholly before the visible
    /// rect (its end at or before the bounds' start), the offset moves by the same amount, so
    /// the visible content stays put on screen. An element on screen or after it moves nothing.
    public init(resizing original: CGRect, contentSizeFrom oldContentSize: CGSize, to newContentSize: CGSize,
                visibleBounds bounds: CGRect) {
        let growth = CGSize(width: newContentSize.width - oldContentSize.width,
                            height: newContentSize.height - oldContentSize.height)
        let finiteGrowth = CGSize(width: growth.width.isFinite ? growth.width : 0,
                                  height: growth.height.isFinite ? growth.height : 0)
        self.init(contentSizeAdjustment: finiteGrowth,
                  contentOffsetAdjustment: CGPoint(x: original.maxX <= bounds.minX ? finiteGrowth.width : 0,
                                                   y: original.maxY <= bounds.minY ? finiteGrowth.height : 0))
    }
}
