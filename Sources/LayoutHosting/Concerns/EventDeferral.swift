import Foundation

/// The events a view tells an app about (scroll events, selection) while the app is itself
/// updating the view: SwiftUI's `updateUIView`, in which a state change is an error ("Modifying
/// state during view update"). Inside the engine's `performViewUpdate(_:)` they are queued and
/// delivered in order once the current event is handled; outside it they go at once.
struct EventDeferral {
    /// How deeply the app's updates nest now.
    private var depth = 0
    /// The events held back, oldest first.
    private var queued: [() -> Void] = []

    /// Whether events are held back now.
    var isDeferring: Bool { depth > 0 }

    /// Queues `event` while an update runs, answering `true`; answers `false` otherwise, and the
    /// caller delivers it now (outside this mutation: an event may itself deliver another).
    mutating func holdBack(_ event: @escaping () -> Void) -> Bool {
        guard depth > 0 else { return false }
        queued.append(event)
        return true
    }

    /// Marks the start of the app's update.
    mutating func begin() {
        depth += 1
    }

    /// Marks the end of the app's update: answers the events to deliver once the current event
    /// is handled (none while an outer update still runs).
    mutating func end() -> [() -> Void] {
        depth -= 1
        guard depth == 0 else { return [] }
        defer { queued = [] }
        return queued
    }
}
