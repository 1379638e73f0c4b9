import Foundation

extension CollageCatalogue {
    typealias Slice = CollageTemplateBuilder.Slice

    /// Every family's templates as dividers, in catalogue order (duplicates are dropped later).
    static func families() -> [(family: String, dividers: [CollageDivider])] {
        var result: [(String, [CollageDivider])] = []
        func add(_ family: String, _ slices: [Slice]) {
            result += slices.map { (family, CollageTemplateBuilder.dividers(of: $0)) }
        }
        add("single", [.cell])
        for count in 2...4 { add("guillotine", equalGuillotineSlices(cellCount: count)) }
        add("thirds", [.split(.vertical, sizes: [1.0 / 3, 2.0 / 3], [.cell, .cell]),
                       .split(.vertical, sizes: [2.0 / 3, 1.0 / 3], [.cell, .cell]),
                       .split(.horizontal, sizes: [1.0 / 3, 2.0 / 3], [.cell, .cell]),
                       .split(.horizontal, sizes: [2.0 / 3, 1.0 / 3], [.cell, .cell])])
        add("grid", [grid(columns: 3, rows: 2), grid(columns: 2, rows: 3), grid(columns: 3, rows: 3),
                     grid(columns: 4, rows: 2), grid(columns: 2, rows: 4)])
        for count in 5...9 { add("rows", rowsAndColumns(cellCount: count)) }
        add("hero", heroSlices())
        result += pinwheels().map { ("pinwheel", $0) }
        result += slanted().map { ("slanted", $0) }
        return result
    }

    // MARK: Guillotine

    /// Every slicing tree of `cellCount` cells whose splits cut a region into 2 to 4 equal parts.
    static func equalGuillotineSlices(cellCount: Int) -> [Slice] {
        guard cellCount > 1 else { return [.cell] }
        var slices: [Slice] = []
        for orientation in [CollageDivider.Orientation.vertical, .horizontal] {
            for parts in (2...min(4, cellCount)).reversed() {
                for composition in compositions(of: cellCount, into: parts) {
                    for children in product(composition.map { equalGuillotineSlices(cellCount: $0) }) {
                        slices.append(.equal(orientation, children))
                    }
                }
            }
        }
        return slices
    }

    /// The ordered ways of writing `total` as `parts` positive numbers.
    static func compositions(of total: Int, into parts: Int, largest: Int = .max) -> [[Int]] {
        guard parts > 1 else { return total >= 1 && total <= largest ? [[total]] : [] }
        return (1...max(1, total - parts + 1)).filter { $0 <= largest }.flatMap { first in
            compositions(of: total - first, into: parts - 1, largest: largest).map { [first] + $0 }
        }
    }

    /// Every choice of one element from each list.
    static func product<Element>(_ lists: [[Element]]) -> [[Element]] {
        lists.reduce([[]]) { partial, list in partial.flatMap { prefix in list.map { prefix + [$0] } } }
    }

    // MARK: Rows, columns and grids

    /// `rows` equal rows of `columns` equal cells.
    static func grid(columns: Int, rows: Int) -> Slice {
        .equal(.horizontal, Array(repeating: .strip(.vertical, columns), count: rows))
    }

    /// Two or three equal rows of one to four equal cells each, `cellCount` in all; and the
    /// same as columns.
    static func rowsAndColumns(cellCount: Int) -> [Slice] {
        [CollageDivider.Orientation.horizontal, .vertical].flatMap { orientation in
            let across: CollageDivider.Orientation = orientation == .horizontal ? .vertical : .horizontal
            return (2...3).flatMap { parts in
                compositions(of: cellCount, into: parts, largest: 4).map { counts in
                    Slice.equal(orientation, counts.map { Slice.strip(across, $0) })
                }
            }
        }
    }

    // MARK: Heroes

    /// One large cell with small ones: a strip of 2 to 8 on any side; a corner hero with strips
    /// along the two other sides; a middle hero between two strips of 1 to 4.
    static func heroSlices() -> [Slice] {
        var slices: [Slice] = []
        for count in 2...8 {
            slices.append(.split(.horizontal, sizes: [2.0 / 3, 1.0 / 3], [.cell, .strip(.vertical, count)]))
            slices.append(.split(.horizontal, sizes: [1.0 / 3, 2.0 / 3], [.strip(.vertical, count), .cell]))
            slices.append(.split(.vertical, sizes: [2.0 / 3, 1.0 / 3], [.cell, .strip(.horizontal, count)]))
            slices.append(.split(.vertical, sizes: [1.0 / 3, 2.0 / 3], [.strip(.horizontal, count), .cell]))
        }
        // A corner hero two thirds square: three small cells down one side, two along the other.
        let corner = Slice.split(.horizontal, sizes: [2.0 / 3, 1.0 / 3], [.cell, .strip(.vertical, 2)])
        let cornerFlipped = Slice.split(.horizontal, sizes: [1.0 / 3, 2.0 / 3], [.strip(.vertical, 2), .cell])
        slices += [
            .split(.vertical, sizes: [2.0 / 3, 1.0 / 3], [corner, .strip(.horizontal, 3)]),
            .split(.vertical, sizes: [1.0 / 3, 2.0 / 3], [.strip(.horizontal, 3), corner]),
            .split(.vertical, sizes: [2.0 / 3, 1.0 / 3], [cornerFlipped, .strip(.horizontal, 3)]),
            .split(.vertical, sizes: [1.0 / 3, 2.0 / 3], [.strip(.horizontal, 3), cornerFlipped]),
        ]
        // A three-quarters corner hero with strips of four and three.
        let large = Slice.split(.horizontal, sizes: [3.0 / 4, 1.0 / 4], [.cell, .strip(.vertical, 3)])
        slices += [
            .split(.vertical, sizes: [3.0 / 4, 1.0 / 4], [large, .strip(.horizontal, 4)]),
            .split(.vertical, sizes: [1.0 / 4, 3.0 / 4], [.strip(.horizontal, 4), large]),
        ]
        for count in 1...4 {
            slices.append(.split(.vertical, sizes: [1.0 / 4, 1.0 / 2, 1.0 / 4],
                                 [.strip(.horizontal, count), .cell, .strip(.horizontal, count)]))
            slices.append(.split(.horizontal, sizes: [1.0 / 4, 1.0 / 2, 1.0 / 4],
                                 [.strip(.vertical, count), .cell, .strip(.vertical, count)]))
        }
        return slices
    }

    // MARK: Pinwheels

    /// The five-cell pinwheel: four cells turning around a middle one, each divider ending on
    /// the next, so no split of rectangles in two can build it; its mirror image; and both with
    /// a larger middle.
    static func pinwheels() -> [[CollageDivider]] {
        var templates: [[CollageDivider]] = []
        for (low, high) in [(CGFloat(1) / 3, CGFloat(2) / 3), (CGFloat(1) / 4, CGFloat(3) / 4)] {
            let turning: [CollageDivider] = [
                CollageDivider(.vertical, at: high, to: .divider(1)), CollageDivider(.horizontal, at: high, from: .divider(2)),
                CollageDivider(.vertical, at: low, from: .divider(3)), CollageDivider(.horizontal, at: low, to: .divider(0)),
            ]
            let mirrored: [CollageDivider] = [
                CollageDivider(.vertical, at: low, to: .divider(1)), CollageDivider(.horizontal, at: high, to: .divider(2)),
                CollageDivider(.vertical, at: high, from: .divider(3)), CollageDivider(.horizontal, at: low, from: .divider(0)),
            ]
            templates += [turning, mirrored]
        }
        return templates
    }

    // MARK: Slanted

    /// Templates with slanted dividers: halves, three columns or rows leaning together or
    /// apart, slanted crosses, heroes over a slanted edge, and slanted rows of columns.
    static func slanted() -> [[CollageDivider]] {
        typealias D = CollageDivider
        var templates: [[D]] = []
        for orientation in [D.Orientation.vertical, .horizontal] {
            let across: D.Orientation = orientation == .vertical ? .horizontal : .vertical
            templates += [[D(orientation, at: 0.4, 0.6)], [D(orientation, at: 0.6, 0.4)]]
            templates += [[D(orientation, at: 0.25, 0.42), D(orientation, at: 0.58, 0.75)],
                          [D(orientation, at: 0.42, 0.25), D(orientation, at: 0.75, 0.58)],
                          [D(orientation, at: 0.28, 0.38), D(orientation, at: 0.72, 0.62)],
                          [D(orientation, at: 0.38, 0.28), D(orientation, at: 0.62, 0.72)]]
            // A large cell over a slanted edge, with a strip of two or three beyond it.
            for count in 2...3 {
                let strip = (1..<count).map { D(across, at: CGFloat($0) / CGFloat(count), from: .divider(0)) }
                templates.append([D(orientation, at: 0.62, 0.72)] + strip)
                let before = (1..<count).map { D(across, at: CGFloat($0) / CGFloat(count), to: .divider(0)) }
                templates.append([D(orientation, at: 0.38, 0.28)] + before)
            }
            // A slanted middle line with the halves cut by slanted lines leaning apart.
            templates.append([D(orientation, at: 0.45, 0.55), D(across, at: 0.4, 0.6, to: .divider(0)),
                              D(across, at: 0.6, 0.4, from: .divider(0))])
            // Slanted columns, the outer ones split in two.
            templates.append([D(orientation, at: 0.3, 0.36), D(orientation, at: 0.64, 0.7),
                              D(across, at: 1.0 / 2, to: .divider(0)), D(across, at: 1.0 / 2, from: .divider(1))])
        }
        templates += [[D(.vertical, at: 0.45, 0.55), D(.horizontal, at: 0.55, 0.45)],
                      [D(.vertical, at: 0.55, 0.45), D(.horizontal, at: 0.45, 0.55)]]
        // Three slanted rows of two, three and two cells.
        templates.append([D(.horizontal, at: 0.3, 0.36), D(.horizontal, at: 0.64, 0.7),
                          D(.vertical, at: 0.45, 0.55, to: .divider(0)),
                          D(.vertical, at: 0.3, 0.36, from: .divider(0), to: .divider(1)),
                          D(.vertical, at: 0.64, 0.7, from: .divider(0), to: .divider(1)),
                          D(.vertical, at: 0.55, 0.45, from: .divider(1))])
        return templates
    }
}
