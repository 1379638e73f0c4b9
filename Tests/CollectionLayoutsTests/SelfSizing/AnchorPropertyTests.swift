import CollectionLayoutsTesting
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import Motion
import PropertyBased
@_spi(Testing) import Simulation
import Testing

/// The anchor rule as a property, in every layout whose cells size themselves: whatever sizes
/// cells report, whatever is inserted or deleted, at any offset, what the person is looking at
/// does not move on screen by more than their own scroll.
///
/// The rule the oracle applies is the spec's, written out again here by brute force rather than
/// asked of the host, in the frame the person saw before each step: the anchor is the first cell
/// on screen of known size, wholly visible, that no cell cut by the leading edge or of estimated
/// size begins at or before and reaches past (then the first wholly visible, then the first partly
/// visible; estimated cells only when no other is on screen).
/// Checked after each step, unless the view was at the very start of the content (where the
/// start anchors and what opens before the first cell shows), or a change left it within a screen
/// of the end (where the end of the scrollable range can stop the anchored offset before the
/// cells coming on screen report their sizes):
/// - a change (a cell's new size, rows inserted or deleted): the anchor keeps its place on
///   screen along the scroll axis, unless it was deleted;
/// - in a list, a change wholly outside the screen moves no cell on screen;
/// - a scroll of less than half a screen, as a finger makes between frames: in a list and a
///   waterfall, every cell on screen before and after moves by the scroll exactly, the cells
///   entering at the edges sized as they come; in a grid, the anchor does (a grid breaks its
///   lines again around a cell that changes size, so its neighbours may move across). A longer
///   jump can uncover a cell never seen between cells that were, and that cell pushes what
///   follows it, whatever the rule.
/// And at every step the layout keeps its contract (the rect query against brute force, no NaN,
/// the content covering every frame).
@Suite("The anchor rule, as a property over every self-sizing layout")
struct AnchorPropertyTests {
    /// One step of what happens to the view.
    enum Step: CustomStringConvertible {
        case scroll(CGFloat)
        case resize(visible: Int, length: CGFloat)
        case insert(at: Int, count: Int)
        case delete(at: Int, count: Int)

        init(kind: Int, a: Int, b: Int) {
            switch kind {
            // Up to 300 pt either way, less than half of a portrait screen (see `apply`).
            case 0, 1: self = .scroll(CGFloat(a % 600 - 300))
            case 2: self = .resize(visible: a, length: CGFloat(20 + b % 150))
            case 3: self = .insert(at: a, count: 1 + b % 6)
            default: self = .delete(at: a, count: 1 + b % 6)
            }
        }

        /// Whether the step inserts or deletes only before or after the items `shown`.
        func isOutside(_ shown: ClosedRange<Int>) -> Bool {
            switch self {
            case .scroll, .resize: false
            case .insert(let index, _): index <= shown.lowerBound || index > shown.upperBound
            case .delete(let index, let count): index + count <= shown.lowerBound || index > shown.upperBound
            }
        }

        var description: String {
            switch self {
            case .scroll(let delta): "scroll \(delta)"
            case .resize(let visible, let length): "resize visible #\(visible) to \(length)"
            case .insert(let index, let count): "insert \(count) at \(index)"
            case .delete(let index, let count): "delete \(count) at \(index)"
            }
        }
    }

    /// The view, the items' identities (a cell's preferred size follows its item, not its
    /// index) and the sizes given to some of them.
    final class Scene {
        let view: SimulatedCollectionView
        let clock: ManualClock
        let isGrid: Bool
        let axis: ScrollDirection
        var identities: [Int]
        var nextIdentity: Int
        var lengths: [Int: CGFloat] = [:]
        let seed: Int

        init(_ layoutCase: SelfSizingLayouts.Case, count: Int, seed: Int) throws {
            clock = ManualClock()
            view = try SelfSizingLayouts.view(layoutCase, count: count, clock: clock, seed: seed)
            isGrid = layoutCase.isGrid
            axis = view.contentSize.width > view.bounds.width ? .horizontal : .vertical
            identities = Array(0..<count)
            nextIdentity = count
            self.seed = seed
            installProvider()
        }

        /// Sizes by identity: a given length, or the seeded size of the identity. Read when the
        /// view asks, so data changed inside an update is seen on the pass after it; setting the
        /// provider runs a pass, as a cell that changed its content is measured again.
        func installProvider() {
            let isGrid = isGrid, axis = axis, seed = seed
            view.preferredSizeProvider = { [unowned self] attributes in
                guard identities.indices.contains(attributes.indexPath.item) else { return nil }
                let identity = identities[attributes.indexPath.item]
                var byIdentity = attributes
                byIdentity.indexPath = ItemPath(item: identity, section: 0)
                var size = SelfSizingLayouts.preferredSize(byIdentity, isGrid: isGrid, axis: axis, seed: seed)
                if let length = lengths[identity] { size[axis] = length }
                return size
            }
        }

        var count: Int { identities.count }
        var leading: CGFloat { view.bounds.min(axis) }
        var isAtStart: Bool { leading <= -(axis == .vertical ? view.adjustedContentInset.top : view.adjustedContentInset.left) }

        func cells() -> [LayoutAttributes] { view.visibleElements.filter { $0.category == .cell && !$0.isHidden } }

        /// Where each cell on screen begins, from the leading edge, by identity.
        func screenPositions() -> [Int: CGFloat] {
            Dictionary(cells().map { (identities[$0.indexPath.item], $0.frame.min(axis) - leading) }, uniquingKeysWith: { a, _ in a })
        }

        /// The spec's anchor, in the frame the person is looking at: see the suite's documentation.
        func referenceAnchor() -> Int? {
            let bounds = view.bounds, cells = cells()
            let sizing = view.collectionLayout as? any SelfSizingLayout
            func isEstimated(_ cell: LayoutAttributes) -> Bool { sizing?.hasEstimatedSize(cell.key) == true }
            func isCut(_ cell: LayoutAttributes) -> Bool { cell.frame.min(axis) < bounds.min(axis) }
            let cutEnd = cells.filter(isCut).map { $0.frame.max(axis) }.max() ?? -.infinity
            // Clear: no cut or estimated cell begins at or before it and reaches past its start.
            func isClear(_ cell: LayoutAttributes) -> Bool {
                !cells.contains { other in
                    other != cell && (isCut(other) || isEstimated(other))
                        && other.frame.min(axis) <= cell.frame.min(axis) && other.frame.max(axis) > cell.frame.min(axis)
                }
            }
            func rank(_ cell: LayoutAttributes) -> Int {
                let tier = isEstimated(cell) ? 3 : 0
                guard bounds.contains(cell.frame) else { return tier + 2 }
                return tier + ((isEstimated(cell) ? cell.frame.min(axis) >= cutEnd : isClear(cell)) ? 0 : 1)
            }
            return cells.min {
                (rank($0), $0.frame.min(axis), $0.frame.min(axis.cross), $0.indexPath)
                    < (rank($1), $1.frame.min(axis), $1.frame.min(axis.cross), $1.indexPath)
            }.map { identities[$0.indexPath.item] }
        }

        /// Applies `step`; answers the identities it changed (resized, inserted or deleted), the
        /// scroll, if it was one, and the step as applied (its index and count within the items).
        func apply(_ step: Step) throws -> (changed: Set<Int>, scroll: CGFloat?, applied: Step) {
            switch step {
            case .scroll(let delta):
                // Less than half a screen, as a finger makes between two frames: a cell it
                // uncovers begins in the half of the screen it scrolled toward (a waterfall's cell
                // uncovered past the middle grows toward the end).
                let limit = view.bounds.size[axis] / 2 - 1
                let range = view.scrollableRange(axis)
                var offset = view.contentOffset
                offset[axis] = (offset[axis] + delta.clamped(to: -limit...limit)).clamped(to: range)
                let moved = offset[axis] - view.contentOffset[axis]
                view.setContentOffset(offset, animated: false)
                return ([], moved, step)
            case .resize(let visible, let length):
                let cells = cells()
                guard !cells.isEmpty else { return ([], nil, step) }
                let identity = identities[cells[visible % cells.count].indexPath.item]
                lengths[identity] = length
                installProvider()
                return ([identity], nil, step)
            case .insert(let index, let inserted):
                let at = index % (count + 1)
                let new = Array(nextIdentity..<nextIdentity + inserted)
                nextIdentity += inserted
                let changed = Set(new)
                try view.performBatchUpdates(itemCounts: [count + inserted], updatingData: {
                    identities.insert(contentsOf: new, at: at)
                }, { $0.insertItems(at: (at..<at + inserted).map { ItemPath(item: $0, section: 0) }) }, completion: nil)
                clock.run(until: { view.isAtRest })
                return (changed, nil, .insert(at: at, count: inserted))
            case .delete(let index, let requested):
                guard count > 1 else { return ([], nil, step) }
                let at = index % count, deleted = min(requested, count - at, count - 1)
                let changed = Set(identities[at..<at + deleted])
                try view.performBatchUpdates(itemCounts: [count - deleted], updatingData: {
                    identities.removeSubrange(at..<at + deleted)
                }, { $0.deleteItems(at: (at..<at + deleted).map { ItemPath(item: $0, section: 0) }) }, completion: nil)
                clock.run(until: { view.isAtRest })
                return (changed, nil, .delete(at: at, count: deleted))
            }
        }
    }

    static let steps = zip(Gen.int(in: 0...4), Gen.int(in: 0...100_000), Gen.int(in: 0...1_000)).array(of: 1...10)

    @Test(arguments: SelfSizingLayouts.all)
    func whatThePersonLooksAtStaysPut(_ layoutCase: SelfSizingLayouts.Case) async {
        await propertyCheck(count: 20, input: Gen.int(in: 40...400), Gen.int(in: 0...60_000), Gen.int(in: 0...50), Self.steps) {
            count, start, seed, rawSteps in
            let scene = try Scene(layoutCase, count: count, seed: seed)
            _ = try scene.apply(.scroll(CGFloat(start)))
            for (kind, a, b) in rawSteps {
                let step = Step(kind: kind, a: a, b: b)
                let wasAtStart = scene.isAtStart
                let anchor = scene.referenceAnchor()
                let before = scene.screenPositions()
                let shown = scene.cells().map(\.indexPath.item)
                let (changed, scroll, applied) = try scene.apply(step)
                let after = scene.screenPositions()
                let label = "\(layoutCase), \(step), count \(scene.count), offset \(scene.view.contentOffset)"
                #expect(scene.view.collectionLayout.contractViolations(in: scene.view.bounds.insetBy(dx: -50, dy: -50)) == [], "\(label)")
                // At the start the start anchors. Within a screen of the end, the range's end can
                // stop the anchored offset of a change before the cells coming on screen report
                // their sizes, and the sizes then move the end but not the offset back.
                let range = scene.view.scrollableRange(scene.axis)
                let nearEnd = range.upperBound - scene.view.contentOffset[scene.axis] < scene.view.bounds.size[scene.axis]
                guard !wasAtStart, !scene.isAtStart, scroll != nil || !nearEnd else { continue }
                let shift = -(scroll ?? 0)
                if let anchor, !changed.contains(anchor), let old = before[anchor], let new = after[anchor] {
                    #expect(abs(new - (old + shift)) < 1e-6, "anchor \(anchor) moved \(new - old - shift): \(label)")
                }
                // In a list: during a scroll every cell stays with the content; after a change
                // wholly before or after the cells on screen, every cell stays put. In a
                // waterfall, during a scroll (a change places its items again from the change on).
                guard layoutCase.staysPutWhileScrolling, layoutCase.description != "compositional cards (nested)",
                      let first = shown.min(), let last = shown.max(),
                      scroll != nil || (!scene.isGrid && applied.isOutside(first...last)) else { continue }
                for (identity, old) in before where !changed.contains(identity) {
                    guard let new = after[identity] else { continue }
                    #expect(abs(new - (old + shift)) < 1e-6, "cell \(identity) moved \(new - old - shift): \(label)")
                }
            }
        }
    }
}
