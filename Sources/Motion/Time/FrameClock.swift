import Foundation

/// Something stepped once per display frame by a ``FrameClock``: a scroll view, an animator.
public protocol FrameObserver: AnyObject {
    /// Called once per frame, after the clock's time has advanced to the frame's time.
    func clockDidTick(_ clock: any FrameClock)
}

/// A source of display frames, the portable `CADisplayLink`. Time is in seconds.
public protocol FrameClock: AnyObject {
    /// The current time.
    var now: TimeInterval { get }
    /// The time between two frames.
    var frameDuration: TimeInterval { get }
    /// Starts calling `observer` every frame. The clock does not keep the observer alive.
    func addObserver(_ observer: any FrameObserver)
    /// Stops calling `observer`.
    func removeObserver(_ observer: any FrameObserver)
}
