#if canImport(UIKit)
import Motion
import UIKit

/// The portable ``FrameClock`` on a real display: a `CADisplayLink` ticking while anyone observes,
/// so screen logic that animates on a clock (the photo editor's expanding rate and deletion)
/// runs at the screen's frame rate.
@MainActor
public final class DisplayLinkClock: NSObject {
    private var link: CADisplayLink?
    private var observers: [ObjectIdentifier: WeakObserver] = [:]
    private struct WeakObserver { weak var observer: (any FrameObserver)? }

    /// A clock that starts ticking with its first observer.
    public override init() {}

    @objc private func tick(_ link: CADisplayLink) {
        observers = observers.filter { $0.value.observer != nil }
        observers.values.compactMap(\.observer).forEach { $0.clockDidTick(self) }
        stopWhenUnobserved()
    }

    /// Stops the display link once nobody observes the clock.
    private func stopWhenUnobserved() {
        guard observers.isEmpty else { return }
        link?.invalidate()
        link = nil
    }

    /// A display link ticking the clock on the main run loop.
    private func makeLink() -> CADisplayLink {
        let link = CADisplayLink(target: self, selector: #selector(tick(_:)))
        link.add(to: .main, forMode: .common)
        return link
    }
}

extension DisplayLinkClock: @preconcurrency FrameClock {
    /// The current media time, in seconds.
    public var now: TimeInterval { CACurrentMediaTime() }

    /// The display's frame length: 1/60 s, or 1/120 s on a ProMotion display.
    public var frameDuration: TimeInterval {
        guard let link, link.targetTimestamp > link.timestamp else { return 1.0 / 60 }
        return link.targetTimestamp - link.timestamp
    }

    /// Ticks `observer` on every display frame, starting the display link with the first observer.
    public func addObserver(_ observer: any FrameObserver) {
        observers[ObjectIdentifier(observer)] = WeakObserver(observer: observer)
        link = link ?? makeLink()
    }

    /// Stops ticking `observer`; the display link stops with the last one.
    public func removeObserver(_ observer: any FrameObserver) {
        observers[ObjectIdentifier(observer)] = nil
        stopWhenUnobserved()
    }
}
#endif
