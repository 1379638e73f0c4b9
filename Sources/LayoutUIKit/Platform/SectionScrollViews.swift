#if canImport(UIKit)
import LayoutCore
import LayoutHosting
import UIKit

/// The scroll views driving the sections that scroll on their own, one per section of the layout
/// shown: hidden, their pans on the collection view, so UIKit's own drag, deceleration and bounce
/// move the section while the cells stay in the collection view. Which exist, where, at which
/// offset, which pans they take and how they share the collection view with its own pan are the
/// engine's decisions (`CollectionViewPlatform.layOutSectionScrollViews(_:for:)`,
/// `sectionPanBegins(in:section:at:velocity:)`, `viewPanWaitsForSectionPan(in:)`); each scroll and
/// each release goes to the engine (`sectionScrollViewDidScroll(to:inSection:of:)`,
/// `targetSectionScrollViewOffset(inSection:forProposedOffset:startOffset:velocity:of:)`).
@MainActor
final class SectionScrollViews {
    private unowned let platform: UIKitPlatform
    private var scrollViews: [Int: SectionScrollView] = [:]
    /// Whether the scroll views are being laid out: the offsets set then are the engine's own.
    fileprivate private(set) var isLayingOut = false

    init(platform: UIKitPlatform) {
        self.platform = platform
    }

    /// The engine the scroll views ask.
    fileprivate var engine: CollectionViewEngine { platform.engine }

    /// Lays the scroll views of `hosted` out over `sections` (none: its scroll views go): one
    /// stands over the band of each section, at the offset the engine gives it; a section's scroll
    /// view made for another layout is taken over.
    func layOut(_ sections: [OrthogonalSectionFrame], for hosted: HostedLayout) {
        isLayingOut = true
        defer { isLayingOut = false }
        let wanted = Set(sections.map(\.section))
        scrollViews.filter { $0.value.hosted === hosted && !wanted.contains($0.key) }.keys.forEach(remove(section:))
        sections.forEach { place($0, of: hosted) }
    }

    /// Moves the scroll view of `section` to show the section at `offset` (the layout's terms): it
    /// tells the engine, as any scroll of it does.
    func scroll(section: Int, toLayoutOffset offset: CGFloat) {
        guard let scrollView = scrollViews[section] else { return }
        scrollView.contentOffset[scrollView.band.axis] = scrollView.band.scrollViewOffset(forLayoutOffset: offset)
    }

    /// The sections a finger or a deceleration is moving now.
    var movingSections: Set<Int> {
        Set(scrollViews.filter { $0.value.isMoving }.keys)
    }

    /// Stands the section's scroll view (its own, or a new one) over `band` of `hosted`.
    private func place(_ band: OrthogonalSectionFrame, of hosted: HostedLayout) {
        let scrollView = scrollViews[band.section] ?? make(for: band, of: hosted)
        scrollView.band = band
        scrollView.hosted = hosted
        scrollView.frame = CGRect(origin: .zero, size: band.frame.size)
        scrollView.contentSize = CGSize(along: band.axis, band.scrollViewContentLength, across: band.frame.size[band.axis.cross])
        scrollView.decelerationRate = band.pages ? .fast : .normal
        band.scrollViewOffsetToShow.map { scrollView.contentOffset[band.axis] = $0 }
    }

    /// Removes the scroll view of `section` and its pan from the collection view, stopping a
    /// deceleration (which would go on scrolling it, and calling its delegate, once gone).
    private func remove(section: Int) {
        let scrollView = scrollViews.removeValue(forKey: section)
        scrollView.map { platform.collectionView?.removeGestureRecognizer($0.panGestureRecognizer) }
        scrollView?.delegate = nil
        scrollView.map { $0.setContentOffset($0.contentOffset, animated: false) }
        scrollView?.removeFromSuperview()
    }

    /// A hidden scroll view for `band` of `hosted` on the collection view, its pan on the
    /// collection view. It never takes the status bar's tap: with more than one scroll view that
    /// has `scrollsToTop` on, the tap scrolls none (`UIScrollView.h`).
    private func make(for band: OrthogonalSectionFrame, of hosted: HostedLayout) -> SectionScrollView {
        let scrollView = SectionScrollView(owner: self, band: band, hosted: hosted)
        scrollView.isHidden = true
        scrollView.scrollsToTop = false
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.contentInsetAdjustmentBehavior = .never
        platform.collectionView?.addSubview(scrollView)
        platform.collectionView?.addGestureRecognizer(scrollView.panGestureRecognizer)
        scrollViews[band.section] = scrollView
        return scrollView
    }
}

/// A hidden scroll view whose pan drives one section: its own delegate, it hands each scroll and
/// release to the engine, and asks it whether its pan begins and whether the collection view's
/// pan waits for it.
@MainActor
final class SectionScrollView: UIScrollView, UIScrollViewDelegate {
    /// The set it belongs to: held weakly, as a deceleration can outlive the collection view.
    private weak var owner: SectionScrollViews?
    /// The section's band, as the engine laid it out last.
    var band: OrthogonalSectionFrame
    /// The layout the band is of.
    var hosted: HostedLayout
    /// Where the current drag began, along the band's axis.
    private var dragStartOffset: CGFloat = 0

    init(owner: SectionScrollViews, band: OrthogonalSectionFrame, hosted: HostedLayout) {
        self.owner = owner
        self.band = band
        self.hosted = hosted
        super.init(frame: .zero)
        delegate = self
    }

    required init?(coder: NSCoder) { nil }

    /// Whether a finger or a deceleration moves the section now (`UIScrollView`'s own state).
    var isMoving: Bool { isTracking || isDragging || isDecelerating }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panGestureRecognizer else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        return owner?.engine.sectionPanBegins(in: hosted, section: band.section, at: panGestureRecognizer.location(in: superview),
                                              velocity: panGestureRecognizer.velocity(in: superview)) == true
    }

    /// The scroll view is its pan's delegate: the collection view's pan waits for this pan to
    /// fail, answered anew each time, so no failure requirement outlives the scroll view.
    @objc func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                 shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer === panGestureRecognizer && otherGestureRecognizer === (superview as? UIScrollView)?.panGestureRecognizer
            && owner?.engine.viewPanWaitsForSectionPan(in: hosted) == true
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard owner?.isLayingOut == false else { return }
        owner?.engine.sectionScrollViewDidScroll(to: contentOffset[band.axis], inSection: band.section, of: hosted)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        dragStartOffset = contentOffset[band.axis]
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let proposed = targetContentOffset.pointee[band.axis]
        targetContentOffset.pointee[band.axis] = owner?.engine.targetSectionScrollViewOffset(
            inSection: band.section, forProposedOffset: proposed, startOffset: dragStartOffset,
            velocity: ScrollVelocity.fromUIKit(velocity[band.axis]), of: hosted) ?? proposed
    }
}
#endif
