#if canImport(UIKit)
import LayoutCore
import LayoutHosting
import UIKit

/// The scroll views driving the sections that scroll on their own, one per section of the layout
/// shown: hidden, their pans on the collection view, so UIKit's own drag, deceleration and bounce
/// move the section while the cells stay in the collection view. Which exist, which pans they
/// take and how they share the collection view with its own pan are the engine's decisions
/// (`CollectionViewEngine.sectionScrollViewFrames(for:)`, `sectionPanBegins(in:section:at:velocity:)`,
/// `viewPanWaitsForSectionPan(in:)`); each scroll and each release goes to the layout's host
/// (`HostedLayout.sectionScrollViewDidScroll(to:inSection:)`,
/// `targetScrollViewOffset(inSection:forProposedOffset:startOffset:withUIKitVelocity:)`).
/// One set per collection view, made for one layout: any other layout's preparing removes them.
@MainActor
final class SectionScrollViews: NSObject, UIScrollViewDelegate {
    private unowned let platform: UIKitPlatform
    private var scrollViews: [Int: SectionScrollView] = [:]
    /// The layout the scroll views were made for.
    private(set) weak var hosted: HostedLayout?
    /// Whether the scroll views are being laid out: the offsets set then are the engine's own.
    private var isLayingOut = false

    init(platform: UIKitPlatform) {
        self.platform = platform
    }

    /// Lays the scroll views out for `hosted`, the layout preparing: those made for another go,
    /// and one stands over the band of each section the engine lists, at the section's offset
    /// while nothing moves it.
    func layOut(for hosted: HostedLayout) {
        guard let collectionView = platform.collectionView else { return }
        if self.hosted !== hosted { removeAll() }
        self.hosted = hosted
        isLayingOut = true
        defer { isLayingOut = false }
        let sections = platform.engine.sectionScrollViewFrames(for: hosted)
        let wanted = Set(sections.map(\.section))
        for (section, scrollView) in scrollViews where !wanted.contains(section) {
            remove(scrollView, from: collectionView)
            scrollViews[section] = nil
        }
        for band in sections {
            let scrollView = scrollViews[band.section] ?? make(for: band.section, in: collectionView)
            scrollView.band = band
            scrollView.frame = CGRect(origin: .zero, size: band.frame.size)
            scrollView.contentSize = CGSize(along: band.axis, band.scrollViewContentLength, across: band.frame.size[band.axis.cross])
            scrollView.decelerationRate = band.pages ? .fast : .normal
            guard !scrollView.isMoving else { continue }
            var offset = CGPoint.zero
            offset[band.axis] = band.scrollViewOffset(forLayoutOffset: hosted.orthogonalContentOffset(inSection: band.section))
            if scrollView.contentOffset != offset { scrollView.contentOffset = offset }
        }
    }

    /// The sections a finger or a deceleration is moving now.
    var movingSections: Set<Int> {
        Set(scrollViews.filter { $0.value.isMoving }.keys)
    }

    /// Removes every scroll view and its pan from the collection view.
    func removeAll() {
        if let collectionView = platform.collectionView {
            for scrollView in scrollViews.values { remove(scrollView, from: collectionView) }
        }
        scrollViews = [:]
    }

    private func remove(_ scrollView: SectionScrollView, from collectionView: UICollectionView) {
        collectionView.removeGestureRecognizer(scrollView.panGestureRecognizer)
        scrollView.removeFromSuperview()
    }

    private func make(for section: Int, in collectionView: UICollectionView) -> SectionScrollView {
        let scrollView = SectionScrollView(owner: self)
        scrollView.isHidden = true
        scrollView.delegate = self
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.contentInsetAdjustmentBehavior = .never
        collectionView.addSubview(scrollView)
        collectionView.addGestureRecognizer(scrollView.panGestureRecognizer)
        scrollViews[section] = scrollView
        return scrollView
    }

    /// Whether the pan of `scrollView` begins (the engine's answer for its band).
    fileprivate func panBegins(_ scrollView: SectionScrollView) -> Bool {
        guard let hosted, let band = scrollView.band, let collectionView = platform.collectionView else { return false }
        let pan = scrollView.panGestureRecognizer
        return platform.engine.sectionPanBegins(in: hosted, section: band.section, at: pan.location(in: collectionView),
                                                velocity: pan.velocity(in: collectionView))
    }

    /// Whether the collection view's own pan (`other`) waits for the pan of `scrollView` to fail.
    fileprivate func viewPanWaits(_ other: UIGestureRecognizer) -> Bool {
        guard let hosted, let collectionView = platform.collectionView, other === collectionView.panGestureRecognizer else { return false }
        return platform.engine.viewPanWaitsForSectionPan(in: hosted)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard !isLayingOut, let scrollView = scrollView as? SectionScrollView, let band = scrollView.band, let hosted,
              let adapter = platform.collectionView?.collectionViewLayout as? CollectionLayoutAdapter, adapter.hosted === hosted else { return }
        if hosted.sectionScrollViewDidScroll(to: scrollView.contentOffset[band.axis], inSection: band.section) {
            adapter.invalidate(with: .boundsOrigin)
        }
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        guard let scrollView = scrollView as? SectionScrollView, let band = scrollView.band else { return }
        scrollView.dragStartOffset = scrollView.contentOffset[band.axis]
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard let scrollView = scrollView as? SectionScrollView, let band = scrollView.band, let hosted else { return }
        targetContentOffset.pointee[band.axis] = hosted.targetScrollViewOffset(
            inSection: band.section, forProposedOffset: targetContentOffset.pointee[band.axis],
            startOffset: scrollView.dragStartOffset, withUIKitVelocity: velocity[band.axis])
    }
}

/// A hidden scroll view whose pan drives one section, asking its owner (the engine) whether the
/// pan begins and whether the collection view's pan waits for it.
@MainActor
final class SectionScrollView: UIScrollView {
    private unowned let owner: SectionScrollViews
    var band: OrthogonalSectionFrame?
    var dragStartOffset: CGFloat = 0

    init(owner: SectionScrollViews) {
        self.owner = owner
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    /// Whether a finger or a deceleration moves the section now.
    var isMoving: Bool { isTracking || isDragging || isDecelerating }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panGestureRecognizer else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        return owner.panBegins(self)
    }

    /// The scroll view is its pan's delegate: the collection view's pan waits for this pan to
    /// fail, answered anew each time, so no failure requirement outlives the scroll view.
    @objc func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                 shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer === panGestureRecognizer && owner.viewPanWaits(otherGestureRecognizer)
    }
}
#endif
