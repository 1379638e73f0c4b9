import Foundation
import LayoutCore
import Motion

/// A headless stand-in for a `UICollectionReusableView`: an object with identity that a
/// collection view configures with attributes and recycles through its reuse pool, and whose
/// content a data source sets as an `ElementAppearance`.
public final class SimulatedView: ConfigurableView {
    /// The pool this view returns to: one per element category and kind.
    public let reuseIdentifier: String
    /// A number unique among the views of one collection view, in creation order.
    package let serialNumber: Int
    /// The attributes last applied.
    package internal(set) var attributes: LayoutAttributes
    /// How many times the view has been taken from the pool for another element.
    package internal(set) var reuseCount = 0
    /// How many times a data source has configured the view.
    package internal(set) var configurationCount = 0
    /// The appearance the view shows once any running change ends.
    public private(set) var appearance: ElementAppearance?

    private let clock: any FrameClock
    /// A running change of appearance: what it started from, when, and for how long.
    private var appearanceChange: (from: ElementAppearance, startTime: Double, duration: Double)?

    init(reuseIdentifier: String, serialNumber: Int, attributes: LayoutAttributes, clock: any FrameClock) {
        self.reuseIdentifier = reuseIdentifier
        self.serialNumber = serialNumber
        self.attributes = attributes
        self.clock = clock
    }

    /// Shows `appearance`, at once when `animationDuration` is 0 (or not finite), otherwise
    /// moving to it linearly from what the view shows now over `animationDuration` seconds on
    /// the collection view's clock.
    public func setAppearance(_ appearance: ElementAppearance?, animationDuration: Double) {
        let shown = self.appearance(at: clock.now)
        if animationDuration > 0, animationDuration.isFinite, let shown, let appearance, shown != appearance {
            appearanceChange = (shown, clock.now, animationDuration)
        } else {
            appearanceChange = nil
        }
        self.appearance = appearance
    }

    /// What the view shows at `time`: part of the way through a running change, or its appearance.
    @_spi(Testing) public func appearance(at time: Double) -> ElementAppearance? {
        guard let change = appearanceChange, let appearance else { return appearance }
        let progress = CGFloat((time - change.startTime) / change.duration)
        return change.from.interpolated(to: appearance, progress: max(0, progress))
    }

    /// Whether a change of appearance is still running at `time`.
    func isChangingAppearance(at time: Double) -> Bool {
        guard let change = appearanceChange else { return false }
        return time < change.startTime + change.duration
    }

    /// Forgets the content before the view shows another element (`prepareForReuse`).
    func prepareForReuse() {
        appearance = nil
        appearanceChange = nil
    }
}

/// How a collection view has used its views: the counters that show whether scrolling
/// recycles views as UIKit does.
@_spi(Testing) public struct ReuseStatistics: Hashable, Sendable {
    /// Views made because the pool had none of the right kind.
    @_spi(Testing) public var created = 0
    /// Views taken from the pool for another element.
    @_spi(Testing) public var reused = 0
    /// Views on screen now.
    @_spi(Testing) public var live = 0
    /// Views waiting in the pool.
    @_spi(Testing) public var pooled = 0
}
