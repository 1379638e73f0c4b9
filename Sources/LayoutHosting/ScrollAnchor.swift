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
/// The anchor is a cell the person has seen: one whose size is not an estimate
/// (`SelfSizingLayout/hasEstimatedSize(_:)`). A cell that sizes itself as it enters has not
/// been seen at its estimate, so it grows towards the edge it enters at, even when it enters
/// wholly in one frame. Among those cells, the anchor is the first cell wholly visible from the
/// leading edge that begins at or after the end of every cell the leading edge cuts: the least `minY` (then `minX`) for a layout that
/// scrolls vertically, the least `minX` (then `minY`) for one that scrolls only sideways. In a
/// list that is the first row wholly on screen. In a grid it is a cell of the first row wholly
/// on screen, not a short neighbour of a cut cell: a cut cell that grows pushes the rows after
/// it, and they are what the person is looking at. Without such a cell the first wholly visible
/// one anchors, and without that the first partly visible one; only without a cell of known size
/// on screen does an estimated one anchor, by the same order. Supplementary and decoration
/// views never anchor, as a pinned header follows the bounds. At the very start of the content
/// along an axis, the start itself is the anchor: nothing moves along that axis, and what opens
/// before the first cell shows there.
///
/// The other cells on screen follow the anchor in that order, so that when an update deletes the
/// anchor the next of them that stays anchors instead. While the view scrolls to an item
/// (``ScrollTarget``), that item anchors once it is on screen, at the point its scroll position
/// names (its top, center or bottom), so that it lands where it was asked to be. Rects and offsets
/// are in the layout's coordinates.
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
    }

    /// The cells on screen, the anchor first; empty when no cell is visible.
    package private(set) var candidates: [Candidate]
    /// Whether the bounds were at the start of the content along x.
    package let isAtStartX: Bool
    /// Whether the bounds were at the start of the content along y.
    package let isAtStartY: Bool

    /// The anchor of `layout` for its current bounds, among the cells its rect query returns, or
    /// `target`'s item when it is on screen (`mirrored`: the layout is shown right to left, so
    /// the position's left is the layout's right).
    package init(of layout: any CollectionLayout, pinning target: ScrollTarget? = nil, mirrored: Bool = false) {
        let context = layout.context, bounds = context.bounds
        let inset = context.adjustedContentInset
        isAtStartX = bounds.minX <= -inset.left
        isAtStartY = bounds.minY <= -inset.top
        let content = layout.collectionViewContentSize
        let sideways = content.width > bounds.width && content.height <= bounds.height
        let cells = layout.layoutAttributesForElements(in: bounds).filter { $0.category == .cell && !$0.isHidden && $0.frame.isFinite }
        let leading: (CGRect) -> CGFloat = sideways ? { $0.minX } : { $0.minY }
        // Where the cells the leading edge cuts end.
        let cutEnd = cells.filter { leading($0.frame) < leading(bounds) }
            .map { sideways ? $0.frame.maxX : $0.frame.maxY }.max() ?? -.infinity
        let sizing = layout as? any SelfSizingLayout
        // 0: wholly visible after every cut cell; 1: wholly visible; 2: partly visible; 3 to 5
        // the same for a cell of estimated size.
        func rank(_ attributes: LayoutAttributes) -> Int {
            let estimated = sizing?.hasEstimatedSize(attributes.key) == true ? 3 : 0
            guard bounds.contains(attributes.frame) else { return estimated + 2 }
            return estimated + (leading(attributes.frame) >= cutEnd ? 0 : 1)
        }
        let ordered = cells.map { (rank: rank($0), attributes: $0) }.sorted { lhs, rhs in
            let (a, b) = (lhs.attributes.frame, rhs.attributes.frame)
            return sideways
                ? (lhs.rank, a.minX, a.minY, lhs.attributes.indexPath) < (rhs.rank, b.minX, b.minY, rhs.attributes.indexPath)
                : (lhs.rank, a.minY, a.minX, lhs.attributes.indexPath) < (rhs.rank, b.minY, b.minX, rhs.attributes.indexPath)
        }
        candidates = ordered.map {
            Candidate(key: $0.attributes.key, position: CGPoint(x: $0.attributes.frame.minX - bounds.minX,
                                                               y: $0.attributes.frame.minY - bounds.minY))
        }
        if let target, let frame = layout.layoutAttributes(for: target.key)?.frame, frame.isFinite, frame.overlaps(bounds) {
            let horizontal = target.position.fraction(along: .horizontal) ?? 0
            var pinned = Candidate(key: target.key, fraction: CGPoint(x: mirrored ? 1 - horizontal : horizontal,
                                                                      y: target.position.fraction(along: .vertical) ?? 0),
                                   position: .zero)
            let point = pinned.point(in: frame)
            pinned.position = CGPoint(x: point.x - bounds.minX, y: point.y - bounds.minY)
            candidates.insert(pinned, at: 0)
        }
    }

    /// The anchored cell; `nil` when no cell was visible.
    package var key: ElementKey? { candidates.first?.key }

    /// The same anchor after a batch update: each cell at its path after the update, the
    /// deleted ones gone.
    package func mapped(through plan: BatchUpdatePlan) -> ScrollAnchor {
        var anchor = self
        anchor.candidates = candidates.compactMap { candidate in
            plan.keyAfterUpdate(candidate.key).map { Candidate(key: $0, fraction: candidate.fraction, position: candidate.position) }
        }
        return anchor
    }

    /// The content offset that puts the first candidate `layout` still has back where it was on
    /// screen, along each axis not at the start of the content; `proposed` along the others, or
    /// when no candidate is left.
    package func contentOffset(in layout: any CollectionLayout, proposed: CGPoint) -> CGPoint {
        for candidate in candidates {
            guard let frame = layout.layoutAttributes(for: candidate.key)?.frame, frame.isFinite else { continue }
            let point = candidate.point(in: frame)
            return CGPoint(x: isAtStartX ? proposed.x : point.x - candidate.position.x,
                           y: isAtStartY ? proposed.y : point.y - candidate.position.y)
        }
        return proposed
    }

    /// How far the content offset moves so that the anchor stays put after `layout` changed in
    /// place (a size the cell reported), its bounds unchanged.
    package func offsetAdjustment(in layout: any CollectionLayout) -> CGPoint {
        let origin = layout.context.bounds.origin
        let target = contentOffset(in: layout, proposed: origin)
        return CGPoint(x: target.x - origin.x, y: target.y - origin.y)
    }
}
