import Foundation
import LayoutCore

/// One element whose frame differs between our compositional layout and Apple's, or that only
/// one of them lays out.
package struct FrameDifference: Equatable, Sendable, CustomStringConvertible {
    /// The element.
    package var key: ElementKey
    /// Its frame in our layout, `nil` when ours has no such element.
    package var ours: CGRect?
    /// Its frame in Apple's layout, `nil` when Apple's has no such element.
    package var apple: CGRect?

    /// A difference of `key`'s frames.
    package init(key: ElementKey, ours: CGRect?, apple: CGRect?) {
        self.key = key
        self.ours = ours
        self.apple = apple
    }

    package var description: String {
        func frame(_ rect: CGRect?) -> String {
            guard let rect else { return "missing" }
            return "(\(rect.minX), \(rect.minY), \(rect.width) × \(rect.height))"
        }
        return "\(key): ours \(frame(ours)), Apple's \(frame(apple))"
    }

    /// The elements whose frames differ by more than `tolerance` points on any edge, and those
    /// only one side has, in element order. Elements are matched by category and index path.
    package static func differences(ours: [LayoutAttributes], apple: [LayoutAttributes],
                                   tolerance: CGFloat = 0.5) -> [FrameDifference] {
        let oursByKey = Dictionary(ours.map { ($0.key, $0.frame) }, uniquingKeysWith: { first, _ in first })
        let appleByKey = Dictionary(apple.map { ($0.key, $0.frame) }, uniquingKeysWith: { first, _ in first })
        func close(_ a: CGRect, _ b: CGRect) -> Bool {
            abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
                && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
        }
        return Set(oursByKey.keys).union(appleByKey.keys).sorted().compactMap { key in
            let (mine, theirs) = (oursByKey[key], appleByKey[key])
            if let mine, let theirs, close(mine, theirs) { return nil }
            return FrameDifference(key: key, ours: mine, apple: theirs)
        }
    }
}
