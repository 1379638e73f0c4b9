import Foundation

/// Drives a progress value from 0 to 1 over a duration on a ``FrameClock``, eased by a
/// ``TimingCurve``, the portable `UIViewPropertyAnimator`.
///
/// `onUpdate` gets the eased progress every frame; `completion` runs once with `true` when the
/// animation reached its end or `false` when it was stopped. The clock does not retain the
/// animator: keep a reference while it runs.
package final class Animator: FrameObserver {
    /// The length of the animation in seconds.
    package let duration: TimeInterval
    /// The easing from time fraction to progress.
    package let curve: TimingCurve
    /// Whether the animation is running.
    package private(set) var isRunning = false
    /// The eased progress, from 0 to 1.
    package private(set) var progress: Double = 0
    /// The fraction of the duration that has passed, from 0 to 1.
    package private(set) var fractionComplete: Double = 0

    private let clock: any FrameClock
    private var startTime: TimeInterval = 0
    private var startFraction: Double = 0
    private let onUpdate: (Double) -> Void
    private var completion: ((Bool) -> Void)?

    /// An animator over `duration` seconds (a non-positive or non-finite duration completes on
    /// the first frame).
    package init(duration: TimeInterval, curve: TimingCurve = .easeInEaseOut, clock: any FrameClock,
                onUpdate: @escaping (Double) -> Void, completion: ((Bool) -> Void)? = nil) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.curve = curve
        self.clock = clock
        self.onUpdate = onUpdate
        self.completion = completion
    }

    /// Starts from the current time at time fraction `fraction` (0…1, clamped) of the duration:
    /// an animation resumed from a partial progress takes only the rest of the duration,
    /// `duration·(1 − fraction)`.
    package func start(fromFraction fraction: Double = 0) {
        startFraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        startTime = clock.now
        fractionComplete = startFraction
        progress = curve.progress(at: startFraction)
        isRunning = true
        clock.addObserver(self)
    }

    /// The time the animation takes from its start: the duration less the part a partial start skipped.
    var remainingDurationAtStart: TimeInterval { duration * (1 - startFraction) }

    /// Stops without reaching the end; the completion gets `false`.
    package func stop() {
        guard isRunning else { return }
        finish(reachedEnd: false)
    }

    package func clockDidTick(_ clock: any FrameClock) {
        guard isRunning else { return }
        let fraction = startFraction + (clock.now - startTime) / max(duration, .leastNonzeroMagnitude)
        fractionComplete = duration > 0 && fraction < 1 - 1e-9 ? fraction : 1
        progress = curve.progress(at: fractionComplete)
        onUpdate(progress)
        if fractionComplete >= 1 { finish(reachedEnd: true) }
    }

    private func finish(reachedEnd: Bool) {
        isRunning = false
        clock.removeObserver(self)
        let completion = self.completion
        self.completion = nil
        completion?(reachedEnd)
    }
}
