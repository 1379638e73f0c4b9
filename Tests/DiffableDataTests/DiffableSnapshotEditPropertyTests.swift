@_spi(Testing) @testable import DiffableData
import PropertyBased
import Testing

/// Random edit sequences against a brute-force model (sections as plain arrays): after every
/// edit the snapshot holds exactly the model's data, every lookup answers what a scan of the
/// model answers, and a refused edit changes nothing. The sequences are long enough for the
/// position logs to grow past compaction and be written down again.
@Suite struct DiffableSnapshotEditPropertyTests {
    typealias Snapshot = DiffableSnapshot<Int, Int>
    typealias Model = [(section: Int, items: [Int])]

    /// Applies edit `code` to `model`, or answers `nil` when the snapshot must refuse it.
    /// Items are 0…39 and sections 0…7, so repeats and unknown identifiers are frequent.
    static func edit(_ code: [Int], _ snapshot: inout Snapshot, _ model: Model) -> (applied: Bool, model: Model?) {
        let kind = code[0] % 11, item = code[1] % 40, other = code[2] % 40, section = code[3] % 8
        let batch = [item, (item + code[2] % 3) % 40, (item + 7) % 40].prefix(1 + code[2] % 3).map { $0 }
        let sections = model.map(\.section)
        let present = Set(model.flatMap(\.items))
        func place(of item: Int) -> (Int, Int)? {
            for (s, entry) in model.enumerated() { if let i = entry.items.firstIndex(of: item) { return (s, i) } }
            return nil
        }
        let batchIsNew = Set(batch).count == batch.count && batch.allSatisfy { !present.contains($0) }
        var next = model
        do {
            switch kind {
            case 0:
                try snapshot.appendSections([section])
                guard !sections.contains(section) else { return (true, nil) }
                next.append((section, []))
            case 1:
                try snapshot.insertSections([section], beforeSection: code[2] % 8)
                guard !sections.contains(section), let at = sections.firstIndex(of: code[2] % 8) else { return (true, nil) }
                next.insert((section, []), at: at)
            case 2:
                try snapshot.deleteSections([section])
                guard let at = sections.firstIndex(of: section) else { return (true, nil) }
                next.remove(at: at)
            case 3:
                try snapshot.moveSection(section, afterSection: code[2] % 8)
                guard section != code[2] % 8, let from = sections.firstIndex(of: section),
                      sections.contains(code[2] % 8) else { return (true, nil) }
                let moved = next.remove(at: from)
                next.insert(moved, at: next.firstIndex { $0.section == code[2] % 8 }! + 1)
            case 4, 5:
                try snapshot.appendItems(batch, toSection: kind == 4 ? section : nil)
                let at = kind == 4 ? sections.firstIndex(of: section) : (sections.isEmpty ? nil : sections.count - 1)
                guard batchIsNew, let at else { return (true, nil) }
                next[at].items += batch
            case 6:
                try snapshot.insertItems(batch, beforeItem: other)
                guard batchIsNew, let (s, i) = place(of: other) else { return (true, nil) }
                next[s].items.insert(contentsOf: batch, at: i)
            case 7:
                try snapshot.insertItems(batch, afterItem: other)
                guard batchIsNew, let (s, i) = place(of: other) else { return (true, nil) }
                next[s].items.insert(contentsOf: batch, at: i + 1)
            case 8:
                try snapshot.deleteItems(batch)
                guard batch.allSatisfy(present.contains) else { return (true, nil) }
                for s in next.indices { next[s].items.removeAll(where: batch.contains) }
            case 9:
                try snapshot.moveItem(item, beforeItem: other)
                guard item != other, let (s, i) = place(of: item), place(of: other) != nil else { return (true, nil) }
                next[s].items.remove(at: i)
                let (t, j) = next.enumerated().lazy.compactMap { s, e in e.items.firstIndex(of: other).map { (s, $0) } }.first!
                next[t].items.insert(item, at: j)
            default:
                try snapshot.moveItem(item, afterItem: other)
                guard item != other, let (s, i) = place(of: item), place(of: other) != nil else { return (true, nil) }
                next[s].items.remove(at: i)
                let (t, j) = next.enumerated().lazy.compactMap { s, e in e.items.firstIndex(of: other).map { (s, $0) } }.first!
                next[t].items.insert(item, at: j + 1)
            }
            return (true, next)
        } catch {
            return (false, nil)
        }
    }

    static func check(_ snapshot: Snapshot, equals model: Model) {
        #expect(snapshot.sectionIdentifiers == model.map(\.section))
        #expect(snapshot.itemCounts == model.map(\.items.count))
        let flat = model.flatMap(\.items)
        #expect(snapshot.itemIdentifiers == flat)
        #expect(snapshot.numberOfItems == flat.count)
        for item in 0..<40 {
            let section = model.firstIndex { $0.items.contains(item) }
            let expected = section.map { ($0, model[$0].items.firstIndex(of: item)!) }
            let location = snapshot.location(ofItem: item)
            #expect(location?.section == expected?.0 && location?.item == expected?.1, "item \(item)")
            #expect(snapshot.indexOfItem(item) == flat.firstIndex(of: item))
            #expect(snapshot.sectionIdentifier(containingItem: item) == section.map { model[$0].section })
        }
        for section in 0..<8 { #expect(snapshot.indexOfSection(section) == model.firstIndex { $0.section == section }) }
    }

    @Test func editsMatchABruteForceModel() async {
        let edits = Gen.int(in: 0...10_000).array(of: 4...4).array(of: 1...120)
        await propertyCheck(count: 300, input: edits) { codes in
            var snapshot = Snapshot(), model: Model = []
            for code in codes {
                let before = snapshot
                let (applied, next) = Self.edit(code, &snapshot, model)
                if let next {
                    #expect(applied, "edit \(code) refused")
                    model = next
                } else {
                    #expect(!applied && snapshot == before, "edit \(code) should be refused")
                }
                Self.check(snapshot, equals: model)
            }
        }
    }

    /// A snapshot edited from another (as an app edits the shown one) has its changed run read
    /// from its log of edits instead of comparing items: after random edits of a copy, the stages
    /// to it equal the stages to the same data built afresh (no log in common, items compared).
    @Test func anEditedCopysStagesAreReadFromItsEdits() async {
        let edits = Gen.int(in: 0...10_000).array(of: 4...4).array(of: 1...60)
        await propertyCheck(count: 300, input: edits, Gen.int(in: 0...10_000).array(of: 4...4).array(of: 1...6)) { setup, changes in
            Self.checkEditedCopy(setup: setup, changes: changes)
        }
    }

    /// Found by the property above: edits of a copy that cancel out (an item put in and taken out
    /// again at position 1 of a section of two) are no change, and read from the log as the empty
    /// run the comparison finds, at the section's end (it was read at 1, and the comparison's at 2).
    @Test func editsThatCancelOutAreTheComparisonsEmptyRun() {
        Self.checkEditedCopy(setup: [[0, 0, 0, 0], [1995, 4139, 718, 0]], changes: [[2800, 6062, 820, 0], [4540, 9542, 4, 0]])
    }

    /// The snapshot `setup` builds, edited by `changes`: its stages and runs read from the edits
    /// equal those of the same data built afresh.
    static func checkEditedCopy(setup: [[Int]], changes: [[Int]]) {
        var source = Snapshot(), model: Model = []
        for code in setup {
            let (_, next) = Self.edit(code, &source, model)
            if let next { model = next }
        }
        var edited = source
        for code in changes {
            let (_, next) = Self.edit(code, &edited, model)
            if let next { model = next }
        }
        var fresh = Snapshot()
        for entry in model {
            try? fresh.appendSections([entry.section])
            try? fresh.appendItems(entry.items, toSection: entry.section)
        }
        #expect(edited == fresh)
        let read = StagedChangeset(source: source, target: edited).stages, compared = StagedChangeset(source: source, target: fresh).stages
        #expect(read.count == compared.count)
        for (a, b) in zip(read, compared) {
            #expect(a.data == b.data && a.elementDeleted == b.elementDeleted && a.elementInserted == b.elementInserted
                    && a.elementMoved.map(\.source) == b.elementMoved.map(\.source) && a.elementMoved.map(\.target) == b.elementMoved.map(\.target)
                    && a.sectionDeleted == b.sectionDeleted && a.sectionInserted == b.sectionInserted)
        }
        // The run read from the edits is the run the items' comparison finds, whenever that
        // run holds only items in one snapshot and not the other.
        guard source.sectionIdentifiers == edited.sectionIdentifiers else { return }
        for section in source.sections.indices {
            let read = source.sections[section].changedRun(to: edited.sections[section])
            let compared = source.sections[section].items.changedRun(to: edited.sections[section].items)
            let old = source.sections[section].items, new = edited.sections[section].items
            let clean = read.removed.allSatisfy { !new.contains(old[$0]) } && read.added.allSatisfy { !old.contains(new[$0]) }
            if clean { #expect(read == compared, "section \(section)") }
        }
    }

    /// A snapshot of thousands of items (several chunks per section, several shards in its
    /// index), copied and edited as an app edits the shown one: the copy holds the model's data
    /// and finds every item where the model has it, the original is untouched, and the stages
    /// between them equal those to the same data built afresh.
    @Test func editsOfALargeSnapshotsCopyMatchTheModel() async {
        let edits = Gen.int(in: 0...1_000_000).array(of: 4...4).array(of: 1...12)
        await propertyCheck(count: 40, input: edits) { codes in
            var original = Snapshot()
            try? original.appendSections([0, 1])
            try? original.appendItems(Array(0..<3_000), toSection: 0)
            try? original.appendItems(Array(3_000..<6_000), toSection: 1)
            var model = [Array(0..<3_000), Array(3_000..<6_000)]
            var edited = original, next = 10_000
            for code in codes {
                let section = code[0] % 2, count = model[section].count
                let item = model[section].isEmpty ? nil : model[section][code[1] % count]
                switch code[2] % 3 {
                case 0:
                    // A run of up to 2,500 new items before an item, or at the end.
                    let run = Array(next..<(next + 1 + code[3] % (code[3] % 2 == 0 ? 2_500 : 3)))
                    next += run.count
                    if let item {
                        try? edited.insertItems(run, beforeItem: item)
                        model[section].insert(contentsOf: run, at: model[section].firstIndex(of: item)!)
                    } else {
                        try? edited.appendItems(run, toSection: section)
                        model[section] += run
                    }
                case 1:
                    // Up to 2,000 items deleted, spread over both sections.
                    var gone = Set<Int>()
                    for step in 0..<(1 + code[3] % 2_000) {
                        let from = model[(section + step) % 2]
                        if !from.isEmpty { gone.insert(from[(code[1] + step * 7_919) % from.count]) }
                    }
                    try? edited.deleteItems(Array(gone))
                    model = model.map { $0.filter { !gone.contains($0) } }
                default:
                    // An item moved after one in the other section.
                    let other = model[1 - section]
                    guard let item, !other.isEmpty else { continue }
                    let after = other[code[3] % other.count]
                    try? edited.moveItem(item, afterItem: after)
                    model[section].removeAll { $0 == item }
                    model[1 - section].insert(item, at: model[1 - section].firstIndex(of: after)! + 1)
                }
            }
            #expect(edited.itemCounts == model.map(\.count))
            #expect(edited.itemIdentifiers == model[0] + model[1])
            #expect(original.itemIdentifiers == Array(0..<6_000))
            for section in 0..<2 {
                for position in stride(from: 0, to: model[section].count, by: 37) {
                    let location = edited.location(ofItem: model[section][position])
                    #expect(location?.section == section && location?.item == position)
                }
            }
            #expect(edited.numberOfItems == model[0].count + model[1].count)
            var fresh = Snapshot()
            try? fresh.appendSections([0, 1])
            try? fresh.appendItems(model[0], toSection: 0)
            try? fresh.appendItems(model[1], toSection: 1)
            #expect(edited == fresh)
            let read = StagedChangeset(source: original, target: edited).stages
            let compared = StagedChangeset(source: original, target: fresh).stages
            #expect(read.map(\.data) == compared.map(\.data))
            #expect(read.map(\.elementDeleted) == compared.map(\.elementDeleted) && read.map(\.elementInserted) == compared.map(\.elementInserted))
        }
    }

    @Test func theRunOfAnEditedCopyIsReadFromItsTwoEdits() throws {
        // 0…9; the copy inserts 100 before 4 (at 4 of 10: 6 items after it untouched) and deletes
        // 8 (at 9 of 11: 1 item after it untouched): the run starts at 4 and leaves 1 at the end,
        // 4..<9 in both, as comparing the items finds: [0, 1, 2, 3, 100, 4, 5, 6, 7, 9].
        var source = Snapshot()
        try source.appendSections([0])
        try source.appendItems(Array(0..<10))
        var edited = source
        try edited.insertItems([100], beforeItem: 4)
        try edited.deleteItems([8])
        #expect(edited.sections[0].log.shifts(since: source.sections[0].log)?.count == 2)
        #expect(source.sections[0].changedRun(to: edited.sections[0]) == (4..<9, 4..<9))
        #expect(source.sections[0].items.changedRun(to: edited.sections[0].items) == (4..<9, 4..<9))
        // The same data built afresh, or another copy's edits, share no log: the items are compared.
        var fresh = Snapshot()
        try fresh.appendSections([0])
        try fresh.appendItems(edited.itemIdentifiers)
        #expect(fresh.sections[0].log.shifts(since: source.sections[0].log) == nil)
        var other = source
        try other.appendItems([200])
        #expect(edited.sections[0].log.shifts(since: other.sections[0].log) == nil)
    }

    @Test func aLongRunOfMovesInOneSectionKeepsEveryLocation() throws {
        // 200 moves in a 500-item section: the log is compacted along the way, and each
        // lookup in between replays what is left of it.
        var snapshot = Snapshot()
        try snapshot.appendSections([0])
        try snapshot.appendItems(Array(0..<500))
        var model = Array(0..<500)
        for step in 0..<200 {
            let item = (step * 37) % 500, other = (step * 91 + 13) % 500
            guard item != other else { continue }
            try snapshot.moveItem(item, beforeItem: other)
            model.remove(at: model.firstIndex(of: item)!)
            model.insert(item, at: model.firstIndex(of: other)!)
            #expect(snapshot.indexOfItem(item) == model.firstIndex(of: item))
        }
        #expect(snapshot.itemIdentifiers == model)
        #expect((0..<500).allSatisfy { snapshot.indexOfItem($0) == model.firstIndex(of: $0) })
    }
}
