import LayoutCore
import Motion

/// The views of a collection view: those showing an element now, keyed by element, and those
/// waiting in per-kind queues for reuse, as `dequeueReusableCell(withReuseIdentifier:for:)` does.
struct ReusePool {
    private(set) var live: [ElementKey: SimulatedView] = [:]
    private var queues: [String: [SimulatedView]] = [:]
    /// Views whose element a batch update deleted or replaced: they go back to the queues only
    /// after the next update's arrivals took their views, so a replaced element gets a new view.
    private var retiring: [SimulatedView] = []
    private(set) var statistics = ReuseStatistics()
    private let clock: any Clock

    init(clock: any Clock) {
        self.clock = clock
    }

    static func reuseIdentifier(for category: ElementCategory) -> String { category.description }

    /// Makes `elements` the live set: views of elements that left go to the pool, new elements
    /// take a pooled view of their kind or a new one. Answers the views that took a new
    /// element, which their data source must configure. O(k) for k elements.
    @discardableResult
    mutating func update(to elements: [LayoutAttributes]) -> [SimulatedView] {
        var next: [ElementKey: SimulatedView] = [:]
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
        let configured = arriving.map { attributes in
            let view = dequeue(for: attributes)
            next[attributes.key] = view
            return view
        }
        for view in retiring { enqueue(view) }
        retiring = []
        live = next
        updateCounts()
        return configured
    }

    /// Moves the live views along with their elements through a batch update: a view follows
    /// its element to the element's key after the update; views of deleted or reloaded
    /// elements retire, so their places (if any) take other views.
    mutating func follow(_ plan: BatchUpdatePlan) {
        var next: [ElementKey: SimulatedView] = [:]
        next.reserveCapacity(live.count)
        for (key, view) in live {
            if !plan.isReplaced(key), let newKey = plan.keyAfterUpdate(key) {
                next[newKey] = view
            } else {
                retiring.append(view)
            }
        }
        live = next
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

    private mutating func dequeue(for attributes: LayoutAttributes) -> SimulatedView {
        let identifier = Self.reuseIdentifier(for: attributes.category)
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
}
