import Foundation
import LayoutCore
import Motion

/// A batch update being animated: where each element visible after the update starts, and the
/// elements leaving the screen with their start and end, all moving over `duration` seconds.
///
/// An update that arrives while another animates takes over: its elements start where they are
/// shown, and the elements still leaving from the earlier update keep leaving on their own
/// schedule, so the picture never jumps.
struct UpdateAnimation {
    /// An element that is not shown after the update, drawn without a view until it has left.
    struct Leaving {
        var start: LayoutAttributes
        var end: LayoutAttributes
        /// The time its own animation began (an earlier update's, when carried over).
        var startTime: Double

        /// An element leaving from `start` to `end` from `startTime`, showing its view's
        /// content all the way (the end is the layout's, which knows nothing of it).
        init(start: LayoutAttributes, end: LayoutAttributes, startTime: Double) {
            self.start = start
            self.end = end
            self.end[ElementAppearance.self] = start[ElementAppearance.self]
            self.startTime = startTime
        }
    }

    var startTime: Double
    var duration: Double
    var curve: TimingCurve
    /// The start of each element visible after the update that moves, by its key after the update.
    var starts: [ElementKey: LayoutAttributes]
    /// Elements visible before the update and not after it.
    var leaving: [Leaving]
    var completion: ((Bool) -> Void)?

    /// The eased progress at `time` of an animation begun at `start`, and whether it has ended.
    private func progress(at time: Double, since start: Double) -> (value: CGFloat, finished: Bool) {
        let fraction = duration > 0 ? (time - start) / duration : 1
        return (CGFloat(curve.progress(at: fraction)), fraction >= 1 - 1e-9)
    }

    /// Whether every element, the carried-over leaving ones included, has arrived at `time`.
    func isFinished(at time: Double) -> Bool {
        let latestStart = leaving.reduce(startTime) { max($0, $1.startTime) }
        return progress(at: time, since: max(startTime, latestStart)).finished
    }

    /// The elements to show at `time`: `final` (what the layout answers now) with the moving
    /// ones interpolated from their starts, then the leaving ones still on their way.
    func elements(final: [LayoutAttributes], at time: Double) -> (shown: [LayoutAttributes], leaving: [LayoutAttributes]) {
        let progress = progress(at: time, since: startTime).value
        let shown = final.map { element in starts[element.key].map { $0.interpolated(to: element, progress: progress) } ?? element }
        let leavingNow = leaving.compactMap { track -> LayoutAttributes? in
            let (value, finished) = self.progress(at: time, since: track.startTime)
            return finished ? nil : track.start.interpolated(to: track.end, progress: value)
        }
        return (shown, leavingNow)
    }
}

extension LayoutAttributes {
    /// The element where it is, fully transparent: where an appearing element fades in from and
    /// a disappearing one fades out to.
    var faded: LayoutAttributes {
        var faded = self
        faded.alpha = 0
        return faded
    }
}
