import Foundation
import LayoutCore

/// The attributes a collection view keeps for the elements on screen between invalidations, as
/// `UICollectionView` keeps them.
///
/// After an invalidation (the layout answered `true` to `shouldInvalidateLayout(forBoundsChange:)`,
/// the data or the layout changed) the view asks the layout for every element in its bounds.
/// When the bounds move and the layout declines to invalidate, the view does **not** ask again
/// for what it already shows: elements that stay visible keep the attributes it has, and only the
/// regions newly exposed are queried. A layout whose visible attributes depend on the bounds
/// origin (pinning, scroll effects, visible-items handlers) must therefore invalidate on that
/// change, or a device shows stale frames — the simulated view shows the same stale frames, so
/// tests see what an iPhone shows.
package struct VisibleElementCache: Sendable {
    /// The elements kept, in the order they arrived.
    package private(set) var elements: [LayoutAttributes] = []
    /// The region the kept elements were gathered for, `nil` after ``invalidate()``.
    package private(set) var bounds: CGRect?
    /// The first supplementary or decoration element a query answered differently from the
    /// attributes kept for it, with no invalidation in between, not yet taken.
    private var conflict: LayoutError?

    /// Nothing kept.
    package init() {}

    /// Forgets every element: the next ``update(to:invalidated:query:)`` queries the whole bounds.
    package mutating func invalidate() {
        bounds = nil
        elements = []
    }

    /// Keeps `elements` as what the view shows in `bounds` (after self-sizing changed them).
    package mutating func replace(with elements: [LayoutAttributes], bounds: CGRect) {
        self.elements = elements
        self.bounds = bounds
    }

    /// The elements to show in `newBounds`, kept for the next update. With nothing kept, or
    /// `invalidated`, `query(newBounds)`. Otherwise the kept elements still shown in `newBounds`,
    /// then the elements `query` returns for the regions of `newBounds` outside the old bounds
    /// that are not kept already (the view keeps the attributes it has). O(k) for k elements
    /// kept, plus the queries.
    package mutating func update(to newBounds: CGRect, invalidated: Bool, query: (CGRect) -> [LayoutAttributes]) -> [LayoutAttributes] {
        guard !invalidated, let old = bounds else {
            replace(with: query(newBounds), bounds: newBounds)
            return elements
        }
        guard old != newBounds else { return elements }
        let kept = elements.filter { $0.isShown(in: newBounds) }
        replace(with: merging(Self.exposedRegions(of: newBounds, outside: old).flatMap(query), into: kept), bounds: newBounds)
        return elements
    }

    /// The elements to show in `newBounds` after the view asked for all of it again without an
    /// invalidation (UIKit's query of the new visible rect in a batch update, after the layout
    /// was asked once since it prepared): the kept elements still shown keep the attributes the
    /// view has, and `query(newBounds)` adds the others. O(k) for k elements, plus the query.
    package mutating func refresh(to newBounds: CGRect, query: (CGRect) -> [LayoutAttributes]) -> [LayoutAttributes] {
        let kept = bounds == nil ? [] : elements.filter { $0.isShown(in: newBounds) }
        replace(with: merging(query(newBounds), into: kept), bounds: newBounds)
        return elements
    }

    /// The error UIKit raises for the first supplementary or decoration element a query answered
    /// differently from the attributes the view kept for it without an invalidation in between
    /// (UIKit 10–17, `-[UICollectionViewData validateLayoutInRect:]`: "layout attributes for
    /// supplementary item at index path … changed from … to … without invalidating the layout";
    /// cells are not checked), taken; `nil` when none did.
    package mutating func takeConflict() -> LayoutError? {
        defer { conflict = nil }
        return conflict
    }

    /// `kept` with the elements of `answers` not kept already added; an answer for a kept
    /// supplementary or decoration element that differs is a conflict (``takeConflict()``).
    private mutating func merging(_ answers: [LayoutAttributes], into kept: [LayoutAttributes]) -> [LayoutAttributes] {
        guard !answers.isEmpty else { return kept }
        var merged = kept
        var index = Dictionary(kept.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        for element in answers {
            if let existing = index[element.key] {
                if element.category != .cell, merged[existing] != element, conflict == nil {
                    conflict = .attributesChangedWithoutInvalidation(element.key, from: merged[existing], to: element)
                }
                continue
            }
            index[element.key] = merged.count
            merged.append(element)
        }
        return merged
    }

    /// The parts of `rect` outside `kept`, as at most four rects with area (above, below, then
    /// left and right of the overlap); `rect` itself when the two do not overlap.
    static func exposedRegions(of rect: CGRect, outside kept: CGRect) -> [CGRect] {
        guard rect.overlaps(kept) else { return rect.isEmpty ? [] : [rect] }
        let top = max(rect.minY, kept.minY), bottom = min(rect.maxY, kept.maxY)
        let left = max(rect.minX, kept.minX), right = min(rect.maxX, kept.maxX)
        let regions = [
            CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: top - rect.minY),
            CGRect(x: rect.minX, y: bottom, width: rect.width, height: rect.maxY - bottom),
            CGRect(x: rect.minX, y: top, width: left - rect.minX, height: bottom - top),
            CGRect(x: right, y: top, width: rect.maxX - right, height: bottom - top),
        ]
        return regions.filter { $0.width > 0 && $0.height > 0 }
    }
}
