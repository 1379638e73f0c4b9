import LayoutCore

/// The views of a collection view: those showing an element now, keyed by element, and those
/// waiting in per-kind queues for reuse, as `dequeueReusableCell(withReuseIdentifier:for:)` does.
struct ReusePool {
    private(set) var live: [ElementKey: SimulatedView] = [:]
    private var queues: [String: [SimulatedView]] = [:]
    private(set) var statistics = ReuseStatistics()

    static func reuseIdentifier(for category: ElementCategory) -> String { category.description }

    /// Makes `elements` the live set: views of elements that left go to the pool, new elements
    /// take a pooled view of their kind or a new one. O(k) for k elements.
    mutating func update(to elements: [LayoutAttributes]) {
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
        for view in live.values { queues[view.reuseIdentifier, default: []].append(view) }
        for attributes in arriving { next[attributes.key] = dequeue(for: attributes) }
        live = next
        statistics.live = live.count
        statistics.pooled = queues.values.reduce(0) { $0 + $1.count }
    }

    /// Sends every live view to the pool (reloadData).
    mutating func recycleAll() {
        for view in live.values { queues[view.reuseIdentifier, default: []].append(view) }
        live = [:]
        statistics.live = 0
        statistics.pooled = queues.values.reduce(0) { $0 + $1.count }
    }

    private mutating func dequeue(for attributes: LayoutAttributes) -> SimulatedView {
        let identifier = Self.reuseIdentifier(for: attributes.category)
        if let view = queues[identifier]?.popLast() {
            view.attributes = attributes
            view.reuseCount += 1
            statistics.reused += 1
            return view
        }
        statistics.created += 1
        return SimulatedView(reuseIdentifier: identifier, serialNumber: statistics.created, attributes: attributes)
    }
}
