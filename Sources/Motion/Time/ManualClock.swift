import Foundation

/// A clock that moves only when told to, frame by frame, so every animation and scroll is
/// reproducible in tests and recordings.
public final class ManualClock: FrameClock {
    /// The time the clock started at.
    package let start: TimeInterval
    /// The number of frames stepped so far.
    @_spi(Testing) public private(set) var frameCount = 0
    /// The current time in seconds: `start + frameCount / framesPerSecond`, computed rather than
    /// summed so that whole seconds of frames land exactly.
    public var now: TimeInterval { start + TimeInterval(frameCount) / TimeInterval(framesPerSecond) }
    /// Frames per second: 60 or 120 as on iPhone and ProMotion displays.
    public let framesPerSecond: Int
    private var observers: [WeakObserver] = []

    private struct WeakObserver {
        weak var observer: (any FrameObserver)?
    }

    /// The most clock time one ``advance(by:afterEachFrame:)`` or ``run(until:maximumSeconds:afterEachFrame:)``
    /// covers: one hour. Longer, infinite or NaN durations are clamped to it (NaN and negative
    /// ones to zero), so a bad duration can neither trap nor hang.
    package static let maximumStepSeconds: TimeInterval = 3600

    /// A clock at time `start` stepping at `framesPerSecond`, clamped to 1…1000 (a non-finite
    /// `start` becomes 0).
    public init(framesPerSecond: Int = 60, start: TimeInterval = 0) {
        self.framesPerSecond = min(max(1, framesPerSecond), 1000)
        self.start = start.isFinite ? start : 0
    }

    /// The number of frames in `seconds`, rounded by `rule`, after clamping the duration to
    /// `0...maximumStepSeconds`.
    private func frames(in seconds: TimeInterval, rounded rule: FloatingPointRoundingRule) -> Int {
        guard seconds > 0 else { return 0 }
        return Int((min(seconds, Self.maximumStepSeconds) * TimeInterval(framesPerSecond)).rounded(rule))
    }

    /// The length of one frame: 1 ÷ `framesPerSecond`.
    public var frameDuration: TimeInterval { 1 / TimeInterval(framesPerSecond) }

    /// Ticks `observer` on every frame the clock steps, until it is removed.
    public func addObserver(_ observer: any FrameObserver) {
        guard !observers.contains(where: { $0.observer === observer }) else { return }
        observers.append(WeakObserver(observer: observer))
    }

    /// Stops ticking `observer`.
    public func removeObserver(_ observer: any FrameObserver) {
        observers.removeAll { $0.observer === observer || $0.observer == nil }
    }

    /// Advances by `count` frames, ticking every observer at each.
    public func step(frames count: Int = 1) {
        for _ in 0..<max(0, count) {
            frameCount += 1
            observers.removeAll { $0.observer == nil }
            for entry in observers { entry.observer?.clockDidTick(self) }
        }
    }

    /// Advances by `seconds` (at most an hour), rounded up to whole frames,
    /// calling `afterEachFrame` after each.
    public func advance(by seconds: TimeInterval, afterEachFrame: () -> Void = {}) {
        for _ in 0..<frames(in: seconds, rounded: .up) {
            step()
            afterEachFrame()
        }
    }

    /// Steps frames until `isDone` holds, at most `maximumSeconds` of clock time (itself at most
    /// an hour), calling `afterEachFrame` after each; returns whether it held.
    @discardableResult
    public func run(until isDone: () -> Bool, maximumSeconds: TimeInterval = 30,
                    afterEachFrame: () -> Void = {}) -> Bool {
        let maximumFrames = frames(in: maximumSeconds, rounded: .down)
        var frames = 0
        while !isDone() {
            guard frames < maximumFrames else { return false }
            step()
            afterEachFrame()
            frames += 1
        }
        return true
    }
}
