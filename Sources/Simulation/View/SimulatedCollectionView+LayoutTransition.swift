import Foundation
import LayoutCore
import LayoutHosting

extension SimulatedCollectionView {
    /// Replaces the layout, as `setCollectionViewLayout(_:animated:completion:)` does. The new
    /// layout prepares for the current state and chooses the content offset through
    /// `targetContentOffset(forProposedContentOffset:)`.
    ///
    /// Animated, every element on screen before or after moves over
    /// 0.3 s (UIKit's update duration) from where the old layout shows it to where the new one
    /// does, the offset change included: elements of both layouts move (frame, transform,
    /// alpha), an element only the new layout has fades in where it is, and one only the old
    /// layout has fades out where it was. `completion(true)` runs at the end (at once when not
    /// animated). An interactive transition installed is dropped first. Throws what the new layout's `prepare()` throws, keeping the old layout.
    /// - Complexity: the new layout's `prepare()`, plus O(k) for the k elements on screen in either layout.
    public func setCollectionViewLayout(_ layout: any CollectionLayout, animated: Bool,
                                        completion: ((Bool) -> Void)? = nil) throws(LayoutError) {
        guard animated else {
            try setCollectionViewLayout(layout)
            completion?(true)
            return
        }
        dropInteractiveTransition()
        stopMotion()
        finishUpdateAnimation(reachedEnd: false)
        let oldOrigin = bounds.origin, oldContentSize = contentSize, before = shownElements
        var oldHost: HostedLayout?
        try engine.setCollectionViewLayout(HostedLayout(layout), animated: true) { (previous) throws(LayoutError) in
            oldHost = previous
            do throws(LayoutError) {
                try prepareLayout()
                contentSize = hostedLayout.contentSize
                let proposed = clampedToScrollableRange(bounds.origin)
                hostedLayout.setBounds(CGRect(origin: proposed, size: bounds.size))
                let origin = engine.targetContentOffset(forProposedContentOffset: proposed)
                bounds.origin = origin
                if origin != oldOrigin {
                    engine.record(.boundsOrigin)
                    try prepareLayout()
                }
            } catch {
                contentSize = oldContentSize
                bounds.origin = oldOrigin
                throw error
            }
        }
        cache.invalidate()
        guard let oldHost else { return }
        let shift = CGPoint(x: bounds.origin.x - oldOrigin.x, y: bounds.origin.y - oldOrigin.y)
        var animation = layoutTransition(from: oldHost, shownBefore: before, shiftedBy: shift)
        animation.completion = completion
        updateAnimation = animation
        runLayoutPassRecordingErrors()
        if bounds.origin != oldOrigin { engine.viewDidScroll() }
    }

    /// Where each element shown now starts (its place in `oldLayout`, or faded in place) and
    /// where each element shown `before` and not now goes (its place in the new layout, or
    /// faded where it was), old places moved by `shift` so that they stay put on screen.
    private func layoutTransition(from oldHost: HostedLayout, shownBefore before: [LayoutAttributes],
                                  shiftedBy shift: CGPoint) -> UpdateAnimation {
        func shifted(_ element: LayoutAttributes) -> LayoutAttributes {
            var element = element
            element.frame = element.frame.offsetBy(dx: shift.x, dy: shift.y)
            return element
        }
        let final = elementsInBounds()
        let finalKeys = Set(final.map(\.key))
        let shown = Dictionary(before.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var starts: [ElementKey: LayoutAttributes] = [:]
        for element in final {
            starts[element.key] = (shown[element.key] ?? oldHost.layoutAttributes(for: element.key))
                .map(shifted) ?? element.faded
        }
        let leaving = before.filter { !finalKeys.contains($0.key) }.map { element in
            UpdateAnimation.Leaving(start: shifted(element), end: attributesInView(for: element.key) ?? element.faded,
                                    startTime: clock.now)
        }
        return UpdateAnimation(startTime: clock.now, duration: Self.batchUpdateAnimationDuration, curve: .easeInEaseOut,
                               starts: starts, leaving: leaving, completion: nil)
    }
}

extension SimulatedCollectionView: DeclaredCollectionHost {
    package func showLayout(_ layout: any CollectionLayout, animated: Bool) throws(LayoutError) {
        try setCollectionViewLayout(layout, animated: animated)
    }
}
