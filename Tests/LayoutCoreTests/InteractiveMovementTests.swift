import Foundation
@_spi(Testing) import LayoutCore
import PropertyBased
import Testing

/// The arrangement of a movement: which data item stands where, the counts, the steps' moves and
/// the data source's moves. Worked by hand on small arrangements, then checked against an array
/// model for any movement.
@Suite("InteractiveMovement: the arrangement while an item moves")
struct InteractiveMovementTests {
    static func path(_ item: Int, _ section: Int = 0) -> ItemPath { ItemPath(item: item, section: section) }

    /// Item 2 of [0 1 2 3 4 5] standing at 5: the arrangement is [0 1 3 4 5 2].
    @Test func shiftingWithinASection() {
        let movement = InteractiveMovement(originalIndexPath: Self.path(2), position: .zero, style: .shiftsOthers).moved(toTarget: Self.path(5))
        #expect((0..<6).map { movement.originalIndexPath(forItemAt: Self.path($0)).item } == [0, 1, 3, 4, 5, 2])
        #expect((0..<6).map { movement.currentIndexPath(forOriginalItemAt: Self.path($0)).item } == [0, 1, 5, 2, 3, 4])
        #expect(movement.currentItemCounts(fromOriginal: [6]) == [6])
        #expect(movement.dataSourceMoves == [.init(from: Self.path(2), to: Self.path(5))])
        // On to 1: one move from where it stands.
        #expect(movement.moves(toTarget: Self.path(1)) == [.init(from: Self.path(5), to: Self.path(1))])
    }

    /// Item [0, 1] of sections [3, 2] standing at [1, 0]: section 0 shows 0, 2; section 1 shows
    /// the item, then 0, 1; the counts are [2, 3].
    @Test func shiftingAcrossSections() {
        let movement = InteractiveMovement(originalIndexPath: Self.path(1, 0), position: .zero, style: .shiftsOthers)
            .moved(toTarget: Self.path(0, 1))
        #expect([Self.path(0, 0), Self.path(1, 0)].map { movement.originalIndexPath(forItemAt: $0) } == [Self.path(0, 0), Self.path(2, 0)])
        #expect((0..<3).map { movement.originalIndexPath(forItemAt: Self.path($0, 1)) } == [Self.path(1, 0), Self.path(0, 1), Self.path(1, 1)])
        #expect(movement.currentItemCounts(fromOriginal: [3, 2]) == [2, 3])
        #expect(movement.isValidTarget(Self.path(2, 1), itemCounts: [2, 3]))
        #expect(!movement.isValidTarget(Self.path(3, 1), itemCounts: [2, 3]))
        // Another section may be joined at its end.
        #expect(movement.isValidTarget(Self.path(2, 0), itemCounts: [2, 3]))
        #expect(!movement.isValidTarget(Self.path(0, 2), itemCounts: [2, 3]))
        #expect(!movement.isValidTarget(Self.path(-1, 0), itemCounts: [2, 3]))
    }

    /// A swap of 1 and 4 in [0 1 2 3 4 5]: [0 4 2 3 1 5]; the data source hears 1 → 4, then the
    /// displaced item, now at 3, home to 1. Moving on to 2: three moves.
    @Test func swapping() {
        let movement = InteractiveMovement(originalIndexPath: Self.path(1), position: .zero, style: .swapsWithTarget)
        #expect(movement.moves(toTarget: Self.path(4)) == [.init(from: Self.path(1), to: Self.path(4)), .init(from: Self.path(4), to: Self.path(1))])
        let swapped = movement.moved(toTarget: Self.path(4))
        #expect((0..<6).map { swapped.originalIndexPath(forItemAt: Self.path($0)).item } == [0, 4, 2, 3, 1, 5])
        #expect(swapped.dataSourceMoves == [.init(from: Self.path(1), to: Self.path(4)), .init(from: Self.path(3), to: Self.path(1))])
        #expect(swapped.moves(toTarget: Self.path(2)) == [.init(from: Self.path(4), to: Self.path(2)), .init(from: Self.path(1), to: Self.path(4)),
                                                          .init(from: Self.path(2), to: Self.path(1))])
        #expect(swapped.moves(toTarget: Self.path(1)) == [.init(from: Self.path(4), to: Self.path(1)), .init(from: Self.path(1), to: Self.path(4))])
    }

    /// For any movement and any sequence of targets: applying each step's moves to the shown
    /// arrangement gives the arrangement the mapping names; the data source's moves applied to
    /// the data give the same; the current paths invert the original ones.
    @Test func stepsAndDataSourceMovesAgreeWithTheMapping() async {
        await propertyCheck(count: 300, input: Gen.int(in: 1...3).array(of: 1...4), Gen.int(in: 0...1000).array(of: 12), Gen.bool) { counts, picks, swaps in
            let style: InteractiveMovementStyle = swaps ? .swapsWithTarget : .shiftsOthers
            var data = counts.enumerated().map { section, count in (0..<count).map { section * 100 + $0 } }
            let original = Self.pick(picks[0], in: data.map(\.count), extending: false)
            var movement = InteractiveMovement(originalIndexPath: original, position: .zero, style: style)
            var shown = data
            for pick in picks.dropFirst() {
                let target = Self.pick(pick, in: shown.map(\.count), extending: style == .shiftsOthers, keeping: movement.targetIndexPath.section)
                guard movement.isValidTarget(target, itemCounts: shown.map(\.count)) else { continue }
                shown = Self.apply(movement.moves(toTarget: target), to: shown)
                movement = movement.moved(toTarget: target)
                let mapped = shown.indices.map { section in
                    shown[section].indices.map { item -> Int in
                        let path = movement.originalIndexPath(forItemAt: ItemPath(item: item, section: section))
                        return data[path.section][path.item]
                    }
                }
                #expect(mapped == shown)
                #expect(movement.currentItemCounts(fromOriginal: data.map(\.count)) == shown.map(\.count))
                for section in data.indices {
                    for item in data[section].indices {
                        let current = movement.currentIndexPath(forOriginalItemAt: ItemPath(item: item, section: section))
                        #expect(movement.originalIndexPath(forItemAt: current) == ItemPath(item: item, section: section))
                    }
                }
            }
            for move in movement.dataSourceMoves {
                let element = data[move.from.section].remove(at: move.from.item)
                data[move.to.section].insert(element, at: move.to.item)
            }
            #expect(data == shown)
        }
    }

    /// A path chosen by `value` among `counts` (up to one past a section's end with `extending`,
    /// except in `keeping`, the section the item stands in).
    static func pick(_ value: Int, in counts: [Int], extending: Bool, keeping: Int? = nil) -> ItemPath {
        let places = counts.enumerated().flatMap { section, count in
            (0..<(extending && section != keeping ? count + 1 : count)).map { ItemPath(item: $0, section: section) }
        }
        return places[value % places.count]
    }

    /// `moves` applied as one batch update to `arrangement`: every source taken out (paths
    /// before), then every element put in at its place after, in order of the places after.
    static func apply(_ moves: [BatchUpdates.Move<ItemPath>], to arrangement: [[Int]]) -> [[Int]] {
        var moved: [ItemPath: Int] = [:]
        var rest = arrangement
        for move in moves.sorted(by: { $0.from > $1.from }) {
            moved[move.to] = rest[move.from.section].remove(at: move.from.item)
        }
        for (path, element) in moved.sorted(by: { $0.key < $1.key }) { rest[path.section].insert(element, at: path.item) }
        return rest
    }
}
