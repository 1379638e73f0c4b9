import Foundation

/// How a self-sizing change moves the content: the portable `contentSizeAdjustment` and
/// `contentOffsetAdjustment` of a `UICollectionViewLayoutInvalidationContext`.
///
/// A layout answers the content size's change; the host that shows it sets the offset by one
/// rule, the same for every layout and every change to sizes or positions: the cell the person
/// is looking at (the first wholly visible in the last frame shown) keeps its place on screen,
/// and the offset moves by whatever changed at or before it. UIKit's own rule moves the offset
/// only for a cell wholly above the screen, so a row that sizes itself as it comes in at the top
/// pushes everything below it: the fix most asked for in the libraries we measure ourselves
/// against (MagazineLayout #9, #49 and #56; IBPCollectionViewCompositionalLayout #113, #114 and
/// #123; CHTCollectionViewWaterfallLayout #74; IGListKit #516). At the very start of the content
/// nothing moves, so what opens before the first cell shows there.
public struct SelfSizingAdjustment: Equatable, Sendable {
    /// How much the content size grew (negative: shrank) on each axis.
    public var contentSizeAdjustment: CGSize
    /// How far the content offset moves so that what is on screen stays where it is.
    package var contentOffsetAdjustment: CGPoint

    /// An adjustment of `contentSizeAdjustment` and `contentOffsetAdjustment`.
    public init(contentSizeAdjustment: CGSize = .zero, contentOffsetAdjustment: CGPoint = .zero) {
        self.contentSizeAdjustment = contentSizeAdjustment
        self.contentOffsetAdjustment = contentOffsetAdjustment
    }

    /// Nothing moves.
    public static let none = SelfSizingAdjustment()

    /// The adjustment of a layout whose content size went from `oldContentSize` to
    /// `newContentSize`: the content size moves by the difference (zero along an axis where
    /// either size is not finite). The offset is the host's to decide: it moves by what the cell
    /// the person is looking at moved, so that cell stays put on screen.
    public init(contentSizeFrom oldContentSize: CGSize, to newContentSize: CGSize) {
        let growth = CGSize(width: newContentSize.width - oldContentSize.width,
                            height: newContentSize.height - oldContentSize.height)
        self.init(contentSizeAdjustment: CGSize(width: growth.width.isFinite ? growth.width : 0,
                                                height: growth.height.isFinite ? growth.height : 0))
    }
}
