import Foundation
import LayoutCore

/// The element a person is looking at, so that a change to sizes or positions never moves it on
/// screen.
///
/// When something at or before the anchor changes length, the content offset moves by the same
/// amount and the anchor stays where it was on screen: sizes that cells entering at the top
/// report, inserts, deletes and moves before it, a reload, a rotation or any change of the
/// bounds' size, a switch to another layout. UIKit's own rule moves the offset only for a cell
/// that lies wholly before the visible rect, so a row that sizes itself as it enters at the top
/// pushes everything below it down: the fix most asked for in the libraries we measure ourselves
/// against (MagazineLayout #9, #49 and #56; IBPCollectionViewCompositionalLayout #113, #114 and
/// #123; CHTCollectionViewWaterfallLayout #74; IGListKit #516).
///
/// The anchor is taken from the last frame the view showed (``ChangeAnchoring``): what
/// the person is looking at, not what the change is about to show. A cell that sizes itself as it
/// comes on screen has not been seen, so it grows away from what has, even when it enters
/// wholly in one frame or between cells already shown. In that frame, the anchor is the first
/// cell wholly visible from the leading edge that nothing can push from beside it: it begins at
/// or after the end of every cell that begins before it and that the leading edge cuts or whose
/// size is still an estimate (`SelfSizingLayout/hasEstimatedSize(_:)`). The first is the least
/// `minY` (then `minX`) for a layout that scrolls vertically, the least `minX` (then `minY`) for
/// one that scrolls only sideways. In a list that is the first row wholly on screen. In a grid it
/// is a cell of the first row wholly on screen, not a neighbour of a cut cell: a cut cell that
/// grows thickens its row and pushes the rows after it, and they are what the person is looking
/// at. Without such a cell the first wholly visible one anchors, and without that the first
/// partly visible one; cells of estimated size anchor only after the others, by the same order
/// (clear of the cut cells). Before a view has shown a frame, the anchor is taken from what the
/// layout shows now. Supplementary and decoration views never anchor, as a pinned header follows
/// the bounds. At the very start of the content along an axis, the start itself is the anchor:
/// nothing moves along that axis, and what opens before the first cell shows there.
///
/// The other cells on screen follow the anchor in that order, so that when an update deletes the
/// anchor the next of them that stays anchors instead. While the view scrolls to an item
/// (``ScrollTarget``), that item anchors once it is on screen, at the point its scroll position
/// names (its top, center or bottom), so that it lands where it was asked to be. Rects and offsets
/// are in the layout's coordinates, as UIKit keeps them right to left too.
package struct ScrollAnchor: Sendable {
    /// A cell on screen and where a point of its frame was, relative to the bounds' origin.
    package struct Candidate: Equatable, Sendable {
        /// The cell.
        package var key: ElementKey
        /// The point of the frame that stays put, as fractions of its width and height: its
        /// origin, or for a scroll target the edge or center its position names.
        package var fraction = CGPoint.zero
        /// That point less the bounds' origin when the anchor was taken.
        package var position: CGPoint

        /// The point of `frame` the candidate keeps in place.
        func point(in frame: CGRect) -> CGPoint {
            CGPoint(x: frame.minX + fraction.x * frame.width, y: frame.minY + fraction.y * frame.height)
        }

        /// The candidate with its point where `frame` puts it, seen through `bounds`.
        func placed(in frame: CGRect, bounds: CGRect) -> Candidate {
            let point = point(in: frame)
            return Candidate(key: key, fraction: fraction, position: CGPoint(x: point.x - bounds.minX, y: point.y - bounds.minY))
        }
    }

    /// The cells on screen, the anchor first; empty when no cell is visible.
    package private(set) var candidates: [Candidate]
    /// Whether the bounds were at the start of the content along x.
    private(set) var isAtStartX: Bool
    /// Whether the bounds were at the start of the content along y.
    package private(set) var isAtStartY: Bool
    /// Whether the view keeps the end of the content in view (`CollectionLayout.followsContentEnd`
    /// while the person is at the end): the end anchors instead of a cell.
    private(set) var followsEnd = false

    /// The anchor of `layout` as it shows `bounds` (by default its current bounds), among the
    /// cells its rect query returns.
    /// `capabilities` are the layout's, found afresh when not given.
    package init(of layout: any CollectionLayout, in bounds: CGRect? = nil, capabilities: LayoutCapabilities? = nil) {
        let bounds = bounds ?? layout.context.bounds
        let content = layout.collectionViewContentSize
        let cells = layout.layoutAttributesForElements(in: bounds).filter { $0.category == .cell && !$0.isHidden && $0.frame.isFinite }
        let axis = layout.scrollAxes.primary(content: content, in: bounds)
        let sizing = (capabilities ?? LayoutCapabilities(of: layout)).selfSizing
        let isEstimated = cells.map { sizing?.hasEstimatedSize($0.key) == true }
        // The cells that can still push what follows them: those the leading edge cuts, and those
        // of estimated size, by where they begin, each with the farthest end of any beginning at
        // or before it.
        let isCut = cells.map { $0.frame.min(axis) < bounds.min(axis) }
        let blockers = cells.indices.filter { isCut[$0] || isEstimated[$0] }
            .map { (start: cells[$0].frame.min(axis), end: cells[$0].frame.max(axis)) }.sorted { $0.start < $1.start }
        var blockEnds = blockers.map(\.end)
        for index in blockEnds.indices.dropFirst() { blockEnds[index] = max(blockEnds[index], blockEnds[index - 1]) }
        let cutEnd = cells.indices.filter { isCut[$0] }.map { cells[$0].frame.max(axis) }.max() ?? -.infinity
        /// Whether no cell that can still push begins at or before `start` and reaches past it.
        func isClear(_ start: CGFloat) -> Bool {
            var low = 0, high = blockers.count
            while low < high {
                let mid = (low + high) / 2
                if blockers[mid].start <= start { low = mid + 1 } else { high = mid }
            }
            return low == 0 || blockEnds[low - 1] <= start
        }
        // Of known size (0) or estimated (3); then 0: wholly visible and clear of every cell that
        // can push it (an estimated cell: of the cut ones), 1: wholly visible, 2: partly visible.
        func rank(_ index: Int) -> Int {
            let cell = cells[index], tier = isEstimated[index] ? 3 : 0
            guard bounds.contains(cell.frame) else { return tier + 2 }
            let clear = isEstimated[index] ? cell.frame.min(axis) >= cutEnd : isClear(cell.frame.min(axis))
            return tier + (clear ? 0 : 1)
        }
        let ordered = cells.indices.map { (rank: rank($0), attributes: cells[$0]) }.sorted { lhs, rhs in
            let (a, b) = (lhs.attributes.frame, rhs.attributes.frame)
            return (lhs.rank, a.min(axis), a.min(axis.cross), lhs.attributes.indexPath)
                < (rhs.rank, b.min(axis), b.min(axis.cross), rhs.attributes.indexPath)
        }
        candidates = ordered.map {
            Candidate(key: $0.attributes.key, position: CGPoint(x: $0.attributes.frame.minX - bounds.minX,
                                                               y: $0.attributes.frame.minY - bounds.minY))
        }
        (isAtStartX, isAtStartY) = Self.isAtStart(bounds, of: layout)
    }

    /// Whether `bounds` are at the start of `layout`'s content along x and along y. A layout that
    /// follows its content's end is never at the start along y: the cell read anchors there.
    private static func isAtStart(_ bounds: CGRect, of layout: any CollectionLayout) -> (Bool, Bool) {
        let start = startOffset(of: layout)
        return (bounds.minX <= start.x, bounds.minY <= start.y && !layout.followsContentEnd)
    }

    /// The content offset that shows the end of `layout`'s content at the bottom of the visible
    /// area, or the start when the content is shorter.
    static func endOffsetY(of layout: any CollectionLayout) -> CGFloat {
        let context = layout.context
        let end = layout.collectionViewContentSize.height + context.adjustedContentInset.bottom - context.bounds.height
        return max(startOffset(of: layout).y, end)
    }

    /// The same anchor keeping the end in view instead of a cell when `follows`.
    func followingEnd(_ follows: Bool) -> ScrollAnchor {
        var anchor = self
        anchor.followsEnd = follows
        return anchor
    }

    /// The content offset at the start of `layout`'s content.
    private static func startOffset(of layout: any CollectionLayout) -> CGPoint {
        let inset = layout.context.adjustedContentInset
        return CGPoint(x: -inset.left, y: -inset.top)
    }

    /// The first candidate `layout` still has, and where its point is now.
    private func firstPlaced(in layout: any CollectionLayout) -> (candidate: Candidate, point: CGPoint)? {
        for candidate in candidates {
            if let frame = layout.layoutAttributes(for: candidate.key)?.frame, frame.isFinite {
                return (candidate, candidate.point(in: frame))
            }
        }
        return nil
    }

    /// The same anchor with `target`'s item first when `layout` shows it on screen, at the point
    /// its position names, placed where it is now.
    func pinning(_ target: ScrollTarget?, in layout: any CollectionLayout) -> ScrollAnchor {
        let bounds = layout.context.bounds
        guard let target, let frame = layout.layoutAttributes(for: target.key)?.frame, frame.isFinite, frame.overlaps(bounds)
        else { return self }
        let pinned = Candidate(key: target.key, fraction: CGPoint(x: target.position.fraction(along: .horizontal) ?? 0,
                                                                  y: target.position.fraction(along: .vertical) ?? 0),
                               position: .zero)
        var anchor = self
        anchor.candidates.insert(pinned.placed(in: frame, bounds: bounds), at: 0)
        return anchor
    }

    /// The same cells in the same order where `layout` shows them now, from its current bounds:
    /// the anchor of a change about to happen. Those it no longer has are gone.
    func repositioned(in layout: any CollectionLayout) -> ScrollAnchor {
        let bounds = layout.context.bounds
        var anchor = self
        anchor.candidates = candidates.compactMap { candidate in
            guard let frame = layout.layoutAttributes(for: candidate.key)?.frame, frame.isFinite else { return nil }
            return candidate.placed(in: frame, bounds: bounds)
        }
        (anchor.isAtStartX, anchor.isAtStartY) = Self.isAtStart(bounds, of: layout)
        return anchor
    }

    /// The anchored cell; `nil` when no cell was visible.
    package var key: ElementKey? { candidates.first?.key }

    /// The same anchor after a batch update: each cell at its path after the update, the
    /// deleted ones gone.
    package func mapped(through plan: BatchUpdatePlan) -> ScrollAnchor {
        relocated(by: plan.keyAfterUpdate)
    }

    /// The same anchor with each cell's key as `relocate` finds it after a change (`nil`: gone).
    func relocated(by relocate: (ElementKey) -> ElementKey?) -> ScrollAnchor {
        var anchor = self
        anchor.candidates = candidates.compactMap { candidate in
            relocate(candidate.key).map { Candidate(key: $0, fraction: candidate.fraction, position: candidate.position) }
        }
        return anchor
    }

    /// The content offset that puts the first candidate `layout` still has back where it was on
    /// screen, along each axis not at the start of the content, and at the start along the
    /// others; `proposed` along those when no candidate is left.
    package func contentOffset(in layout: any CollectionLayout, proposed: CGPoint) -> CGPoint {
        let start = Self.startOffset(of: layout)
        let kept = firstPlaced(in: layout).map {
            CGPoint(x: $0.point.x - $0.candidate.position.x, y: $0.point.y - $0.candidate.position.y)
        } ?? proposed
        let y = followsEnd ? Self.endOffsetY(of: layout) : isAtStartY ? start.y : kept.y
        return CGPoint(x: isAtStartX ? start.x : kept.x, y: y)
    }

    /// How far the content offset moves so that the anchor stays put across `change`, which
    /// changes `layout` in place (a size a cell reported), its bounds unchanged: the move of the
    /// first candidate it has, along each axis not at the start of the content. Two queries.
    package func offsetAdjustment(in layout: any CollectionLayout, across change: () -> Void) -> CGPoint {
        let anchored = firstPlaced(in: layout)
        change()
        if followsEnd { return CGPoint(x: 0, y: Self.endOffsetY(of: layout) - layout.context.bounds.minY) }
        guard let (candidate, before) = anchored, let frame = layout.layoutAttributes(for: candidate.key)?.frame, frame.isFinite
        else { return .zero }
        let after = candidate.point(in: frame)
        let (atStartX, atStartY) = Self.isAtStart(layout.context.bounds, of: layout)
        return CGPoint(x: atStartX ? 0 : after.x - before.x, y: atStartY ? 0 : after.y - before.y)
    }
}
