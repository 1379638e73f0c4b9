import Foundation

/// Work asked for any number of times during one event that runs once, when the event is over
/// (the last work asked): an offset reported once per frame however often the view moved in
/// it, the hosted cells refreshed once after SwiftUI's update.
package final class OncePerEvent {
    /// The work to run once the event is over; `nil` when none is asked.
    private var pending: (() -> Void)?

    package init() {}

    /// Runs `work` once the current event of `engine`'s view is over, instead of any work asked
    /// before it in this event.
    package func run(after engine: CollectionViewEngine, _ work: @escaping () -> Void) {
        let isScheduled = pending != nil
        pending = work
        guard !isScheduled else { return }
        engine.performAfterCurrentEvent { [weak self] in
            let work = self?.pending
            self?.pending = nil
            work?()
        }
    }
}
