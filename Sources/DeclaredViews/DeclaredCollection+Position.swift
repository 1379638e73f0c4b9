import Foundation
import LayoutCore
import LayoutHosting

extension DeclaredCollection {
    /// The axis the view scrolls along now.
    var scrollAxis: ScrollDirection { view.collectionLayout.scrollAxes.primary(content: view.contentSize, in: view.bounds) }

    /// How far past the leading edge a cell must reach to be at it: half a point, so that the
    /// previous cell, left a fraction of a point past the edge by an offset rounded to pixels,
    /// is not taken for it.
    static var edgeTolerance: CGFloat { 0.5 }

    /// The item at the leading edge: of the cells that reach past the edge of the region no bar
    /// covers (by more than ``edgeTolerance``), the one that begins first along the scroll axis
    /// (then across it).
    /// - Complexity: the layout's rect query, O(log n + k) for the k cells on screen.
    package var itemAtLeadingEdge: ItemID? {
        let axis = scrollAxis, inset = view.adjustedContentInset
        let visible = view.bounds.inset(by: inset)
        let cells = view.collectionLayout.layoutAttributesForElements(in: visible)
            .filter { $0.category == .cell && !$0.isHidden && $0.frame.max(axis) > visible.min(axis) + Self.edgeTolerance }
        let first = cells.min { ($0.frame.min(axis), $0.frame.min(axis.cross), $0.indexPath) < ($1.frame.min(axis), $1.frame.min(axis.cross), $1.indexPath) }
        return first.flatMap { data.itemIdentifier(shownAt: $0.indexPath) }
    }

    /// The item the bound scroll position names: at the leading edge, or at the declaration's
    /// ``CollectionDeclaration/scrollAnchor``.
    var itemAtPositionAnchor: ItemID? {
        guard let anchor = declaration?.scrollAnchor else { return itemAtLeadingEdge }
        return item(atAnchor: anchor)
    }

    /// The item at `anchor` of the region no bar covers: the cell that contains that point, else
    /// the one nearest it (then the first by index path).
    /// - Complexity: the layout's rect query, O(log n + k) for the k cells on screen.
    func item(atAnchor anchor: CGPoint) -> ItemID? {
        let visible = view.bounds.inset(by: view.adjustedContentInset)
        let point = CGPoint(x: visible.minX + anchor.x * visible.width, y: visible.minY + anchor.y * visible.height)
        func distance(_ frame: CGRect) -> CGFloat {
            hypot(max(frame.minX - point.x, 0, point.x - frame.maxX), max(frame.minY - point.y, 0, point.y - frame.maxY))
        }
        let cells = view.collectionLayout.layoutAttributesForElements(in: visible).filter { $0.category == .cell && !$0.isHidden }
        let nearest = cells.min { (distance($0.frame), $0.indexPath) < (distance($1.frame), $1.indexPath) }
        return nearest.flatMap { data.itemIdentifier(shownAt: $0.indexPath) }
    }

    /// Carries out what the scroll-position binding asks: the item goes to the leading edge (or
    /// its anchor to the region's).
    func respondToPosition(_ response: BoundItem<ItemID>.Response) {
        switch response {
        case .none: break
        case .move(let id, let animated):
            guard let path = data.indexPath(for: id) else { return }
            if let anchor = declaration?.scrollAnchor {
                scroll(to: .item(id, anchor: anchor), animated: animated)
            } else {
                try? view.scrollToItem(at: path, at: scrollAxis == .vertical ? .top : .left, animated: animated)
            }
            if !animated { respondToPosition(position.cameToRest(on: itemAtPositionAnchor)) }
        case .report(let id):
            tellApp { [weak self] in
                guard let self, position.known == .some(id) else { return }
                scrollPositionChanged?(id)
            }
        }
    }

    /// Tells the app an end is near, when it is (``NearEdgeTrigger``): the offset within the
    /// distance (by default one screen) of the largest offset the view can rest at (``nearEnd``)
    /// or the smallest (``nearStart``), and items added since it was last told.
    func checkNearEdges() {
        guard nearEnd != nil || nearStart != nil, let declaration, view.contentSize != .zero else { return }
        let axis = scrollAxis, bounds = view.bounds
        let range = view.scrollableRange(axis), offset = bounds.min(axis), count = data.current.numberOfItems
        if nearEnd != nil, nearEndTrigger.shouldTell(distanceToEdge: range.upperBound - offset,
                                                     distance: declaration.nearEndDistance ?? bounds.size[axis], itemCount: count) {
            tellApp { [weak self] in self?.nearEnd?() }
        }
        if nearStart != nil, nearStartTrigger.shouldTell(distanceToEdge: offset - range.lowerBound,
                                                         distance: declaration.nearStartDistance ?? bounds.size[axis], itemCount: count) {
            tellApp { [weak self] in self?.nearStart?() }
        }
    }
}
