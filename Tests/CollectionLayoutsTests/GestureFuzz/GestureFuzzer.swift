@_spi(Testing) import CompositionalLayoutModule
@_spi(Testing) import DiffableData
import Foundation
import GalleryModule
@_spi(Testing) import LayoutCore
import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Screens
@_spi(Testing) @testable import Simulation
import Rendering

/// Random gestures over one demo's primary view, from a seed: drags, flings from 0 to
/// 10⁵ pt/s, flings caught by a touch, `scrollToItem`, rotations, batch updates in the middle
/// of a drag and drags of orthogonal sections. After every step the view must come to rest,
/// where a release rests on the layout's own target, and the rect query must equal the brute
/// force. Problems are collected with the seed, the step and the gesture that led to them.
struct GestureFuzzer {
    let demo: Demo
    let seed: UInt64
    /// The reading direction the primary view is switched to before the gestures.
    let layoutDirection: LayoutTraits.LayoutDirection
    private var random: SplitMix64
    private(set) var problems: [String] = []
    /// The distinct offsets (with the orthogonal sections' offsets) the view came to rest at:
    /// the fuzz really moved it.
    private(set) var restingStates: Set<String> = []
    /// The scene's touch handler, when it takes touches on its content.
    private var touches: (began: (CGPoint) -> Void, moved: (CGPoint) -> Void, ended: () -> Void)?
    /// How many gestures ran.
    private(set) var gestureCount = 0
    private var log: [String] = []

    init(demo: Demo, seed: UInt64, layoutDirection: LayoutTraits.LayoutDirection = .leftToRight) {
        self.demo = demo
        self.seed = seed
        self.layoutDirection = layoutDirection
        // One stream per demo and seed, so a demo's failure replays alone.
        random = SplitMix64(seed: seed &+ UInt64(truncatingIfNeeded: demo.name.utf8.reduce(0) { $0 &* 31 &+ Int($1) }))
    }

    /// Runs `steps` random gestures on a fresh scene.
    mutating func run(steps: Int) {
        let clock = ManualClock()
        let scene: DemoScene
        do { scene = try demo.makeScene(clock: clock) } catch { return fail("the scene cannot be made: \(error)") }
        let view = scene.primary
        touches = scene.touches
        do { try view.setLayoutDirection(layoutDirection) } catch { return fail("cannot turn \(layoutDirection): \(error)") }
        for step in 0..<steps {
            // The first gesture flings forward, so every scrollable view moves at least once; a
            // scene that takes touches on its content (a collage) gets one touch in two.
            let gesture = step == 0 ? .fling(CGPoint(x: 3000, y: 3000))
                : touches != nil && random.next() % 2 == 0 ? nextTouch(in: view) : nextGesture(for: view)
            log.append("\(step): \(gesture)")
            perform(gesture, on: view, clock: clock)
            gestureCount += 1
            // Where it rests, and (for content that does not scroll, such as a collage or a deck of
            // cards) how it looks and what it holds.
            let frames = view.visibleElements.prefix(4).map { "\($0.frame)" }
            restingStates.insert("\(view.contentOffset) \(view.makeContext().orthogonalContentOffsets.sorted { $0.key < $1.key }) \(frames) \(view.itemCounts)")
            guard problems.isEmpty else { return }
        }
    }

    // MARK: Gestures

    enum Gesture: CustomStringConvertible {
        case drag(CGPoint, frames: Int)
        case fling(CGPoint)
        case caughtFling(CGPoint, after: Int)
        case scrollTo(ItemPath, CollectionViewScrollPosition, animated: Bool)
        case rotate
        case updateWhileDragging(delete: ItemPath?, insert: ItemPath?)
        case rowsWhileDragging(delete: Int?, insert: Int, columns: Int)
        case orthogonal(section: Int, translation: CGFloat, velocity: CGFloat)
        case touch(at: CGPoint, by: CGPoint, frames: Int)

        var description: String {
            switch self {
            case .drag(let by, let frames): "drag by \(by) over \(frames) frames, release"
            case .fling(let velocity): "fling at \(velocity)"
            case .caughtFling(let velocity, let frames): "fling at \(velocity), caught after \(frames) frames"
            case .scrollTo(let path, let position, let animated): "scrollToItem \(path) at \(position.rawValue), animated \(animated)"
            case .rotate: "rotate"
            case .updateWhileDragging(let delete, let insert): "while dragging delete \(String(describing: delete)), insert \(String(describing: insert))"
            case .rowsWhileDragging(let delete, let insert, _): "while dragging delete row \(String(describing: delete)), insert row \(insert)"
            case .orthogonal(let section, let translation, let velocity): "drag section \(section) by \(translation), release at \(velocity)"
            case .touch(let point, let translation, let frames): "touch at \(point), move by \(translation) over \(frames) frames"
            }
        }
    }

    private mutating func nextGesture(for view: SimulatedCollectionView) -> Gesture {
        let counts = view.itemCounts
        let sections = counts.indices.filter { counts[$0] > 0 }
        switch random.next() % 7 {
        case 0: return .drag(point(upTo: 400), frames: Int(random.next() % 12) + 1)
        case 1: return .fling(point(upTo: 100_000))
        case 2: return .caughtFling(point(upTo: 100_000), after: Int(random.next() % 30))
        case 3:
            guard let section = sections.randomElement(using: &random) else { return .rotate }
            let item = Int(random.next() % UInt64(counts[section]))
            let positions: [CollectionViewScrollPosition] = [.top, .centeredVertically, .bottom, .left, .centeredHorizontally, .right]
            return .scrollTo(ItemPath(item: item, section: section), positions.randomElement(using: &random)!,
                             animated: random.next() % 2 == 0)
        case 4: return .rotate
        case 5:
            // A view fed by snapshots changes its data only through them: counts changed behind the
            // data source's back would show cells it has no item for, which UIKit raises for.
            guard !(view.dataSource is any SnapshotApplying) else { return .rotate }
            // A spreadsheet's rows all have one cell a column: its data changes a row at a time.
            if view.collectionLayout is GridLayout, let columns = counts.first {
                return .rowsWhileDragging(delete: counts.indices.randomElement(using: &random),
                                          insert: Int(random.next() % UInt64(counts.count)), columns: columns)
            }
            let delete = sections.randomElement(using: &random).map { ItemPath(item: Int(random.next() % UInt64(counts[$0])), section: $0) }
            let insert = counts.indices.randomElement(using: &random).map { section in
                ItemPath(item: Int(random.next() % UInt64(counts[section] + 1)), section: section)
            }
            return .updateWhileDragging(delete: delete, insert: delete?.section == insert?.section ? nil : insert)
        default:
            guard let layout = view.collectionLayout as? any OrthogonalScrollingLayout,
                  let section = counts.indices.filter({ layout.orthogonalScrollableRange(inSection: $0) != nil })
                    .randomElement(using: &random) else { return .fling(point(upTo: 5_000)) }
            return .orthogonal(section: section, translation: CGFloat(Double(random.next() % 601) - 300),
                               velocity: CGFloat(Double(random.next() % 20_001) - 10_000))
        }
    }

    /// A touch on the content: from a random point of the bounds, by up to ±400 points.
    private mutating func nextTouch(in view: SimulatedCollectionView) -> Gesture {
        let start = CGPoint(x: view.bounds.minX + CGFloat(random.next() % 1001) / 1000 * view.bounds.width,
                            y: view.bounds.minY + CGFloat(random.next() % 1001) / 1000 * view.bounds.height)
        return .touch(at: start, by: point(upTo: 400), frames: Int(random.next() % 12) + 1)
    }

    /// A random point with coordinates in ±`limit`.
    private mutating func point(upTo limit: Double) -> CGPoint {
        func coordinate() -> CGFloat { CGFloat((Double(random.next() % 2_000_001) / 1_000_000 - 1) * limit) }
        return CGPoint(x: coordinate(), y: coordinate())
    }

    private mutating func perform(_ gesture: Gesture, on view: SimulatedCollectionView, clock: ManualClock) {
        var released = true
        do {
            switch gesture {
            case .drag(let translation, let frames):
                view.beginDragging()
                for _ in 0..<frames {
                    clock.step()
                    view.drag(by: CGPoint(x: translation.x / CGFloat(frames), y: translation.y / CGFloat(frames)))
                }
                view.endDragging()
            case .fling(let velocity):
                view.beginDragging()
                clock.step()
                view.drag(by: CGPoint(x: -velocity.x / 1000, y: -velocity.y / 1000))
                view.endDragging(velocity: velocity)
            case .caughtFling(let velocity, let frames):
                view.beginDragging()
                view.endDragging(velocity: velocity)
                clock.step(frames: frames)
                view.beginDragging()
                view.endDragging(velocity: .zero)
            case .scrollTo(let path, let position, let animated):
                released = false
                try view.scrollToItem(at: path, at: position, animated: animated)
            case .rotate:
                released = false
                try view.setBoundsSize(CGSize(width: view.bounds.height, height: view.bounds.width))
            case .updateWhileDragging(let delete, let insert):
                view.beginDragging()
                clock.step()
                view.drag(by: CGPoint(x: -20, y: -20))
                var counts = view.itemCounts
                if let delete { counts[delete.section] -= 1 }
                if let insert { counts[insert.section] += 1 }
                try view.performBatchUpdates(itemCounts: counts) { batch in
                    if let delete { batch.deleteItems(at: [delete]) }
                    if let insert { batch.insertItems(at: [insert]) }
                }
                clock.step()
                view.drag(by: CGPoint(x: -20, y: -20))
                view.endDragging()
            case .rowsWhileDragging(let delete, let insert, let columns):
                view.beginDragging()
                clock.step()
                view.drag(by: CGPoint(x: -20, y: -20))
                try view.performBatchUpdates(itemCounts: view.itemCounts + (delete == nil ? [columns] : [])) { batch in
                    if let delete { batch.deleteSections([delete]) }
                    batch.insertSections([insert])
                }
                clock.step()
                view.drag(by: CGPoint(x: -20, y: -20))
                view.endDragging()
            case .orthogonal(let section, let translation, let velocity):
                try view.dragOrthogonalSection(section, by: translation / 3)
                clock.step()
                try view.dragOrthogonalSection(section, by: translation / 3)
                try view.endDraggingOrthogonalSection(section, velocity: velocity)
            case .touch(let point, let translation, let frames):
                released = false
                touches?.began(point)
                for frame in 1...frames {
                    clock.step()
                    touches?.moved(CGPoint(x: translation.x * CGFloat(frame) / CGFloat(frames),
                                           y: translation.y * CGFloat(frame) / CGFloat(frames)))
                }
                touches?.ended()
            }
        } catch {
            return fail("threw \(error)")
        }
        guard clock.run(until: { view.isAtRest }, maximumSeconds: 30) else {
            return fail("still moving after 30 s at \(view.contentOffset)")
        }
        checkRest(of: view, afterRelease: released)
        checkQueries(of: view)
    }

    // MARK: Checks

    private mutating func checkRest(of view: SimulatedCollectionView, afterRelease released: Bool) {
        let offset = view.contentOffset
        guard offset.isFinite else { return fail("rests at \(offset)") }
        let clamped = view.clampedToScrollableRange(offset)
        guard abs(clamped.x - offset.x) < 1e-6, abs(clamped.y - offset.y) < 1e-6 else {
            return fail("rests at \(offset), outside the scrollable range (\(clamped))")
        }
        guard released else { return }
        let target: CGPoint
        if view.isPagingEnabled {
            target = CGPoint(x: PagingTarget.offset(forProposed: offset.x, start: offset.x, pageLength: view.bounds.width,
                                                    in: view.scrollableRange(.horizontal)),
                             y: PagingTarget.offset(forProposed: offset.y, start: offset.y, pageLength: view.bounds.height,
                                                    in: view.scrollableRange(.vertical)))
        } else {
            target = view.clampedToScrollableRange(view.engine.targetContentOffset(forProposedContentOffset: offset, withScrollingVelocity: .zero))
        }
        if abs(target.x - offset.x) > 0.5 || abs(target.y - offset.y) > 0.5 {
            fail("rests at \(offset), but the layout's target there is \(target)")
        }
    }

    /// The rect query over the bounds and a random rect equals the brute force: every item asked
    /// one by one, plus the supplementary views and decorations of a query over the whole content.
    private mutating func checkQueries(of view: SimulatedCollectionView) {
        let layout = view.collectionLayout
        let everything = CGRect(x: -1e6, y: -1e6, width: 2e6 + layout.collectionViewContentSize.width,
                                height: 2e6 + layout.collectionViewContentSize.height)
        let reference = layout.allElementsByBruteForce() + layout.layoutAttributesForElements(in: everything).filter { $0.category != .cell }
        let random = CGRect(origin: point(upTo: 2000), size: CGSize(width: CGFloat(random.next() % 800), height: CGFloat(random.next() % 800)))
        for rect in [view.bounds, random] {
            let expected = reference.filter { !$0.isHidden && $0.visibleFrame.overlaps(rect) }.sorted { $0.key < $1.key }
            let returned = view.layoutAttributesInView(in: rect).sorted { $0.key < $1.key }
            guard returned == expected else {
                let missing = Set(expected.map(\.key)).subtracting(returned.map(\.key))
                let extra = Set(returned.map(\.key)).subtracting(expected.map(\.key))
                return fail("rect query for \(rect) differs from brute force: missing \(missing), extra \(extra)")
            }
            for attributes in returned where !attributes.isFinite {
                return fail("\(attributes.key) is not finite: \(attributes.frame)")
            }
        }
    }

    private mutating func fail(_ problem: String) {
        problems.append("\(demo.name), seed \(seed), \(layoutDirection): \(problem)\n    after: \(log.suffix(6).joined(separator: "; "))")
    }
}
