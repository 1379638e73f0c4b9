import Foundation
import LayoutCore
import LayoutHosting
import Motion

extension SimulatedCollectionView {
    /// Whether an interactive layout transition is installed (started and not yet ended).
    @_spi(Testing) public var isInteractivelyTransitioning: Bool { interactiveTransition != nil }

    /// Installs `transition` (UIKit's `startInteractiveTransition(to:completion:)`): the view
    /// shows it at its progress, keeping the content offset, until
    /// ``finishInteractiveTransition()`` or ``cancelInteractiveTransition()``; move it on with
    /// ``updateInteractiveTransition(progress:)`` as a gesture does. `completion` gets `true`
    /// when the transition finished on the next layout, `false` when it went back. Throws
    /// while another interactive transition is installed, or what the transition's `prepare()`
    /// throws (the old layout stays).
    public func startInteractiveTransition(_ transition: any TransitioningLayout,
                                           completion: ((Bool) -> Void)? = nil) throws(LayoutError) {
        guard interactiveTransition == nil else { throw .interactiveTransitionInProgress }
        stopMotion()
        finishUpdateAnimation(reachedEnd: false)
        do throws(LayoutError) {
            // Installed as an animated switch whose offset the view keeps: no target is asked.
            try engine.switchLayout(to: HostedLayout(transition), animated: true) { (_) throws(LayoutError) in
                cache.invalidate()
                try layoutPass()
            }
        } catch {
            cache.invalidate()
            runLayoutPassRecordingErrors()
            throw error
        }
        interactiveTransition = InteractiveTransition(layout: transition, completion: completion)
    }

    /// Moves the installed transition to `progress` and lays out. Throws unless `progress` is
    /// a finite number in 0…1; does nothing once the transition is ending or when none is
    /// installed.
    public func updateInteractiveTransition(progress: CGFloat) throws(LayoutError) {
        guard let transition = interactiveTransition, transition.ending == nil else { return }
        try transition.layout.setTransitionProgress(progress)
        layoutIfNeeded()
    }

    /// Runs the installed transition's progress to 1 (easing out, over
    /// 0.3 s (UIKit's update duration) times the way left), then installs its next layout and
    /// calls the completion with `true`.
    public func finishInteractiveTransition() {
        endInteractiveTransition(finishing: true)
    }

    /// Runs the installed transition's progress back to 0, then reinstalls its current layout
    /// and calls the completion with `false`.
    public func cancelInteractiveTransition() {
        endInteractiveTransition(finishing: false)
    }

    private func endInteractiveTransition(finishing: Bool) {
        guard var transition = interactiveTransition, transition.ending == nil else { return }
        let from = transition.layout.transitionProgress
        let remaining = finishing ? 1 - from : from
        transition.ending = .init(finishes: finishing, fromProgress: from, startTime: clock.now,
                                  duration: Self.batchUpdateAnimationDuration * Double(remaining))
        interactiveTransition = transition
        if remaining <= 0 { completeInteractiveTransition() }
    }

    /// Moves an ending transition's progress on by one frame, installing the chosen layout at
    /// the end.
    func stepInteractiveTransition() {
        guard let transition = interactiveTransition, let ending = transition.ending else { return }
        let fraction = ending.duration > 0 ? (clock.now - ending.startTime) / ending.duration : 1
        guard fraction < 1 - 1e-9 else {
            completeInteractiveTransition()
            return
        }
        let target: CGFloat = ending.finishes ? 1 : 0
        let eased = CGFloat(TimingCurve.easeOut.progress(at: fraction))
        do { try transition.layout.setTransitionProgress(ending.fromProgress + (target - ending.fromProgress) * eased) } catch {
            engine.report(error)
        }
        layoutIfNeeded()
    }

    /// Forgets an installed transition, whose completion gets `false`: another layout is set.
    func dropInteractiveTransition() {
        guard let transition = interactiveTransition else { return }
        interactiveTransition = nil
        transition.completion?(false)
    }

    private func completeInteractiveTransition() {
        guard let transition = interactiveTransition, let ending = transition.ending else { return }
        interactiveTransition = nil
        let layout = ending.finishes ? transition.layout.nextLayout : transition.layout.currentLayout
        do { try setCollectionViewLayout(layout) } catch { engine.report(error) }
        transition.completion?(ending.finishes)
    }
}
