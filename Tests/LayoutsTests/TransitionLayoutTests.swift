import CollectionLayoutsTesting
import Foundation
import PropertyBased
import TestSupport
import Testing
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts

/// Rows 100×50 stacked from the top, each scaled 3× and half transparent.
private final class ScaledRowsLayout: CollectionLayoutBase {
    override var collectionViewContentSize: CGSize {
        CGSize(width: 100, height: CGFloat(context.numberOfItems(inSection: 0)) * 50)
    }
    override func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        guard indexPath.section == 0, (0..<context.numberOfItems(inSection: 0)).contains(indexPath.item) else { return nil }
        var attributes = LayoutAttributes(forCellWith: indexPath, frame: CGRect(x: 0, y: CGFloat(indexPath.item) * 50, width: 100, height: 50))
        attributes.transform = Transform2D(scaleX: 3, y: 3)
        attributes.alpha = 0.5
        return attributes
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        (0..<context.numberOfItems(inSection: 0)).compactMap { layoutAttributesForItem(at: ItemPath(item: $0, section: 0)) }
            .filter { $0.isShown(in: rect) }
    }
}

@Suite("TransitionLayout")
struct TransitionLayoutTests {
    private let context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 100, height: 400), itemCounts: [6])

    /// A list (100×50 rows) and a grid of two 50×50 columns under a 100×20 header.
    private func listToGrid() throws -> TransitionLayout {
        let list = try FlowLayout(configuration: FlowLayoutConfiguration(itemSize: CGSize(width: 100, height: 50),
                                                                         minimumLineSpacing: 0, minimumInteritemSpacing: 0))
        let grid = try FlowLayout(configuration: FlowLayoutConfiguration(itemSize: CGSize(width: 50, height: 50),
                                                                         minimumLineSpacing: 0, minimumInteritemSpacing: 0,
                                                                         headerReferenceSize: CGSize(width: 100, height: 20)))
        let transition = TransitionLayout(from: list, to: grid)
        try prepare(transition, context)
        return transition
    }

    private func frame(_ layout: TransitionLayout, item: Int) -> CGRect? {
        layout.layoutAttributesForItem(at: ItemPath(item: item, section: 0))?.frame
    }

    private let header = ElementKey(category: .supplementaryView(ElementCategory.headerKind), indexPath: ItemPath(item: 0, section: 0))

    @Test func progressZeroShowsTheCurrentLayout() throws {
        let transition = try listToGrid()
        #expect(frame(transition, item: 3) == CGRect(x: 0, y: 150, width: 100, height: 50))
        #expect(transition.collectionViewContentSize == CGSize(width: 100, height: 300))
        let rect = CGRect(x: 0, y: 0, width: 100, height: 400)
        let keys = Set(transition.layoutAttributesForElements(in: rect).map(\.key))
        #expect(keys == Set(transition.currentLayout.layoutAttributesForElements(in: rect).map(\.key)))
        #expect(!keys.contains(header))            // the grid's header has not begun to fade in
    }

    @Test func halfWayInterpolatesFramesAndFadesOneSidedElements() throws {
        let transition = try listToGrid()
        try transition.setTransitionProgress(0.5)
        // Item 3: list (0, 150, 100, 50) → grid (50, 20 + 50, 50, 50): half-way (25, 110, 75, 50).
        #expect(frame(transition, item: 3) == CGRect(x: 25, y: 110, width: 75, height: 50))
        // Item 0: (0, 0, 100, 50) → (0, 20, 50, 50): (0, 10, 75, 50).
        #expect(frame(transition, item: 0) == CGRect(x: 0, y: 10, width: 75, height: 50))
        // Content: the larger of 300 and 20 + 3 · 50 = 170 while the transition runs.
        #expect(transition.collectionViewContentSize == CGSize(width: 100, height: 300))
        let headerNow = try #require(transition.layoutAttributes(for: header))
        #expect(headerNow.alpha == 0.5)
        #expect(headerNow.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        let returned = transition.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 100, height: 400))
        #expect(returned.contains(headerNow))
    }

    @Test func progressOneShowsTheNextLayout() throws {
        let transition = try listToGrid()
        try transition.setTransitionProgress(1)
        let rect = CGRect(x: 0, y: 0, width: 100, height: 400)
        let byKey = { (elements: [LayoutAttributes]) in Dictionary(uniqueKeysWithValues: elements.map { ($0.key, $0) }) }
        #expect(byKey(transition.layoutAttributesForElements(in: rect)) == byKey(transition.nextLayout.layoutAttributesForElements(in: rect)))
        #expect(transition.collectionViewContentSize == CGSize(width: 100, height: 170))
    }

    @Test func transformsAndAlphaMoveLinearly() throws {
        let scaled = ScaledRowsLayout()
        let plain = try FlowLayout(configuration: FlowLayoutConfiguration(itemSize: CGSize(width: 100, height: 50),
                                                                          minimumLineSpacing: 0))
        let transition = TransitionLayout(from: plain, to: scaled)
        try prepare(transition, context)
        try transition.setTransitionProgress(0.25)
        let item = try #require(transition.layoutAttributesForItem(at: ItemPath(item: 1, section: 0)))
        #expect(item.transform == Transform2D(scaleX: 1.5, y: 1.5))   // 1 + (3 − 1) · 0.25
        #expect(item.alpha == 0.875)                                   // 1 + (0.5 − 1) · 0.25
        #expect(item.frame == CGRect(x: 0, y: 50, width: 100, height: 50))
    }

    @Test func progressChangesDoNotPrepareTheLayoutsAgain() throws {
        let transition = try listToGrid()
        try transition.setTransitionProgress(0.3)
        #expect(transition.pendingInvalidation == .layoutConfiguration)
        try transition.prepare()
        transition.hostState.pendingInvalidation = []
        #expect(transition.currentLayout.pendingInvalidation.isEmpty && transition.nextLayout.pendingInvalidation.isEmpty)
        #expect(frame(transition, item: 1)?.minX == 15)                // 0 + 50 · 0.3
    }

    @Test func progressOutsideZeroToOneIsRefused() throws {
        let transition = try listToGrid()
        for bad: CGFloat in [-0.1, 1.5, .nan, .infinity] {
            #expect(throws: LayoutError.self) { try transition.setTransitionProgress(bad) }
        }
        #expect(transition.transitionProgress == 0)
        do { try transition.setTransitionProgress(2) } catch {
            #expect(error.description.contains("transitionProgress"))
        }
    }

    /// Random pairs of flow layouts at a random progress: the rect query returns every element
    /// either layout shows in the rect whose interpolated place is in it (the reference
    /// interpolates each pair of brute-force attributes itself), and single queries agree.
    @Test func agreesWithInterpolatedBruteForce() async {
        let shape = zip(Gen.int(in: 10...120), Gen.int(in: 10...120), Gen.int(in: 0...30), Gen.bool, Gen.bool)
        let data = zip(Gen.int(in: 0...40).array(of: 1...3), Gen.int(in: 0...100), Gen.int(in: 0...1000), Gen.int(in: 50...500))
        await propertyCheck(count: 200, input: shape, data) { shape, data in
            let (side, otherSide, header, horizontal, pinned) = shape
            let (counts, percent, position, extent) = data
            let first = try FlowLayout(configuration: FlowLayoutConfiguration(
                itemSize: CGSize(width: side, height: side), headerReferenceSize: CGSize(width: header, height: header)))
            var secondConfiguration = FlowLayoutConfiguration(
                scrollDirection: horizontal ? .horizontal : .vertical, itemSize: CGSize(width: otherSide, height: otherSide / 2 + 5),
                footerReferenceSize: CGSize(width: 30, height: 30))
            secondConfiguration.sectionHeadersPinToVisibleBounds = pinned
            let second = try FlowLayout(configuration: secondConfiguration)
            let transition = TransitionLayout(from: first, to: second)
            let bounds = CGRect(x: 0, y: CGFloat(position), width: 320, height: 480)
            try prepare(transition, LayoutContext(bounds: bounds, itemCounts: counts))
            let progress = CGFloat(percent) / 100
            try transition.setTransitionProgress(progress)
            try transition.prepare()

            let rect = CGRect(x: 0, y: CGFloat(position), width: 320, height: CGFloat(extent))
            let kinds = [ElementCategory.headerKind, ElementCategory.footerKind]
            let reference = transitionByBruteForce(from: first.allElementsByBruteForce(supplementaryKinds: kinds),
                                                   to: second.allElementsByBruteForce(supplementaryKinds: kinds),
                                                   progress: progress, in: rect)
            checkLayoutContract(transition, rect: rect, allElements: reference)
        }
    }
}
