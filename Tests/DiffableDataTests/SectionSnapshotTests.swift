@_spi(Testing) import DiffableData
import Testing

/// The hierarchical section snapshot: building, expanding, collapsing, replacing, describing.
@Suite struct SectionSnapshotTests {
    /// Fruit ▸ (apple, pear ▸ (conference)), veg ▸ (leek).
    func sample() throws -> SectionSnapshot<String> {
        var snapshot = SectionSnapshot<String>()
        try snapshot.append(["fruit", "veg"])
        try snapshot.append(["apple", "pear"], to: "fruit")
        try snapshot.append(["conference"], to: "pear")
        try snapshot.append(["leek"], to: "veg")
        return snapshot
    }

    @Test func itemsAreDepthFirstAndVisibleItemsFollowExpansion() throws {
        var snapshot = try sample()
        #expect(snapshot.items == ["fruit", "apple", "pear", "conference", "veg", "leek"])
        #expect(snapshot.rootItems == ["fruit", "veg"])
        #expect(snapshot.visibleItems == ["fruit", "veg"])
        try snapshot.expand(["fruit"])
        #expect(snapshot.visibleItems == ["fruit", "apple", "pear", "veg"])
        #expect(!snapshot.isVisible("conference") && snapshot.isVisible("pear"))
        try snapshot.expand(["pear"])
        #expect(snapshot.visibleItems == ["fruit", "apple", "pear", "conference", "veg"])
        try snapshot.collapse(["fruit"])
        #expect(snapshot.visibleItems == ["fruit", "veg"] && snapshot.isExpanded("pear"))
    }

    @Test func levelsParentsIndexesAndSubtrees() throws {
        let snapshot = try sample()
        #expect(snapshot.level(of: "conference") == 2 && snapshot.level(of: "veg") == 0 && snapshot.level(of: "x") == nil)
        #expect(snapshot.parent(of: "conference") == "pear" && snapshot.parent(of: "fruit") == nil)
        #expect(snapshot.index(of: "veg") == 4 && snapshot.contains("leek") && !snapshot.contains("kale"))
        #expect(try snapshot.snapshot(of: "fruit").items == ["apple", "pear", "conference"])
        #expect(try snapshot.snapshot(of: "pear", includingParent: true).rootItems == ["pear"])
    }

    @Test func insertingDeletingAndReplacing() throws {
        var snapshot = try sample()
        try snapshot.insert(["banana"], after: "apple")
        try snapshot.insert(["herbs"], before: "veg")
        #expect(snapshot.items == ["fruit", "apple", "banana", "pear", "conference", "herbs", "veg", "leek"])
        try snapshot.delete(["pear"])
        #expect(!snapshot.contains("conference") && snapshot.items == ["fruit", "apple", "banana", "herbs", "veg", "leek"])
        var replacement = SectionSnapshot<String>()
        try replacement.append(["kale", "onion"])
        try replacement.append(["red onion"], to: "onion")
        try snapshot.replace(childrenOf: "veg", using: replacement)
        #expect(snapshot.items == ["fruit", "apple", "banana", "herbs", "veg", "kale", "onion", "red onion"])
        #expect(!snapshot.contains("leek") && snapshot.level(of: "red onion") == 2)
        snapshot.deleteAll()
        #expect(snapshot.items.isEmpty)
    }

    @Test func visualDescriptionShowsTheTree() throws {
        var snapshot = try sample()
        try snapshot.expand(["fruit"])
        #expect(snapshot.visualDescription() == """
        ▼ fruit
          • apple
          ▶ pear
            • conference
        ▶ veg
          • leek
        """)
    }

    @Test func refusedChangesNameTheItemsAndChangeNothing() throws {
        var snapshot = try sample()
        let before = snapshot
        #expect(throws: SnapshotError.duplicateItems(["apple"])) { try snapshot.append(["apple"], to: "veg") }
        #expect(throws: SnapshotError.duplicateItems(["x"])) { try snapshot.append(["x", "x"]) }
        #expect(throws: SnapshotError.unknownItems(["nut"])) { try snapshot.append(["almond"], to: "nut") }
        #expect(throws: SnapshotError.unknownItems(["nut"])) { try snapshot.expand(["fruit", "nut"]) }
        #expect(throws: SnapshotError.unknownItems(["nut"])) { try snapshot.delete(["nut"]) }
        var clash = SectionSnapshot<String>()
        try clash.append(["apple"])
        #expect(throws: SnapshotError.duplicateItems(["apple"])) { try snapshot.replace(childrenOf: "veg", using: clash) }
        #expect(snapshot == before)
    }
}
