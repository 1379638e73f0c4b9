@_spi(Testing) import DiffableData
import PropertyBased
import Testing

/// Random tree edits against a plain model (children lists walked from the roots): the
/// snapshot's depth-first order, indexes, levels and parents always equal the model's walk.
@Suite struct SectionSnapshotPropertyTests {
    struct Model {
        var roots: [Int] = []
        var children: [Int: [Int]] = [:]

        func walk() -> [(item: Int, level: Int, parent: Int?)] {
            var result: [(Int, Int, Int?)] = []
            func visit(_ item: Int, _ level: Int, _ parent: Int?) {
                result.append((item, level, parent))
                for child in children[item, default: []] { visit(child, level + 1, item) }
            }
            for root in roots { visit(root, 0, nil) }
            return result
        }

        func parent(of item: Int) -> Int? { walk().first { $0.item == item }?.parent }

        mutating func remove(_ item: Int) {
            for child in children[item, default: []] { remove(child) }
            children[item] = nil
        }
    }

    @Test func lookupsMatchAWalkOfTheTree() async {
        let edits = Gen.int(in: 0...10_000).array(of: 3...3).array(of: 1...60)
        await propertyCheck(count: 300, input: edits) { codes in
            var snapshot = SectionSnapshot<Int>(), model = Model()
            var next = 0
            for code in codes {
                let present = model.walk().map(\.item)
                let anchor = present.isEmpty ? nil : present[code[1] % present.count]
                let fresh = Array(next..<(next + 1 + code[2] % 3))
                switch code[0] % 5 {
                case 0, 1:
                    let parent = code[0] % 5 == 0 ? nil : anchor
                    try snapshot.append(fresh, to: parent)
                    if let parent { model.children[parent, default: []] += fresh } else { model.roots += fresh }
                    next += fresh.count
                case 2, 3:
                    guard let anchor else { continue }
                    let after = code[0] % 5 == 3
                    if after { try snapshot.insert(fresh, after: anchor) } else { try snapshot.insert(fresh, before: anchor) }
                    if let parent = model.parent(of: anchor) {
                        let index = model.children[parent]!.firstIndex(of: anchor)! + (after ? 1 : 0)
                        model.children[parent]!.insert(contentsOf: fresh, at: index)
                    } else {
                        model.roots.insert(contentsOf: fresh, at: model.roots.firstIndex(of: anchor)! + (after ? 1 : 0))
                    }
                    next += fresh.count
                default:
                    guard let anchor else { continue }
                    try snapshot.delete([anchor])
                    if let parent = model.parent(of: anchor) { model.children[parent]!.removeAll { $0 == anchor } }
                    else { model.roots.removeAll { $0 == anchor } }
                    model.remove(anchor)
                }
                let walk = model.walk()
                #expect(snapshot.items == walk.map(\.item))
                for (index, entry) in walk.enumerated() {
                    #expect(snapshot.index(of: entry.item) == index && snapshot.level(of: entry.item) == entry.level
                            && snapshot.parent(of: entry.item) == entry.parent, "item \(entry.item)")
                }
                #expect(snapshot.index(of: next) == nil && snapshot.level(of: next) == nil)
            }
        }
    }
}
