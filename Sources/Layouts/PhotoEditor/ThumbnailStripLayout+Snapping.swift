import Foundation
import LayoutCore

extension ThumbnailStripLayout {
    /// The thumbnail nearest the centre: `clamp(floor(rel · n + 0.5), 0, n − 1)` with
    /// `rel = (contentOffset.x + farInset) / contentWidth`; 0 for an empty strip.
    package var nearestIndex: Int {
        let contentWidth = collectionViewContentSize.width
        let count = context.numberOfItems(inSection: 0)
        guard count > 0, contentWidth > 0 else { return 0 }
        let relative = (context.bounds.minX + farInset) / contentWidth
        let index = (relative * CGFloat(count) + 0.5).rounded(.down)
        return Int(saturating: index.clamped(to: 0...CGFloat(count - 1)))
    }

    /// The content offset that puts the strip at fraction `relative` of its content:
    /// `x = contentWidth · relative − farInset`.
    @_spi(Testing) public func contentOffset(relative: CGFloat) -> CGPoint {
        CGPoint(x: collectionViewContentSize.width * relative - farInset, y: context.bounds.minY)
    }

    /// Moves `view`, which shows this strip, to fraction `relative` of the content at once: the
    /// article's `changeOffset(relative:)`.
    package func changeOffset(relative: CGFloat, in view: any ScrollableCollection) {
        view.setContentOffset(contentOffset(relative: relative), animated: false)
    }

    /// The content offset that centres thumbnail `index`: `index · c − farInset`.
    package func contentOffset(centering index: Int) -> CGPoint {
        CGPoint(x: CGFloat(index) * slotWidth - farInset, y: context.bounds.minY)
    }

    /// Snaps a fling to the nearest thumbnail: with `rel = (proposed.x + farInset) / c`, the
    /// candidates `floor(rel)` and `ceil(rel)`, each kept within 0…n, sit at `k · c − farInset`;
    /// the nearer wins, a tie going to the right one.
    func snappedContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        let count = context.numberOfItems(inSection: 0)
        guard slotWidth > 0, count > 0 else { return proposedContentOffset }
        let relative = (proposedContentOffset.x + farInset) / slotWidth
        guard relative.isFinite else { return proposedContentOffset }
        let range: ClosedRange<CGFloat> = 0...CGFloat(count)
        let lower = relative.rounded(.down).clamped(to: range), upper = relative.rounded(.up).clamped(to: range)
        let lowerOffset = lower * slotWidth - farInset, upperOffset = upper * slotWidth - farInset
        let x = abs(proposedContentOffset.x - lowerOffset) < abs(upperOffset - proposedContentOffset.x) ? lowerOffset : upperOffset
        return CGPoint(x: x, y: proposedContentOffset.y)
    }

    /// While configuring, the offset that centres the active photo (`n · c · (active / n) −
    /// farInset`); otherwise the proposal.
    func configuringContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        guard let active = configuringActiveIndex else { return proposedContentOffset }
        return CGPoint(x: contentOffset(centering: active).x, y: proposedContentOffset.y)
    }
}
