import Foundation

/// Where two runs of values stop having the same bits, found at the speed of memory: values with
/// the same bits are the same values (the same fields, the same references), so what these skip
/// needs no `==`. Values with other bits may still be equal (another copy of an equal string):
/// the caller compares those.
@usableFromInline package enum BitwiseComparison {
    /// The number of leading bytes `a` and `b` share, up to `limit`.
    @inlinable
    package static func commonPrefixLength(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, limit: Int) -> Int {
        let block = 4_096
        var length = 0
        while length + block <= limit, memcmp(a + length, b + length, block) == 0 { length += block }
        while length < limit, a.load(fromByteOffset: length, as: UInt8.self) == b.load(fromByteOffset: length, as: UInt8.self) {
            length += 1
        }
        return length
    }

    /// The number of trailing bytes the `limit` bytes before `aEnd` and `bEnd` share.
    @inlinable
    package static func commonSuffixLength(_ aEnd: UnsafeRawPointer, _ bEnd: UnsafeRawPointer, limit: Int) -> Int {
        let block = 4_096
        var length = 0
        while length + block <= limit, memcmp(aEnd - length - block, bEnd - length - block, block) == 0 { length += block }
        while length < limit, aEnd.load(fromByteOffset: -length - 1, as: UInt8.self) == bEnd.load(fromByteOffset: -length - 1, as: UInt8.self) {
            length += 1
        }
        return length
    }

    /// How many leading values of `a` and `b` (up to the shorter) are equal: runs of the same
    /// bits skipped, `==` asked only where the bits differ.
    /// - Complexity: O(n) byte comparisons, and a `==` for each value whose bits differ.
    @inlinable
    package static func equalPrefixCount<Value: Equatable>(_ a: UnsafeBufferPointer<Value>, _ b: UnsafeBufferPointer<Value>) -> Int {
        let count = Swift.min(a.count, b.count), stride = MemoryLayout<Value>.stride
        guard count > 0, stride > 0, let aStart = a.baseAddress, let bStart = b.baseAddress else { return 0 }
        var equal = 0
        while equal < count {
            equal += commonPrefixLength(aStart + equal, bStart + equal, limit: (count - equal) * stride) / stride
            guard equal < count, a[equal] == b[equal] else { break }
            equal += 1
        }
        return equal
    }

    /// How many trailing values of `a` and `b` (up to `limit`) are equal, as
    /// ``equalPrefixCount(_:_:)`` counts from the start.
    @inlinable
    package static func equalSuffixCount<Value: Equatable>(_ a: UnsafeBufferPointer<Value>, _ b: UnsafeBufferPointer<Value>, limit: Int) -> Int {
        let count = Swift.min(a.count, b.count, limit), stride = MemoryLayout<Value>.stride
        guard count > 0, stride > 0, let aStart = a.baseAddress, let bStart = b.baseAddress else { return 0 }
        let aEnd = aStart + a.count, bEnd = bStart + b.count
        var equal = 0
        while equal < count {
            equal += commonSuffixLength(UnsafeRawPointer(aEnd - equal), UnsafeRawPointer(bEnd - equal), limit: (count - equal) * stride) / stride
            guard equal < count, a[a.count - 1 - equal] == b[b.count - 1 - equal] else { break }
            equal += 1
        }
        return equal
    }
}
