#if canImport(UIKit)
import LayoutCore
import LayoutHosting
import UIKit

/// The scroll views that drive the sections scrolling on their own, one per section: hidden,
/// their pan gestures moved onto the collection view, so UIKit's own drag, deceleration and
/// bounce move the section while the cells stay in the collection view. Each scroll reaches the
/// layout through `LayoutHost.sectionScrollViewDidScroll(to:inSection:)`, each release comes to
/// rest where `LayoutHost.targetScrollViewOffset(inSection:forProposedOffset:startOffset:withUIKitVelocity:)`
/// says; both reflect the scroll view's offsets into the layout's for a section that runs right
/// to left (`OrthogonalSectionFrame.isReversed`). A scroll view at rest shows the offset the host
/// keeps (which a data or size change may have brought into range).
@MainActor
final class SectionScrollers: NSObject, UIScrollViewDelegate {
    private unowned let adapter: CollectionLayoutAdapter
    private var scrollers: [Int: SectionScrollView] = [:]

    init(adapter: CollectionLayoutAdapter) {
        self.adapter = adapter
    }

    /// Makes, moves and removes scroll views to match `sections`.
    func update(_ sections: [OrthogonalSectionFrame], in collectionView: UICollectionView) {
        let wanted = Set(sections.map(\.section))
        for (section, scroller) in scrollers where !wanted.contains(section) {
            remove(scroller, from: collectionView)
            scrollers[section] = nil
        }
        for band in sections {
            let scroller = scrollers[band.section] ?? makeScroller(for: band.section, in: collectionView)
            scroller.band = band
            scroller.frame = CGRect(origin: .zero, size: band.frame.size)
            scroller.contentSize = CGSize(along: band.axis, band.scrollViewContentLength, across: band.frame.size[band.axis.cross])
            scroller.decelerationRate = band.pages ? .fast : .normal
            guard !scroller.isMoving else { continue }
            var offset = CGPoint.zero
            offset[band.axis] = band.scrollViewOffset(forLayoutOffset: adapter.host.orthogonalContentOffset(inSection: band.section))
            if scroller.contentOffset != offset { scroller.contentOffset = offset }
        }
    }

    /// The sections a finger or a deceleration is moving now.
    var movingSections: Set<Int> {
        Set(scrollers.filter { $0.value.isMoving }.keys)
    }

    /// Removes every scroll view and its pan gesture from `collectionView`.
    func removeAll(from collectionView: UICollectionView) {
        for scroller in scrollers.values { remove(scroller, from: collectionView) }
        scrollers = [:]
    }

    private func remove(_ scroller: SectionScrollView, from collectionView: UICollectionView) {
        collectionView.removeGestureRecognizer(scroller.panGestureRecognizer)
        scroller.removeFromSuperview()
    }

    private func makeScroller(for section: Int, in collectionView: UICollectionView) -> SectionScrollView {
        let scroller = SectionScrollView()
        scroller.isHidden = true
        scroller.delegate = self
        scroller.showsHorizontalScrollIndicator = false
        scroller.showsVerticalScrollIndicator = false
        scroller.contentInsetAdjustmentBehavior = .never
        collectionView.addSubview(scroller)
        collectionView.addGestureRecognizer(scroller.panGestureRecognizer)
        scrollers[section] = scroller
        return scroller
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard let scroller = scrollView as? SectionScrollView, let band = scroller.band else { return }
        if adapter.host.sectionScrollViewDidScroll(to: scroller.contentOffset[band.axis], inSection: band.section) {
            adapter.invalidate(with: .boundsOrigin)
        }
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        guard let scroller = scrollView as? SectionScrollView, let band = scroller.band else { return }
        scroller.dragStartOffset = scroller.contentOffset[band.axis]
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard let scroller = scrollView as? SectionScrollView, let band = scroller.band else { return }
        let target = adapter.host.targetScrollViewOffset(
            inSection: band.section, forProposedOffset: targetContentOffset.pointee[band.axis],
            startOffset: scroller.dragStartOffset, withUIKitVelocity: velocity[band.axis])
        targetContentOffset.pointee[band.axis] = target
    }
}

/// A hidden scroll view whose pan drives one section: it begins only for pans inside the
/// section's band that move along the section's axis (`OrthogonalSectionFrame.acceptsDrag(at:velocity:)`).
/// The collection view's own pan declines those pans (``CollectionViewHost``'s view asks
/// `LayoutHost.sectionAcceptingDrag(at:velocity:)`), so no failure requirement links the two and
/// nothing is left on the collection view when the section goes.
@MainActor
final class SectionScrollView: UIScrollView {
    var band: OrthogonalSectionFrame?
    var dragStartOffset: CGFloat = 0

    /// Whether a finger or a deceleration moves the section now.
    var isMoving: Bool { isTracking || isDragging || isDecelerating }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panGestureRecognizer, let band, let host = panGestureRecognizer.view else {
            return super.gestureRecognizerShouldBegin(gestureRecognizer)
        }
        return band.acceptsDrag(at: panGestureRecognizer.location(in: host), velocity: panGestureRecognizer.velocity(in: host))
    }
}
#endif
