import LayoutCore
import Motion

/// The views of a collection view: those showing an element now, keyed by element, and those
/// waiting in per-identifier queues for reuse, as `dequeueReusableCell(withReuseIdentifier:for:)`
/// does. A layout pass runs ``keep(_:)``, dequeues a view for each arriving element
/// (``dequeue(reuseIdentifier:for:)``, through the data source), ``place(_:for:)``s it, and
/// ends with ``finishUpdate()``.
struct ReusePool {
    private(set) var live: [ElementKey: SimulatedView] = [:]
    private var queues: [String: [SimulatedView]] = [:]
    /// The live set being built by the current update.
    private var next: [ElementKey: SimulatedView] = [:]
    /// Views whose element a batch update deleted or replaced: they go back to the queues only
    /// after the next update's arrivals took their views, so a replaced element gets a new view.
    private var retiring: [SimulatedView] = []
    private(set) var statistics = ReuseStatistics()
    private let clock: any FrameClock

    init(clock: any FrameClock) {
        self.clock = clock
    }

    /// Starts making `elements` the live set: views of elements that stay take their new
    /// attributes, views of elements that left go to the queues. Answers the elements that
    /// arrive, each of which needs a view. O(k) for k elements.
    mutating func keep(_ elements: [LayoutAttributes]) -> [LayoutAttributes] {
        next = [:]
        next.reserveCapacity(elements.count)
        var arriving: [LayoutAttributes] = []
        for attributes in elements {
            if let view = live.removeValue(forKey: attributes.key) {
                view.attributes = attributes
                next[attributes.key] = view
            } else {
                arriving.append(attributes)
            }
        }
        for view in live.values { enqueue(view) }
        live = [:]
        return arriving
    }

    /// A view of `reuseIdentifier` for `attributes`: a queued one (prepared for reuse) or a new one.
    mutating func dequeue(reuseIdentifier identifier: String, for attributes: LayoutAttributes) -> SimulatedView {
        if let view = queues[identifier]?.popLast() {
            view.attributes = attributes
            view.reuseCount += 1
            view.prepareForReuse()
            statistics.reused += 1
            return view
        }
        statistics.created += 1
        return SimulatedView(reuseIdentifier: identifier, serialNumber: statistics.created, attributes: attributes, clock: clock)
    }

    /// Puts `view` on screen for `key` in the update being built.
    mutating func place(_ view: SimulatedView, for key: ElementKey) {
        next[key] = view
    }

    /// Ends the update: the views placed are the live set; retiring views go to the queues.
    mutating func finishUpdate() {
        for view in retiring { enqueue(view) }
        retiring = []
        live = next
        next = [:]
        updateCounts()
    }

    /// Returns a view that was dequeued but not placed (its element was refused) to its queue.
    mutating func giveBack(_ view: SimulatedView) {
        enqueue(view)
    }

    /// Moves the live views along with their elements through a batch update: a view follows
    /// its element to the element's key after the update; views of deleted or reloaded
    /// elements retire, so their places (if any) take other views.
    mutating func follow(_ plan: BatchUpdatePlan) {
        var moved: [ElementKey: SimulatedView] = [:]
        moved.reserveCapacity(live.count)
        for (key, view) in live {
            if !plan.isReplaced(key), let newKey = plan.keyAfterUpdate(key) {
                moved[newKey] = view
            } else {
                retiring.append(view)
            }
        }
        live = moved
    }

    /// Sends every live view to the pool (reloadData).
    mutating func recycleAll() {
        for view in live.values { enqueue(view) }
        live = [:]
        updateCounts()
    }

    private mutating func enqueue(_ view: SimulatedView) {
        queues[view.reuseIdentifier, default: []].append(view)
    }

    private mutating func updateCounts() {
        statistics.live = live.count
        statistics.pooled = queues.values.reduce(0) { $0 + $1.count }
    }
}
