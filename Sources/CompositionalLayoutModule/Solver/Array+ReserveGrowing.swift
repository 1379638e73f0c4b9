extension Array {
    /// Makes room for `additional` more elements, growing at least geometrically as appending
    /// does: a query that reserves once per section never reallocates once per section.
    mutating func reserveGrowing(_ additional: Int) {
        let needed = count + additional
        guard needed > capacity else { return }
        reserveCapacity(Swift.max(needed, 2 * capacity))
    }
}
