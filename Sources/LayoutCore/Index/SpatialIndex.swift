import Foundation

/// Frames sorted along a scroll axis, with the running maximum of their far edges, so a rect
/// query costs O(log n + k): two binary searches bound the candidates, then each candidate is
/// tested against the rect.
///
/// Each frame carries an `Element` payload (an index, a key). Frames that never run backward
/// along the axis — rows, grid lines, sections — give k equal to the number of frames crossing
/// the rect's extent along the axis.
public struct SpatialIndex<Element> {
    /// The axis frames are sorted along.
    public let axis: ScrollDirection
    /// The frames, sorted by their minimum along ``axis``.
    package private(set) var frames: [CGRect] = []
    /// The payloads, in the order of ``frames``.
    package private(set) var elements: [Element] = []
    private var runningMaxEnd: [CGFloat] = []

    /// Builds the index; the entries need not be sorted.
    /// - Complexity: O(n log n).
    public init(axis: ScrollDirection, entries: [(frame: CGRect, element: Element)]) {
        self.axis = axis
        let sorted = entries.indices.sorted {
            let (a, b) = (entries[$0].frame.min(axis), entries[$1].frame.min(axis))
            return a != b ? a < b : $0 < $1
        }
        frames.reserveCapacity(entries.count)
        elements.reserveCapacity(entries.count)
        for index in sorted { append(entries[index].frame, entries[index].element) }
    }

    /// An index to fill with ``append(_:_:)`` in increasing order along `axis`.
    public init(axis: ScrollDirection) {
        self.axis = axis
    }

    /// Adds a frame whose minimum along the axis is not below the previous one's.
    /// - Complexity: O(1) amortized.
    public mutating func append(_ frame: CGRect, _ element: Element) {
        precondition(frames.last.map { $0.min(axis) <= frame.min(axis) } ?? true,
                     "SpatialIndex.append needs frames in increasing order along the axis")
        frames.append(frame)
        elements.append(element)
        runningMaxEnd.append(Swift.max(runningMaxEnd.last ?? -.infinity, frame.max(axis)))
    }

    /// Reserves room for `count` frames.
    public mutating func reserveCapacity(_ count: Int) {
        frames.reserveCapacity(count)
        elements.reserveCapacity(count)
        runningMaxEnd.reserveCapacity(count)
    }

    /// The number of frames.
    public var count: Int { frames.count }

    /// The positions (into ``frames``) whose frames could reach `rect` along the axis: from the
    /// first whose running far edge reaches the rect to the last that starts before its end.
    func candidateRange(alongAxisOf rect: CGRect) -> Range<Int> {
        let low = rect.min(axis), high = rect.max(axis)
        let first = partitionPoint { runningMaxEnd[$0] >= low }
        let end = partitionPoint { frames[$0].min(axis) > high }
        return first..<Swift.max(first, end)
    }

    /// The payloads of every frame that intersects `rect`, in axis order.
    /// - Complexity: O(log n + k).
    public func query(_ rect: CGRect) -> [Element] {
        var result: [Element] = []
        forEach(intersecting: rect) { result.append($1) }
        return result
    }

    /// Calls `body` with each frame intersecting `rect` and its payload, in axis order.
    /// - Complexity: O(log n + k).
    public func forEach(intersecting rect: CGRect, _ body: (CGRect, Element) -> Void) {
        guard rect.isFinite else { return }
        for position in candidateRange(alongAxisOf: rect) where frames[position].overlaps(rect) {
            body(frames[position], elements[position])
        }
    }

    private func partitionPoint(_ isAfter: (Int) -> Bool) -> Int {
        var low = 0, high = frames.count
        while low < high {
            let mid = (low + high) / 2
            if isAfter(mid) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}

extension SpatialIndex: Sendable where Element: Sendable {}
