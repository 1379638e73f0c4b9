import CollectionLayoutsTesting
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts
import LayoutHosting
import PropertyBased
@_spi(Testing) import Simulation
import Testing
import TestSupport

/// Layouts that place only what a batch update changed, held to a fresh layout: random inserts,
/// deletes, moves (within and across sections) and reloads (some changing the item, some not)
/// through the simulated view's `performBatchUpdates`, the data moving with them; after every
/// update each item's frame and the content size are exactly those of a layout made anew for
/// the same data, and the rect query equals brute force. The calendar places again only the days
/// an update touches.
@Suite("Incremental batch updates equal a fresh layout")
@MainActor
struct IncrementalUpdatePropertyTests {
    /// One item of the data: its size and whether it spans the layout's columns.
    struct Item: Equatable {
        var size: Int
        var spans: Bool
    }

    /// The data every layout reads, by index path.
    final class Model: @unchecked Sendable {
        var sections: [[Item]]
        init(_ sections: [[Item]]) { self.sections = sections }
        subscript(_ path: ItemPath) -> Item { sections[path.section][path.item] }
        var counts: [Int] { sections.map(\.count) }
    }

    nonisolated static let cases = ["waterfall", "waterfall-in-order", "waterfall-no-banners", "justified", "justified-limited", "flow-aligned",
                                    "flow-justified", "timeline"]

    static func makeLayout(_ name: String, _ data: Model) throws -> any CollectionLayout {
        switch name {
        case "waterfall", "waterfall-in-order", "waterfall-no-banners":
            var configuration = WaterfallLayoutConfiguration(columns: .count(3), columnSpacing: 6, itemSpacing: 4) {
                .aspectRatio(CGFloat(data[$0].size) / 4)
            }
            if name != "waterfall-no-banners" { configuration.spansAllColumns = { data[$0].spans } }
            if name == "waterfall-in-order" { configuration.placement = .inOrder }
            configuration.sectionInset = LayoutEdgeInsets(top: 12, left: 5, bottom: 9, right: 5)
            return try WaterfallLayout(configuration: configuration)
        case "justified", "justified-limited":
            var configuration = JustifiedLayoutConfiguration(targetRowHeight: 100, spacing: 3) { CGFloat(data[$0].size) / 4 }
            configuration.sectionInset = LayoutEdgeInsets(top: 12, left: 5, bottom: 9, right: 5)
            if name == "justified-limited" { configuration.maximumRowHeight = 130 }
            return try JustifiedLayout(configuration: configuration)
        case "flow-aligned", "flow-justified":
            var configuration = FlowLayoutConfiguration(itemSize: CGSize(width: 50, height: 50))
            configuration.sizeForItem = { CGSize(width: CGFloat(30 + data[$0].size * 17), height: CGFloat(30 + data[$0].size % 3 * 12)) }
            configuration.sectionInset = LayoutEdgeInsets(top: 12, left: 5, bottom: 9, right: 5)
            configuration.lineAlignment = name == "flow-aligned" ? .leading : .justified
            return try FlowLayout(configuration: configuration)
        case "timeline":
            // Each section a day: an item that spans is all day, the others meetings of their size
            // in quarter hours, at an hour of their size, many overlapping.
            var configuration = TimelineLayoutConfiguration { path in
                let item = data[path]
                let start = 7 + Double(item.size * 5 % 11)
                return item.spans ? .allDay : TimelineEvent(start: start, end: start + Double(item.size) / 4)
            }
            configuration.minimumEventHeight = 24
            return try TimelineLayout(configuration: configuration)
        default:
            throw LayoutError.invalidModel(element: name, problem: "no such case")
        }
    }

    static let size = CGSize(width: 390, height: 844)

    /// The views the layout named `name` needs registered.
    static func registry(_ name: String) -> ViewRegistry {
        name == "timeline" ? ViewRegistry(supplementaryKinds: [TimelineLayout.dayHeaderKind, TimelineLayout.hourLabelKind],
                                          decorationKinds: [TimelineLayout.hourLineKind, TimelineLayout.nowLineKind, TimelineLayout.cornerKind])
            : ViewRegistry()
    }

    /// A random item from `seed`.
    static func item(_ seed: Int) -> Item { Item(size: 2 + seed % 7, spans: seed % 9 == 4) }

    @Test(arguments: cases)
    func everyUpdateEqualsAFreshLayout(_ name: String) async throws {
        await propertyCheck(count: 30, input: Gen.int(in: 0...1_000_000).array(of: 3...12)) { seeds in
            do {
                try Self.run(name, seeds: seeds)
            } catch {
                Issue.record("\(name): \(error)")
            }
        }
    }

    static func run(_ name: String, seeds: [Int]) throws {
        let data = Model([(0..<(20 + seeds[0] % 40)).map { item($0 * 7 + seeds[0]) }, (0..<(seeds[0] % 13)).map { item($0 * 5) }])
        let view = try SimulatedCollectionView(size: size, layout: try makeLayout(name, data), itemCounts: data.counts, clock: ManualClock(),
                                               registering: registry(name))
        view.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
        view.layoutIfNeeded()
        for (step, seed) in seeds.enumerated() {
            let description = try update(view, data, seed: seed)
            view.layoutIfNeeded()
            let fresh = try SimulatedCollectionView(size: size, layout: try makeLayout(name, data), itemCounts: data.counts, clock: ManualClock(),
                                                    registering: registry(name))
            // Where frozen elements stand depends on the offset: the fresh layout is seen from the same one.
            fresh.setContentOffset(view.contentOffset, animated: false)
            fresh.layoutIfNeeded()
            let context = "step \(step): \(description)"
            #expect(view.collectionLayout.collectionViewContentSize == fresh.collectionLayout.collectionViewContentSize, "\(context)")
            for (section, items) in data.sections.enumerated() {
                for item in items.indices {
                    let path = ItemPath(item: item, section: section)
                    let frame = view.collectionLayout.layoutAttributesForItem(at: path)?.frame
                    #expect(frame == fresh.collectionLayout.layoutAttributesForItem(at: path)?.frame, "\(context): item \(path)")
                    if frame != fresh.collectionLayout.layoutAttributesForItem(at: path)?.frame { return }
                }
            }
            let everything = CGRect(origin: .zero, size: view.collectionLayout.collectionViewContentSize).insetBy(dx: -1, dy: -1)
            let all = (view.collectionLayout as? TimelineLayout).map(TimelineLayoutTests.allElements)
            #expect(view.collectionLayout.contractViolations(in: everything, allElements: all).isEmpty, "\(context)")
        }
    }

    /// One random batch update of `view` and `data`, from `seed`; answers what it did.
    static func update(_ view: SimulatedCollectionView, _ data: Model, seed: Int) throws -> String {
        var random = seed
        func next(_ bound: Int) -> Int {
            random = (random &* 1_103_515_245 &+ 12_345) & 0x7fff_ffff
            return bound > 0 ? random % bound : 0
        }
        var sections = data.sections
        let section = next(4) == 0 && !sections[1].isEmpty ? 1 : 0
        let count = sections[section].count
        var updates = BatchUpdates()
        let description: String
        switch next(6) {
        case 0:
            // Inserts at places after the update, in increasing order.
            let places = Set((0..<(1 + next(3))).map { _ in next(count + 1) }).sorted()
            for place in places { sections[section].insert(item(next(1_000)), at: place) }
            for place in places { updates.insertItems(at: [ItemPath(item: place, section: section)]) }
            description = "insert \(places) in \(section)"
        case 1 where count > 0:
            let places = Set((0..<(1 + next(3))).map { _ in next(count) }).sorted()
            for place in places.reversed() { sections[section].remove(at: place) }
            for place in places { updates.deleteItems(at: [ItemPath(item: place, section: section)]) }
            description = "delete \(places) in \(section)"
        case 2 where count > 0:
            let from = next(count), to = next(count)
            sections[section].insert(sections[section].remove(at: from), at: to)
            updates.moveItem(at: ItemPath(item: from, section: section), to: ItemPath(item: to, section: section))
            description = "move \(from) → \(to) in \(section)"
        case 3 where count > 0:
            let places = Set((0..<(1 + next(3))).map { _ in next(count) }).sorted()
            for place in places where next(2) == 0 { sections[section][place] = item(next(1_000)) }
            for place in places { updates.reloadItems(at: [ItemPath(item: place, section: section)]) }
            description = "reload \(places) in \(section)"
        case 4 where count > 0:
            // A delete and an insert in one update.
            let gone = next(count)
            var after = sections[section]
            after.remove(at: gone)
            let place = next(after.count + 1)
            after.insert(item(next(1_000)), at: place)
            sections[section] = after
            updates.deleteItems(at: [ItemPath(item: gone, section: section)])
            updates.insertItems(at: [ItemPath(item: place, section: section)])
            description = "delete \(gone), insert \(place) in \(section)"
        case 5 where count > 0:
            let other = 1 - section, from = next(count), to = next(sections[other].count + 1)
            sections[other].insert(sections[section].remove(at: from), at: to)
            updates.moveItem(at: ItemPath(item: from, section: section), to: ItemPath(item: to, section: other))
            description = "move \(from) in \(section) → \(to) in \(other)"
        default:
            description = "nothing"
        }
        try view.performBatchUpdates(itemCounts: sections.map(\.count), updatingData: { data.sections = sections }, { $0 = updates },
                                     completion: nil)
        return description
    }
}
