@_spi(Testing) import DiffableData

/// A snapshot of `sections`, each a name and its items in order.
public func snapshot(_ sections: [(String, [Int])]) throws -> DiffableSnapshot<String, Int> {
    var snapshot = DiffableSnapshot<String, Int>()
    for (section, items) in sections {
        try snapshot.appendSections([section])
        try snapshot.appendItems(items, toSection: section)
    }
    return snapshot
}

/// A snapshot drawn at random: sections `s<n>` for the numbers in `sectionNumbers` (duplicates
/// already removed), and the distinct numbers of `items` dealt among them, item k going to
/// section `(k · spread + seed) mod count`. With no section there are no items. Random draws
/// of the three give empty sections, moves between sections and all-new data.
public func arrangedSnapshot(sectionNumbers: [Int], items: [Int], seed: Int, spread: Int) throws -> DiffableSnapshot<String, Int> {
    let names = sectionNumbers.map { "s\($0)" }
    var seen = Set<Int>()
    let unique = items.filter { seen.insert($0).inserted }
    var groups = Array(repeating: [Int](), count: names.count)
    if !names.isEmpty {
        for (index, item) in unique.enumerated() { groups[(index * spread + seed) % names.count].append(item) }
    }
    return try snapshot(Array(zip(names, groups)))
}
