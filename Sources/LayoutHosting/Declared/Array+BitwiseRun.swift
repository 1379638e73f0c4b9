import Foundation

extension Array {
    /// The one run of this array that `new` replaces, between the longest prefix and suffix whose
    /// elements have the same bits in both: the positions it takes here, and in `new`. An element
    /// with the same bits is the same value (the same fields, the same references), so what lies
    /// outside the run is unchanged, whatever the type; an element inside it may still equal its
    /// counterpart (another copy of an equal string), which the caller compares. What the app's
    /// edit of an array it keeps (one item inserted, a value changed) leaves, found at the speed
    /// of memory, with no element read as a value.
    /// - Complexity: O(n) byte comparisons, in blocks.
    @inlinable
    package func bitwiseChangedRun(to new: [Element]) -> (old: Range<Int>, new: Range<Int>) {
        let stride = MemoryLayout<Element>.stride
        guard stride > 0 else { return (count..<count, new.count..<new.count) }
        return withUnsafeBytes { mine in
            new.withUnsafeBytes { theirs in
                let shorter = Swift.min(count, new.count) * stride
                let prefix = Self.commonPrefixLength(mine, theirs, limit: shorter) / stride
                let limit = shorter - prefix * stride
                let suffix = Self.commonSuffixLength(mine, theirs, limit: limit) / stride
                return (prefix..<(count - suffix), prefix..<(new.count - suffix))
            }
        }
    }

    /// The number of leading bytes `a` and `b` share, up to `limit`.
    @inlinable
    static func commonPrefixLength(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer, limit: Int) -> Int {
        guard limit > 0, let a = a.baseAddress, let b = b.baseAddress else { return 0 }
        let block = 4_096
        var length = 0
        while length + block <= limit, memcmp(a + length, b + length, block) == 0 { length += block }
        while length < limit, a.load(fromByteOffset: length, as: UInt8.self) == b.load(fromByteOffset: length, as: UInt8.self) {
            length += 1
        }
        return length
    }

    /// The number of trailing bytes `a` and `b` share, up to `limit`.
    @inlinable
    static func commonSuffixLength(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer, limit: Int) -> Int {
        guard limit > 0, let aStart = a.baseAddress, let bStart = b.baseAddress else { return 0 }
        let aEnd = aStart + a.count, bEnd = bStart + b.count
        let block = 4_096
        var length = 0
        while length + block <= limit, memcmp(aEnd - length - block, bEnd - length - block, block) == 0 { length += block }
        while length < limit, aEnd.load(fromByteOffset: -length - 1, as: UInt8.self) == bEnd.load(fromByteOffset: -length - 1, as: UInt8.self) {
            length += 1
        }
        return length
    }
}
