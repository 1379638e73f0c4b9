@_spi(Testing) import CompositionalLayoutModule
import Foundation
@_spi(Testing) import LayoutCore
import PropertyBased
import TestSupport
import Testing

/// Random models, sizes and rects against the brute-force reference: every element asked one
/// by one, filtered.
@Suite struct CompositionalPropertyTests {
    /// A section of one of the shapes the engine handles, chosen by `kind`.
    static func section(kind: Int, seed: Int, behaviour: OrthogonalScrollingBehavior,
                        axis: ScrollDirection = .vertical) -> LayoutSection {
        let section: LayoutSection
        switch kind % 8 {
        case 0: section = .list(height: CGFloat(20 + seed % 40))
        case 1: section = .grid(columns: 1 + seed % 6, itemInsets: CGFloat(seed % 4))
        case 2: section = .nestedGroups(width: 0.5 + CGFloat(seed % 5) / 10)
        case 3:
            let badge = LayoutSupplementaryItem(layoutSize: size(.absolute(16), .absolute(16)), elementKind: "badge",
                                                containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
            let badged = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: [badge])
            let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(60)), subitems: [badged])
            group.interItemSpacing = .flexible(4)
            section = LayoutSection(group: group)
        case 4:
            let row = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)),
                                             subitems: [item(.fractionalWidth(0.5), .estimated(44))])
            section = LayoutSection(group: row)
        case 5:
            section = .nestedGroups(width: 0.8)
            section.orthogonalScrollingBehavior = behaviour == .none ? .continuous : behaviour
        case 6:
            section = nestedEstimatedCards(seed: seed, axis: axis)
        default:
            let group = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.6), .absolute(120)),
                                             subitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: 3)
            section = LayoutSection(group: group)
            section.orthogonalScrollingBehavior = .groupPagingCentered
        }
        section.interGroupSpacing = CGFloat(seed % 9)
        section.contentInsets = LayoutEdgeInsets(top: CGFloat(seed % 7), leading: CGFloat(seed % 5),
                                                      bottom: CGFloat(seed % 3), trailing: CGFloat(seed % 6))
        if seed % 2 == 0 {
            let header = LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)),
                                                         elementKind: ElementCategory.headerKind, alignment: .top)
            header.pinToVisibleBounds = seed % 4 == 0
            section.boundarySupplementaryItems = [header]
        }
        if seed % 3 == 0 { section.decorationItems = [.background(elementKind: "background")] }
        return section
    }

    /// Cards estimated along the scroll axis, nested two or three deep: a title over a row of one
    /// to three cells, the last of which may be a column of estimated cells; the estimates and
    /// insets vary with `seed`, so nested estimates are sometimes shorter than their cells.
    static func nestedEstimatedCards(seed: Int, axis: ScrollDirection) -> LayoutSection {
        /// A size `across` the scroll axis (a fraction of the width or height) and estimated along it.
        func size(across fraction: CGFloat, estimated base: Int) -> LayoutSize {
            let estimate = LayoutDimension.estimated(CGFloat(base + seed % 23))
            return axis == .vertical ? LayoutSize(widthDimension: .fractionalWidth(fraction), heightDimension: estimate)
                                     : LayoutSize(widthDimension: estimate, heightDimension: .fractionalHeight(fraction))
        }
        /// A group stacking along the scroll axis, or across it.
        func group(stacking: Bool, _ size: LayoutSize, _ subitems: [LayoutItem]) -> LayoutGroup {
            stacking == (axis == .vertical) ? .vertical(layoutSize: size, subitems: subitems)
                                            : .horizontal(layoutSize: size, subitems: subitems)
        }
        var cells = Array(repeating: LayoutItem(layoutSize: size(across: 0.3, estimated: 20)), count: 1 + seed % 3)
        if seed % 2 == 1 {
            let column = group(stacking: true, size(across: 0.3, estimated: 30),
                               [LayoutItem(layoutSize: size(across: 1, estimated: 12)), LayoutItem(layoutSize: size(across: 1, estimated: 18))])
            column.interItemSpacing = .fixed(CGFloat(seed % 5))
            cells[cells.count - 1] = column
        }
        let row = group(stacking: false, size(across: 1, estimated: 25), cells)
        row.interItemSpacing = .fixed(4)
        row.contentInsets = axis == .vertical
            ? LayoutEdgeInsets(top: CGFloat(seed % 3), leading: 0, bottom: CGFloat(seed % 4), trailing: 0)
            : LayoutEdgeInsets(top: 0, leading: CGFloat(seed % 3), bottom: 0, trailing: CGFloat(seed % 4))
        let card = group(stacking: true, size(across: 1, estimated: 70), [LayoutItem(layoutSize: size(across: 1, estimated: 20)), row])
        card.interItemSpacing = .fixed(CGFloat(seed % 9))
        card.contentInsets = LayoutEdgeInsets(all: CGFloat(seed % 6))
        return LayoutSection(group: card)
    }

    /// Reports `length` along `axis` for the cell at `item` if it sizes itself.
    static func resolve(_ layout: CompositionalLayout, item: Int, section: Int, length: CGFloat, along axis: ScrollDirection) {
        guard let original = layout.layoutAttributesForItem(at: ItemPath(item: item, section: section)) else { return }
        var preferred = original
        preferred.frame.size[axis] = length
        if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
            layout.invalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        }
    }

    @Test func rectQueriesAgreeWithBruteForce() async {
        let shape = zip(Gen.int(in: 0...7).array(of: 1...4), Gen.int(in: 0...1000), Gen.bool,
                        Gen.int(in: 0...5), Gen.cgFloat(in: 0...400))
        let data = zip(Gen.int(in: 0...40).array(of: 1...4), Gen.cgFloat(in: 150...600), Gen.cgFloat(in: 150...900),
                       Gen.cgFloat(in: -100...2500), Gen.cgFloat(in: 0...900))
        await propertyCheck(count: 300, input: shape, data) { shape, data in
            let (kinds, seed, horizontal, behaviourIndex, orthogonalOffset) = shape
            let (rawCounts, width, height, position, extent) = data
            let behaviour = OrthogonalScrollingBehavior.allCases[behaviourIndex % OrthogonalScrollingBehavior.allCases.count]
            var configuration = CompositionalLayoutConfiguration()
            configuration.scrollDirection = horizontal ? .horizontal : .vertical
            configuration.interSectionSpacing = CGFloat(seed % 11)
            let layout = CompositionalLayout(sectionProvider: { index, _ in
                Self.section(kind: kinds[index % kinds.count], seed: seed + index, behaviour: behaviour,
                             axis: horizontal ? .horizontal : .vertical)
            }, configuration: configuration)
            let counts = Array(rawCounts.prefix(kinds.count))
            let origin = horizontal ? CGPoint(x: position, y: 0) : CGPoint(x: 0, y: position)
            var context = LayoutContext(bounds: CGRect(origin: origin, size: CGSize(width: width, height: height)), itemCounts: counts)
            context.orthogonalContentOffsets = Dictionary(uniqueKeysWithValues: counts.indices.map { ($0, orthogonalOffset) })
            do throws(LayoutError) {
                try prepare(layout, context)
            } catch {
                // Narrow containers can make fixed widths impossible: that must be the named error.
                #expect(error.description.contains("never fit") || error.description.contains("repeat"))
                return
            }
            // Resolve a few estimated cells to sizes of their own.
            let axis: ScrollDirection = horizontal ? .horizontal : .vertical
            for section in counts.indices where counts[section] > 0 {
                for attempt in 0..<3 {
                    Self.resolve(layout, item: (seed * 7 + section + attempt * 5) % counts[section], section: section,
                                 length: CGFloat(10 + (seed + 31 * attempt) % 90), along: axis)
                }
            }
            let rect = horizontal ? CGRect(x: position, y: 0, width: extent, height: height)
                                  : CGRect(x: 0, y: position, width: width, height: extent)
            checkLayoutContract(layout, rect: rect, allElements: layout.allElementsByBruteForce(), checksContentCoverage: false)
            // The content covers every frame along the scroll axis.
            let length = layout.collectionViewContentSize[axis]
            let cells = layout.allElementsByBruteForce().filter { $0.category == .cell }
            for attributes in cells {
                #expect(attributes.frame.max(axis) <= length + 1e-6)
            }
            // Nested estimated cards never overlap their own cells, however their cells resized.
            for section in counts.indices where kinds[section % kinds.count] % 8 == 6 {
                let frames = cells.filter { $0.indexPath.section == section }.map(\.frame)
                for (index, frame) in frames.enumerated() {
                    for other in frames[(index + 1)...] {
                        let overlap = frame.intersection(other)
                        #expect(overlap.isNull || overlap.width * overlap.height < 1e-6)
                    }
                }
            }
        }
    }

    @Test func estimatedOffsetsEqualARunningSumOfTheResolvedLengths() async {
        await propertyCheck(count: 100, input: Gen.cgFloat(in: 5...120).array(of: 1...60), Gen.int(in: 0...12)) { lengths, spacing in
            let row = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)),
                                             subitems: [item(.fractionalWidth(1), .estimated(44))])
            let section = LayoutSection(group: row)
            section.interGroupSpacing = CGFloat(spacing)
            let layout = try prepared(CompositionalLayout(section: section), itemCounts: [lengths.count])
            for (index, length) in lengths.enumerated().reversed() {
                let original = try #require(layout.layoutAttributesForItem(at: ItemPath(item: index, section: 0)))
                var preferred = original
                preferred.frame.size.height = length
                layout.invalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            }
            var expected: CGFloat = 0
            for (index, length) in lengths.enumerated() {
                #expect(close(cellFrame(layout, index)?.minY, expected, 1e-6))
                expected += length + CGFloat(spacing)
            }
            #expect(close(layout.collectionViewContentSize.height, expected - CGFloat(spacing), 1e-6))
        }
    }
}
