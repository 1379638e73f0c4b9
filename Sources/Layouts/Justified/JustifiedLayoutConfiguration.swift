import Foundation
import LayoutCore

/// The settings of a ``JustifiedLayout``: how tall rows aim to be, how far they may grow or
/// shrink, the spacing, and each photo's aspect ratio.
///
/// Rows are described for vertical scrolling; a horizontal layout's rows are columns, and their
/// "height" is their width.
public struct JustifiedLayoutConfiguration: Sendable, LayoutConfiguration {
    /// The axis the content scrolls along; rows follow one another along it.
    public var scrollDirection: ScrollDirection = .vertical
    /// The height rows aim for (`H`): a full row is fitted to the width at the height nearest
    /// it, the last row stays at it.
    public var targetRowHeight: CGFloat = 180
    /// The most a full row may grow (`H_max`), or `nil` for no limit: a row that would be taller
    /// to fill the width (a few very wide panoramas) stays at this height, leading-aligned, not
    /// filled. At least ``targetRowHeight``.
    public var maximumRowHeight: CGFloat?
    /// The least a row may shrink to take one more photo, or `nil` for no limit: a row does not
    /// take the photo that would bring it closer to the target if that leaves it shorter than
    /// this. At most ``targetRowHeight``. A panorama wider than the room at the target height
    /// is a row alone, fitted to the width, whatever its height.
    public var minimumRowHeight: CGFloat?
    /// The space between two photos of a row and between two rows.
    public var spacing: CGFloat = 4
    /// The margins around each section's photos.
    public var sectionInset: LayoutEdgeInsets = .zero
    /// The size of each section header; only its extent along the scroll axis is used. Zero
    /// means no header.
    public var headerReferenceSize: CGSize = .zero
    /// The size of each section footer, as ``headerReferenceSize``.
    public var footerReferenceSize: CGSize = .zero
    /// Whether headers stay at the top of the visible area while their section scrolls under them.
    public var sectionHeadersPinToVisibleBounds = false
    /// The aspect ratio (width ÷ height) of the photo at an index path; every photo is square
    /// without it. Read when the layout prepares, and again for the photos named to
    /// ``JustifiedLayout/invalidateAspectRatios(ofItemsAt:)``.
    public var aspectRatioForItem: (@Sendable (ItemPath) -> CGFloat)?

    /// Rows 180 points tall, 4 apart, square photos.
    package init() {}

    /// Rows aiming for `targetRowHeight`, `spacing` apart, photos of `aspectRatioForItem`.
    public init(scrollDirection: ScrollDirection = .vertical, targetRowHeight: CGFloat = 180, spacing: CGFloat = 4,
                sectionInset: LayoutEdgeInsets = .zero, aspectRatioForItem: (@Sendable (ItemPath) -> CGFloat)? = nil) {
        self.scrollDirection = scrollDirection
        self.targetRowHeight = targetRowHeight
        self.spacing = spacing
        self.sectionInset = sectionInset
        self.aspectRatioForItem = aspectRatioForItem
    }

    /// Checks the fixed values: a finite, positive target height; limits, where given, finite
    /// and on their side of the target; spacing finite and not negative; insets finite; header
    /// and footer sizes finite and not negative. Ratios are checked when the layout reads them.
    public func validate() throws(LayoutError) {
        guard targetRowHeight.isFinite, targetRowHeight > 0 else {
            throw .invalidValue(name: "targetRowHeight", value: targetRowHeight, expected: "a finite height > 0")
        }
        if let maximumRowHeight {
            try LayoutError.check("maximumRowHeight", maximumRowHeight, atLeast: targetRowHeight)
        }
        if let minimumRowHeight, !(minimumRowHeight.isFinite && minimumRowHeight >= 0 && minimumRowHeight <= targetRowHeight) {
            throw .invalidValue(name: "minimumRowHeight", value: minimumRowHeight,
                                expected: "a finite height from 0 to targetRowHeight (\(targetRowHeight))")
        }
        try LayoutError.check("spacing", spacing)
        guard sectionInset.isFinite else { throw .invalidInsets(name: "sectionInset", sectionInset) }
        try LayoutError.check("headerReferenceSize", headerReferenceSize)
        try LayoutError.check("footerReferenceSize", footerReferenceSize)
    }

    /// The aspect ratio of the photo at `indexPath`, checked: finite and positive.
    func aspectRatio(ofItemAt indexPath: ItemPath) throws(LayoutError) -> CGFloat {
        guard let aspectRatioForItem else { return 1 }
        let ratio = aspectRatioForItem(indexPath)
        guard ratio.isFinite, ratio > 0 else {
            throw .invalidValue(name: "aspectRatioForItem(\(indexPath))", value: ratio, expected: "a finite ratio > 0 (width ÷ height)")
        }
        return ratio
    }
}
