import DeclaredViews
import DiffableData
import Foundation
import PropertyBased
@_spi(Testing) import LayoutCore
@_spi(Testing) import LayoutHosting
import Testing

/// How the app's own items become a declaration (SwiftUI's view gets the app's arrays): the same
/// storage costs nothing per item and keeps its ids' storage; a changed section has its ids taken
/// again and its values compared, by position where the ids stayed and by id where they moved.
@Suite("Declared sections: ids and changed values")
struct DeclaredSectionsTests {
    struct Row: Equatable {
        var id: Int
        var title: String
    }

    static func rows(_ ids: some Sequence<Int>) -> [Row] { ids.map { Row(id: $0, title: "\($0)") } }

    static func sections() -> DeclaredSections<String, Row, Int> {
        DeclaredSections(itemID: \.id, isSameValue: ==)
    }

    static func address(_ ids: [Int]) -> UnsafePointer<Int>? { ids.withUnsafeBufferPointer(\.baseAddress) }

    /// The first update declares every id; the same arrays again change nothing and keep the ids'
    /// storage (so the declaration is found shown in O(1)).
    @Test func theSameStorageChangesNothingAndKeepsItsIDs() {
        var sections = Self.sections()
        let fruit = Self.rows(0..<5), veg = Self.rows(10..<12)
        #expect(sections.update(to: [("fruit", fruit), ("veg", veg)]) == [])
        #expect(sections.ids.map(\.items) == [[0, 1, 2, 3, 4], [10, 11]])
        let ids = sections.ids.map { Self.address($0.items) }
        #expect(sections.update(to: [("fruit", fruit), ("veg", veg)]) == [])
        #expect(sections.ids.map { Self.address($0.items) } == ids)
    }

    /// One title changed in "fruit" (item 2), "veg" the same storage: only item 2 changed; an item
    /// inserted (7) is not a change of value, the difference inserts it.
    @Test func onlyTheValuesThatDifferChanged() {
        var sections = Self.sections()
        var fruit = Self.rows(0..<5)
        let veg = Self.rows(10..<12)
        _ = sections.update(to: [("fruit", fruit), ("veg", veg)])
        fruit[2].title = "two"
        fruit.append(Row(id: 7, title: "7"))
        #expect(sections.update(to: [("fruit", fruit), ("veg", veg)]) == [2])
        #expect(sections.ids.map(\.items) == [[0, 1, 2, 3, 4, 7], [10, 11]])
    }

    /// Items that moved are compared by id: 4 moved to the front with a new title, 0…3 moved one
    /// place down unchanged: only 4 changed.
    @Test func movedItemsAreComparedByID() {
        var sections = Self.sections()
        _ = sections.update(to: [("all", Self.rows(0..<5))])
        var moved = Self.rows([4, 0, 1, 2, 3])
        moved[0].title = "four"
        #expect(sections.update(to: [("all", moved)]) == [4])
    }

    /// Values that cannot be compared: a section in new storage changes unknown values (`nil`);
    /// the same storage still changes nothing.
    @Test func valuesThatCannotBeComparedAreUnknown() {
        var sections = DeclaredSections<String, Row, Int>(itemID: \.id, isSameValue: nil)
        let rows = Self.rows(0..<3)
        _ = sections.update(to: [("all", rows)])
        #expect(sections.update(to: [("all", rows)]) == [])
        #expect(sections.update(to: [("all", Self.rows(0..<3))]) == nil)
    }

    /// Made for any item, the sections compare the values of `Equatable` items (a changed title
    /// is found) and leave those of other items unknown.
    @Test func equatableItemsAreFoundAtRunTime() {
        struct Opaque { var id: Int }
        var rows = DeclaredSections<String, Row, Int>(itemID: \.id)
        var items = Self.rows(0..<3)
        _ = rows.update(to: [("all", items)])
        items[1].title = "one"
        #expect(rows.update(to: [("all", items)]) == [1])
        var opaque = DeclaredSections<String, Opaque, Int>(itemID: \.id)
        _ = opaque.update(to: [("all", [Opaque(id: 0)])])
        #expect(opaque.update(to: [("all", [Opaque(id: 0)])]) == nil)
    }

    /// An item is found at the path given when it is there, else by id; after the items change
    /// it is found where it is now.
    @Test func itemsAreFoundAtTheirPathOrByID() {
        var sections = Self.sections()
        _ = sections.update(to: [("fruit", Self.rows(0..<3)), ("veg", Self.rows(10..<12))])
        #expect(sections.find(11, near: ItemPath(item: 1, section: 1))?.item.id == 11)
        #expect(sections.find(11, near: ItemPath(item: 0, section: 0))?.item.id == 11)
        #expect(sections.find(11, near: ItemPath(item: 0, section: 0))?.indexPath == ItemPath(item: 1, section: 1))
        #expect(sections.find(11, near: nil)?.item.id == 11)
        #expect(sections.find(99, near: nil) == nil)
        _ = sections.update(to: [("veg", Self.rows([11])), ("fruit", Self.rows([0, 1, 2, 10]))])
        #expect(sections.find(10, near: nil)?.item.id == 10)
        #expect(sections.find(11, near: ItemPath(item: 1, section: 1))?.item.id == 11)
    }

    /// A title long enough to live in its own heap storage: the same words made twice have other
    /// bits, so a row remade with them is an equal value that a comparison of bits alone would
    /// call changed.
    static func title(_ value: Int) -> String { "\(value) " + String(repeating: "·", count: 24) }

    /// Against brute force: the app's rows (up to 40 ids, values 0…2) edited by random steps
    /// (a value changed, a row inserted, deleted or moved, a row remade with an equal value): the
    /// ids are the rows' ids, the changed items are exactly the ids in both whose value differs,
    /// and the runs told replace the last update's ids with these.
    @Test func changedItemsAreTheBruteForceComparison() async {
        let steps = zip(Gen.int(in: 0...4), Gen.int(in: 0...1_000), Gen.int(in: 0...1_000)).array(of: 0...12)
        await propertyCheck(count: 200, input: Gen.int(in: 0...40), steps) { count, steps in
            var sections = Self.sections()
            let old = (0..<count).map { Row(id: $0, title: Self.title($0 % 3)) }
            _ = sections.update(to: [("all", old)])
            var new = old, next = count
            for (kind, a, b) in steps {
                switch kind {
                case 0 where !new.isEmpty: new[a % new.count].title = Self.title(b % 3)
                case 1:
                    new.insert(Row(id: next, title: Self.title(0)), at: a % (new.count + 1))
                    next += 1
                case 2 where !new.isEmpty: new.remove(at: a % new.count)
                case 3 where !new.isEmpty:
                    let row = new.remove(at: a % new.count)
                    new.insert(row, at: b % (new.count + 1))
                case 4 where !new.isEmpty:
                    let index = a % new.count
                    new[index].title = Self.title(Int(new[index].title.prefix(1))!)
                default: break
                }
            }
            let changed = sections.update(to: [("all", new)])
            let before = Dictionary(uniqueKeysWithValues: old.map { ($0.id, $0.title) })
            let expected = Set(new.filter { row in before[row.id].map { $0 != row.title } ?? false }.map(\.id))
            let ids = new.map(\.id)
            #expect(sections.ids.map(\.items) == [ids])
            #expect(changed == expected)
            let edits = try #require(sections.edits)
            #expect(edits.previous == [old.map(\.id)])
            var edited = edits.previous[0]
            edited.replaceSubrange(edits.runs[0].removed, with: ids[edits.runs[0].added])
            #expect(edited == ids)
            // The runs are the ids' own: what they leave at either end is every id both share there.
            let (removed, added) = edits.runs[0]
            #expect(removed.isEmpty || added.isEmpty || (old[removed.lowerBound].id != new[added.lowerBound].id
                && old[removed.upperBound - 1].id != new[added.upperBound - 1].id))
        }
    }

    /// Hand-worked: 0…9, the app inserts 100 before 4 and changes the title of 7; the bits differ
    /// from 4 to 8 (old) and 4 to 9 (new): ids [4, 5, 6, 7, 8] → [100, 4, 5, 6, 7, 8] within it,
    /// whose own run is the one id inserted, at 4 (removed 4..<4, added 4..<5); 7 changed value.
    @Test func theRunOfAnInsertAndAChangedValue() throws {
        var sections = Self.sections()
        let old = (0..<10).map { Row(id: $0, title: "\($0)") }
        _ = sections.update(to: [("all", old)])
        var new = old
        new.insert(Row(id: 100, title: "new"), at: 4)
        new[8].title = "seven"
        #expect(old.bitwiseChangedRun(to: new) == (4..<8, 4..<9))
        #expect(sections.update(to: [("all", new)]) == [7])
        let edits = try #require(sections.edits)
        #expect(edits.runs[0] == (4..<4, 4..<5))
        // A section added, or the sections reordered, tells no runs.
        _ = sections.update(to: [("all", new), ("more", [])])
        #expect(sections.edits == nil)
    }

    /// The run of bits against the run of equal elements, on integers (where they agree).
    @Test func aRunOfBitsIsTheRunOfEqualIntegers() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...5).array(of: 0...3_000), Gen.int(in: 0...5).array(of: 0...3_000)) { a, b in
            let bits = a.bitwiseChangedRun(to: b), equal = a.changedRun(to: b)
            #expect(bits.old == equal.removed && bits.new == equal.added)
        }
    }
}
