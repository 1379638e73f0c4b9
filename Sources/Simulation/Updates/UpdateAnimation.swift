import Foundation
import LayoutCore
import Motion

/// A batch update being animated: where each element visible after the update starts, and the
/// elements leaving the screen with their start and end, all moving over `duration` seconds.
struct UpdateAnimation {
    var startTime: Double
    var duration: Double
    var curve: TimingCurve
    /// The start of each element visible after the update that moves, by its key after the update.
    var starts: [ElementKey: LayoutAttributes]
    /// Elements visible before the update and not after it.
    var leaving: [(start: LayoutAttributes, end: LayoutAttributes)]
    var completion: ((Bool) -> Void)?

    /// The eased progress at `time`, and whether the animation has reached its end.
    func progress(at time: Double) -> (value: CGFloat, finished: Bool) {
        let fraction = duration > 0 ? (time - startTime) / duration : 1
        return (CGFloat(curve.progress(at: fraction)), fraction >= 1 - 1e-9)
    }

    /// The elements to show at `time`: `final` (what the layout answers now) with the moving
    /// ones interpolated from their starts, then the leaving ones.
    func elements(final: [LayoutAttributes], at time: Double) -> (shown: [LayoutAttributes], leaving: [LayoutAttributes]) {
        let progress = progress(at: time).value
        let shown = final.map { element in starts[element.key].map { $0.interpolated(to: element, progress: progress) } ?? element }
        return (shown, leaving.map { $0.start.interpolated(to: $0.end, progress: progress) })
    }
}
