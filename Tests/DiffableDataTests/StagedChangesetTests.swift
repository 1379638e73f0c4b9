@_spi(Testing) @testable import DiffableData
import PropertyBased
import TestSupport
import Testing

/// Applies `stage` to `previous` as a collection view applies a batch update: deletes and moves
/// out by source index, then inserts and moves in by target index in ascending order, taking
/// inserted identifiers from the stage's data (the data source). Returns the sections.
func apply<S: Hashable, I: Hashable>(_ stage: Changeset<S, I>, to previous: [(S, [I])]) -> [(S, [I])] {
    var sections = previous.enumerated().map { (index: $0.offset, id: $0.element.0, items: $0.element.1) }
    // Items leaving their sections (deleted or moved), by source path.
    let leaving = Set(stage.elementDeleted + stage.elementMoved.map(\.source))
    var movedItems: [ElementPath: I] = [:]
    for (source, target) in stage.elementMoved { movedItems[target] = previous[source.section].1[source.element] }
    for index in sections.indices {
        sections[index].items = sections[index].items.enumerated()
            .filter { !leaving.contains(ElementPath(element: $0.offset, section: sections[index].index)) }.map(\.element)
    }
    let removed = Set(stage.sectionDeleted + stage.sectionMoved.map(\.source))
    var moved: [Int: (S, [I])] = [:]
    for (source, target) in stage.sectionMoved { moved[target] = (sections[source].id, sections[source].items) }
    var result = sections.filter { !removed.contains($0.index) }.map { ($0.id, $0.items) }
    let arriving = (stage.sectionInserted.map { ($0, false) } + stage.sectionMoved.map { ($0.target, true) }).sorted { $0.0 < $1.0 }
    for (target, isMove) in arriving {
        if isMove { result.insert(moved[target]!, at: target) }
        else { result.insert((stage.data.sectionIdentifiers[target], stage.data.items(inSectionAt: target).array), at: target) }
    }
    let insertedSections = Set(stage.sectionInserted)
    let arrivingItems = (stage.elementInserted + stage.elementMoved.map(\.target)).sorted()
    for path in arrivingItems where !insertedSections.contains(path.section) {
        let item = movedItems[path] ?? stage.data.items(inSectionAt: path.section)[path.element]
        result[path.section].1.insert(item, at: path.element)
    }
    return result
}

func sections<S, I>(of snapshot: DiffableSnapshot<S, I>) -> [(S, [I])] {
    snapshot.sectionIdentifiers.indices.map { (snapshot.sectionIdentifiers[$0], snapshot.items(inSectionAt: $0).array) }
}

/// Each stage, applied to the previous stage's data, gives exactly that stage's data.
func checkRoundTrip(_ source: DiffableSnapshot<String, Int>, _ target: DiffableSnapshot<String, Int>,
                    sourceLocation: SourceLocation = #_sourceLocation) {
    var current = sections(of: source)
    for stage in StagedChangeset(source: source, target: target).stages {
        let applied = apply(stage, to: current)
        let expected = sections(of: stage.data)
        #expect(applied.map(\.0) == expected.map(\.0) && applied.map(\.1) == expected.map(\.1),
                "stage \(stage) from \(current)", sourceLocation: sourceLocation)
        current = expected
    }
    #expect(current.map(\.0) == target.sectionIdentifiers && current.flatMap(\.1) == target.itemIdentifiers,
            sourceLocation: sourceLocation)
}

@Suite struct StagedChangesetTests {
    @Test func heckelMatchesUniqueElementsAndSpreadsToDuplicateNeighbours() {
        // "a" occurs twice in each: matched through its unique neighbours.
        let (oldToNew, newToOld) = Heckel.matches(old: ["x", "a", "y", "a"], new: ["y", "a", "x", "a"])
        #expect(oldToNew == [2, 3, 0, 1])
        #expect(newToOld == [2, 3, 0, 1])
        let (unmatched, _) = Heckel.matches(old: ["a", "a"], new: ["a"])
        #expect(unmatched == [nil, nil])
    }

    @Test func theFewestMovesKeepTheLongestIncreasingRun() {
        #expect(Heckel.outOfOrder([0, 1, 2, 3]).isEmpty)
        #expect(Heckel.outOfOrder([3, 0, 1, 2]) == [0])
        #expect(Heckel.outOfOrder([1, 0]).count == 1)
    }

    @Test func movesInsertsAndDeletesWithinASection() throws {
        let staged = StagedChangeset(source: try snapshot([("a", [1, 2, 3, 4])]), target: try snapshot([("a", [4, 1, 3, 5])]))
        #expect(staged.stages.count == 2)
        #expect(staged.stages[0].elementDeleted == [ElementPath(element: 1, section: 0)])
        #expect(staged.stages[1].elementInserted == [ElementPath(element: 3, section: 0)])
        #expect(staged.stages[1].elementMoved.map { [$0.source, $0.target] } == [[ElementPath(element: 2, section: 0),
                                                                                   ElementPath(element: 0, section: 0)]])
    }

    @Test func sectionMovesWithItemMovesBetweenThem() throws {
        let source = try snapshot([("a", [1, 2]), ("b", [3, 4]), ("c", [5])])
        let target = try snapshot([("c", [5, 1]), ("a", [2]), ("d", [6, 3]), ("b", [4])])
        let staged = StagedChangeset(source: source, target: target)
        let sectionStage = try #require(staged.stages.first { !$0.sectionInserted.isEmpty })
        #expect(sectionStage.sectionInserted == [2])
        #expect(sectionStage.sectionMoved.map { [$0.source, $0.target] } == [[2, 0]])
        let itemStage = try #require(staged.stages.last)
        #expect(Set(itemStage.elementMoved.map(\.target)) == [ElementPath(element: 1, section: 0), ElementPath(element: 1, section: 2)])
        checkRoundTrip(source, target)
    }

    @Test func reloadsAndReconfiguresUseSourcePathsAndSectionReloadsTargetOnes() throws {
        let source = try snapshot([("a", [1, 2]), ("b", [3])])
        var target = try snapshot([("b", [3]), ("a", [2, 1])])
        try target.reloadItems([2])
        try target.reconfigureItems([3])
        try target.reloadSections(["a"])
        let stages = StagedChangeset(source: source, target: target).stages
        #expect(stages.first?.elementUpdated == [ElementPath(element: 1, section: 0)])
        #expect(stages.first?.elementReconfigured == [ElementPath(element: 0, section: 1)])
        #expect(stages.last?.sectionUpdated == [1])
        checkRoundTrip(source, target)
    }

    @Test func emptyAndAllNewData() throws {
        checkRoundTrip(try snapshot([]), try snapshot([("a", [1, 2])]))
        checkRoundTrip(try snapshot([("a", [1, 2]), ("b", [])]), try snapshot([]))
        checkRoundTrip(try snapshot([("a", [1, 2])]), try snapshot([("z", [7, 8, 9])]))
        #expect(StagedChangeset(source: try snapshot([("a", [1])]), target: try snapshot([("a", [1])])).stages.isEmpty)
    }

    /// From an empty snapshot (a view's first data) every section is inserted with its items in
    /// one stage whose data is the target, as the general matching finds: sections 0…2 of 3, 0
    /// and 2 items, the reload mark dropped.
    @Test func aFirstApplyInsertsEverySectionAsMatchingDoes() throws {
        var target = try snapshot([("a", [1, 2, 3]), ("b", []), ("c", [4, 5])])
        try target.reloadItems([2])
        let fast = StagedChangeset(source: try snapshot([]), target: target).stages
        let matched = StagedChangeset(matching: try snapshot([]), target: target).stages
        #expect(fast.count == 1 && matched.count == 1)
        #expect(fast[0].sectionInserted == [0, 1, 2] && fast[0].sectionInserted == matched[0].sectionInserted)
        #expect(fast[0].elementInserted.isEmpty && matched[0].elementInserted.isEmpty)
        #expect(fast[0].data == matched[0].data && fast[0].data.reloadedItemIdentifiers.isEmpty)
        checkRoundTrip(try snapshot([]), target)
    }

    @Test func stagesRoundTripOverRandomPairs() async {
        // Sections 0…5, items 0…29: each pair draws a random arrangement of some of them, so
        // empty sections, moves between sections and all-new data all occur.
        let arrangement = Gen.int(in: 0...6).array(of: 0...6).map { Array(Set($0)) }
        let layout = zip(arrangement, Gen.int(in: 0...29).array(of: 0...30), Gen.int(in: 0...1000))
        await propertyCheck(count: 10_000, input: layout, layout) { old, new in
            func make(_ value: ([Int], [Int], Int)) throws -> DiffableSnapshot<String, Int> {
                try arrangedSnapshot(sectionNumbers: value.0, items: value.1, seed: value.2, spread: 7)
            }
            checkRoundTrip(try make(old), try make(new))
        }
    }
}
