import Foundation
import LayoutCore

extension CollectionLayout {
    /// The ways the prepared layout breaks the layout contract for one rect; empty when it keeps
    /// it.
    ///
    /// Checked: the rect query equals filtering ``allElementsByBruteForce(supplementaryKinds:perItemSupplementaryKinds:)``
    /// by each element's visible frame, leaving out hidden elements (`isHidden`); each returned
    /// element equals its single-element query; one batched query answers exactly as the single
    /// queries, in order, for keys the layout has and keys it does not; every value is finite;
    /// the content size covers every untransformed frame; and what a view keeps after a bounds
    /// change the layout declines to invalidate is still true
    /// (``keptAttributeViolations(deltas:)``).
    ///
    /// - Parameters:
    ///   - rect: the rect to query, usually the bounds or the bounds and a margin.
    ///   - supplementaryKinds: the kinds the reference asks for at item 0 of each section.
    ///   - perItemSupplementaryKinds: the kinds the reference asks for at every item.
    ///   - allElements: the reference list, when the kinds do not describe it.
    ///   - checksContentCoverage: `false` for layouts that draw outside their content on
    ///     purpose (a wheel's arc, a carousel's wings).
    public func contractViolations(in rect: CGRect, supplementaryKinds: [String] = [], perItemSupplementaryKinds: [String] = [],
                                   allElements: [LayoutAttributes]? = nil, checksContentCoverage: Bool = true) -> [LayoutContractViolation] {
        var violations: [LayoutContractViolation] = []
        func check(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { violations.append(LayoutContractViolation(message())) }
        }
        let all = allElements ?? allElementsByBruteForce(supplementaryKinds: supplementaryKinds,
                                                         perItemSupplementaryKinds: perItemSupplementaryKinds)
        let expected = all.filter { !$0.isHidden && $0.visibleFrame.overlaps(rect) }.sorted { $0.key < $1.key }
        let returned = layoutAttributesForElements(in: rect).sorted { $0.key < $1.key }
        check(returned == expected, "the rect query for \(text(rect)) returned \(returned.map(\.key)), brute force finds \(expected.map(\.key))"
              + (returned.map(\.key) == expected.map(\.key) ? " with other attributes: \(differences(returned, expected))" : ""))
        for attributes in returned {
            let single = layoutAttributes(for: attributes.key)
            check(single == attributes, "\(attributes.key): the rect query returned \(attributes), the single query \(single.map { "\($0)" } ?? "nil")")
        }
        // Returned keys backwards (runs of one section in falling order), then every key in order
        // (cells interrupted by supplementaries), then keys no layout has.
        let missing = [ElementKey(category: .cell, indexPath: ItemPath(item: -1, section: 0)),
                       ElementKey(category: .cell, indexPath: ItemPath(item: 0, section: context.numberOfSections)),
                       ElementKey(category: .supplementaryView("no such kind"), indexPath: ItemPath(item: 0, section: 0))]
        let keys = returned.reversed().map(\.key) + all.map(\.key) + missing
        check(layoutAttributes(forElements: keys) == keys.map { layoutAttributes(for: $0) },
              "the batched query differs from the single queries of the same keys")
        let size = collectionViewContentSize
        check(size.isFinite && size.width >= 0 && size.height >= 0, "the content size \(text(size)) is negative or not finite")
        for attributes in all {
            check(attributes.isFinite, "\(attributes.key) is not finite: \(attributes)")
            guard checksContentCoverage else { continue }
            check(attributes.frame.minX >= -1e-6 && attributes.frame.minY >= -1e-6
                  && attributes.frame.maxX <= size.width + 1e-6 && attributes.frame.maxY <= size.height + 1e-6,
                  "\(attributes.key) at \(text(attributes.frame)) is outside the content \(text(size))")
        }
        return violations + keptAttributeViolations()
    }

    /// The ways the layout breaks the bounds-change rule as a view that keeps attributes sees
    /// it; empty when it keeps it.
    ///
    /// UIKit (and the simulated view) keeps the attributes it has for the elements that stay
    /// visible when the layout declines to invalidate. So for the bounds moved from the layout's
    /// current bounds by each of `deltas` (by default a third of the bounds along each axis, both
    /// ways, and a quarter along both at once), a layout answering `false` to
    /// `shouldInvalidateLayout(forBoundsChange:)` must answer, for every element of the old bounds
    /// still shown in the new ones, what it answered before. A layout that invalidates is queried
    /// afresh and needs no check. The layout's context is restored.
    public func keptAttributeViolations(deltas: [CGPoint]? = nil) -> [LayoutContractViolation] {
        let original = context
        defer { hostState.context = original }
        let bounds = original.bounds
        guard bounds.isFinite, bounds.size.width > 0, bounds.size.height > 0 else { return [] }
        let (third, quarter) = (CGSize(width: bounds.width / 3, height: bounds.height / 3),
                                CGSize(width: bounds.width / 4, height: bounds.height / 4))
        let moves = deltas ?? [CGPoint(x: 0, y: third.height), CGPoint(x: 0, y: -third.height), CGPoint(x: third.width, y: 0),
                               CGPoint(x: -third.width, y: 0), CGPoint(x: quarter.width, y: quarter.height)]
        var violations: [LayoutContractViolation] = []
        for delta in moves {
            hostState.context = original
            let kept = layoutAttributesForElements(in: bounds)
            let newBounds = bounds.offsetBy(dx: delta.x, dy: delta.y)
            guard !shouldInvalidateLayout(forBoundsChange: newBounds) else { continue }
            hostState.context.bounds = newBounds
            for element in kept where element.isShown(in: newBounds) {
                let fresh = layoutAttributes(for: element.key)
                guard fresh != element else { continue }
                // Frames when they differ; the whole attributes when something else does.
                let (kept, now) = fresh.map { $0.frame == element.frame ? ("\(element)", "\($0)") : (text(element.frame), text($0.frame)) }
                    ?? (text(element.frame), "gone")
                violations.append(LayoutContractViolation(
                    "\(element.key) is stale after the bounds moved by \(text(delta)) without an invalidation: kept \(kept), now \(now)"))
            }
        }
        return violations
    }
}

/// The first few elements whose attributes differ between two lists of the same keys.
private func differences(_ returned: [LayoutAttributes], _ expected: [LayoutAttributes]) -> String {
    zip(returned, expected).filter { $0 != $1 }.prefix(3).map { "\($0.key): \($0) vs \($1)" }.joined(separator: "; ")
}

/// A rect, point or size as its numbers, the same on every platform: `(x, y, width, height)`.
private func text(_ rect: CGRect) -> String {
    "(\(rect.minX), \(rect.minY), \(rect.width), \(rect.height))"
}

private func text(_ point: CGPoint) -> String {
    "(\(point.x), \(point.y))"
}

private func text(_ size: CGSize) -> String {
    "(\(size.width), \(size.height))"
}
