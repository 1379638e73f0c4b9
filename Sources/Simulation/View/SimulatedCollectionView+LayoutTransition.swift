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
        _ = takeMoveError()
        let moved = try engine.setCollectionViewLayout(layout, animated: animated, completion: completion)
        if !animated, !moved { engine.viewDidScroll() }
        if let error = engine.takeElementRefusedBySwitch() ?? takeMoveError() { throw error }
    }

    /// The view's part of a switch of layout the engine ordered: an interactive transition
    /// installed is dropped, a motion stops and a running update animation ends; then, without
    /// animation, a layout pass of `hosted` (an element it refuses is kept for
    /// ``setCollectionViewLayout(_:animated:completion:)`` to throw, the new layout staying);
    /// animated, `hosted` prepares, the offset goes where its
    /// `targetContentOffset(forProposedContentOffset:)` puts the anchored offset, and every element
    /// moves from where `previous` shows it. Throws what preparing `hosted` throws when animated.
    package func installLayout(_ hosted: HostedLayout, replacing previous: HostedLayout, animated: Bool,
                               completion: @escaping (Bool) -> Void) throws(LayoutError) {
        dropInteractiveTransition()
        stopMotion()
        finishUpdateAnimation(reachedEnd: false, layingOut: false)
        guard animated else {
            cache.invalidate()
            do throws(LayoutError) { try layoutPass() } catch { engine.elementRefusedBySwitch = error }
            completion(true)
            return
        }
        let oldOrigin = bounds.origin, oldContentSize = contentSize, before = shownElements
        do throws(LayoutError) {
            try prepareLayout()
            contentSize = engine.contentSize()
            let proposed = clampedToScrollableRange(bounds.origin)
            engine.boundsDidShift(to: CGRect(origin: proposed, size: bounds.size))
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
        cache.invalidate()
        let shift = CGPoint(x: bounds.origin.x - oldOrigin.x, y: bounds.origin.y - oldOrigin.y)
        var animation = layoutTransition(from: previous, shownBefore: before, shiftedBy: shift)
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
            starts[element.key] = (shown[element.key] ?? engine.layoutAttributes(for: element.key, of: oldHost))
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
