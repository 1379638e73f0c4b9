import Foundation
import PropertyBased
import TestSupport
import Testing
@_spi(Testing) @testable import LayoutCore
@_spi(Testing) @testable import Layouts
import Rendering

/// Justified rows (`catalogue-layouts.md`, "Justified rows"), worked out by hand.
@Suite("JustifiedLayout")
struct JustifiedLayoutTests {
    static func layout(_ ratios: [CGFloat], width: CGFloat, target: CGFloat = 100, spacing: CGFloat = 10,
                       change: (inout JustifiedLayoutConfiguration) -> Void = { _ in }) throws -> JustifiedLayout {
        var configuration = JustifiedLayoutConfiguration(targetRowHeight: target, spacing: spacing) { ratios[$0.item] }
        change(&configuration)
        let layout = try JustifiedLayout(configuration: configuration)
        try prepare(layout, LayoutContext(bounds: CGRect(x: 0, y: 0, width: width, height: 600), itemCounts: [ratios.count]))
        return layout
    }

    static func frames(_ layout: JustifiedLayout, count: Int, section: Int = 0) -> [CGRect] {
        (0..<count).compactMap { layout.layoutAttributesForItem(at: ItemPath(item: $0, section: section))?.frame }
    }

    @Test func rowsFillTheWidthNearTheTargetHeight() throws {
        // W = 410, H = 100, s = 10.
        // Row 1: ratios 2 + 2 fit at H exactly (200 + 10 + 200 = 410); a third photo (ratio 1)
        // would overfill (520), fitted at (410 − 20) / 5 = 78 against 400 / 4 = 100: not nearer.
        // Row 2: 1 + 1 fit (210); the next (2) overfills (420 + 20 > 410) but fitted with it the
        // row is (410 − 20) / 4 = 97.5 tall against 400 / 2 = 200 without: taken.
        // Row 3, the last: 1.5 + 0.5 at H = 100, leading.
        let layout = try Self.layout([2, 2, 1, 1, 2, 1.5, 0.5], width: 410)
        #expect(Self.frames(layout, count: 7) == [
            CGRect(x: 0, y: 0, width: 200, height: 100), CGRect(x: 210, y: 0, width: 200, height: 100),
            CGRect(x: 0, y: 110, width: 97.5, height: 97.5), CGRect(x: 107.5, y: 110, width: 97.5, height: 97.5),
            CGRect(x: 215, y: 110, width: 195, height: 97.5),
            CGRect(x: 0, y: 217.5, width: 150, height: 100), CGRect(x: 160, y: 217.5, width: 50, height: 100),
        ])
        #expect(layout.collectionViewContentSize == CGSize(width: 410, height: 317.5))
    }

    @Test func aTieLeavesTheNextPhotoForTheNextRow() throws {
        // W = 375, H = 100, s = 0: 1 + 2 fit (300); with another 2 the row would be 375 / 5 = 75
        // tall, without it 375 / 3 = 125: both 25 from H, a tie, so it is not taken.
        let tie = try Self.layout([1, 2, 2], width: 375, spacing: 0)
        #expect(Self.frames(tie, count: 3) == [CGRect(x: 0, y: 0, width: 125, height: 125), CGRect(x: 125, y: 0, width: 250, height: 125),
                                               CGRect(x: 0, y: 125, width: 200, height: 100)])
        // A photo of 1.75 instead: 375 / 4.75 ≈ 78.95 is nearer 100 than 125: taken, the row filled.
        let nearer = try Self.layout([1, 2, 1.75], width: 375, spacing: 0)
        let row = Self.frames(nearer, count: 3)
        #expect(row.allSatisfy { abs($0.height - 375 / 4.75) < 1e-9 && $0.minY == 0 })
        #expect(row[2].maxX == 375)
    }

    @Test func aPanoramaIsARowAloneAndRowsMayBeCapped() throws {
        // W = 375, H = 100: a photo of 4 would be 400 wide at H, a row alone fitted to 375
        // (375 / 4 = 93.75 tall). The square before it is alone too, fitted: 375 × 375. The last
        // square stays at H.
        let uncapped = try Self.layout([1, 4, 1], width: 375, spacing: 0)
        #expect(Self.frames(uncapped, count: 3) == [CGRect(x: 0, y: 0, width: 375, height: 375),
                                                    CGRect(x: 0, y: 375, width: 375, height: 93.75),
                                                    CGRect(x: 0, y: 468.75, width: 100, height: 100)])
        // With a maximum of 150 the lone square stays 150 tall, leading, not filled.
        let capped = try Self.layout([1, 4, 1], width: 375, spacing: 0) { $0.maximumRowHeight = 150 }
        #expect(Self.frames(capped, count: 3)[0] == CGRect(x: 0, y: 0, width: 150, height: 150))
        #expect(Self.frames(capped, count: 3)[1] == CGRect(x: 0, y: 150, width: 375, height: 93.75))
    }

    @Test func aMinimumHeightKeepsARowFromTakingOneMorePhoto() throws {
        // As above, 1 + 2 then 1.75: taken it would leave the row ≈ 78.95 tall, below 80.
        let layout = try Self.layout([1, 2, 1.75], width: 375, spacing: 0) { $0.minimumRowHeight = 80 }
        #expect(Self.frames(layout, count: 3)[0] == CGRect(x: 0, y: 0, width: 125, height: 125))
        #expect(Self.frames(layout, count: 3)[2] == CGRect(x: 0, y: 125, width: 175, height: 100))
    }

    @Test func insetsHeadersAndFootersStackSections() throws {
        // Two sections of two squares in 220 (240 less insets of 10): 100 + 10 + 100 = 210 ≤ 220,
        // the last row at H. Section 0: header 30, inset 10, row 100, inset 10, footer 20: 0…170.
        var configuration = JustifiedLayoutConfiguration(targetRowHeight: 100, spacing: 10, sectionInset: LayoutEdgeInsets(all: 10))
        configuration.headerReferenceSize = CGSize(width: 0, height: 30)
        configuration.footerReferenceSize = CGSize(width: 0, height: 20)
        let layout = try JustifiedLayout(configuration: configuration)
        try prepare(layout, LayoutContext(bounds: CGRect(x: 0, y: 0, width: 240, height: 600), itemCounts: [2, 2]))
        #expect(Self.frames(layout, count: 2) == [CGRect(x: 10, y: 40, width: 100, height: 100), CGRect(x: 120, y: 40, width: 100, height: 100)])
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: ElementCategory.headerKind, at: ItemPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 170, width: 240, height: 30))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: ElementCategory.footerKind, at: ItemPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 150, width: 240, height: 20))
        #expect(Self.frames(layout, count: 2, section: 1)[0] == CGRect(x: 10, y: 210, width: 100, height: 100))
        #expect(layout.collectionViewContentSize == CGSize(width: 240, height: 340))
    }

    @Test func aPinnedHeaderStaysAtTheTopUntilItsSectionEnds() throws {
        var configuration = JustifiedLayoutConfiguration(targetRowHeight: 100, spacing: 10)
        configuration.headerReferenceSize = CGSize(width: 0, height: 30)
        configuration.sectionHeadersPinToVisibleBounds = true
        let layout = try JustifiedLayout(configuration: configuration)
        // Six squares in 210: two a row, three rows (0…320 after the 30-point header), then section 1.
        try prepare(layout, LayoutContext(bounds: CGRect(x: 0, y: 150, width: 210, height: 300), itemCounts: [6, 6]))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 151, width: 210, height: 300)))
        let header = { layout.layoutAttributesForSupplementaryView(ofKind: ElementCategory.headerKind, at: ItemPath(item: 0, section: 0)) }
        #expect(header()?.frame.minY == 150)
        #expect(header()?.zIndex == BoundaryPinning.zIndex)
        // Scrolled to 320 the section's items end at 30 + 320 = 350: the header is pushed to 320.
        layout.hostState.context.bounds.origin.y = 330
        #expect(header()?.frame.minY == 320)
        #expect(layout.layoutAttributesForElements(in: layout.context.bounds).contains { $0.key == header()?.key && $0.frame.minY == 320 })
    }

    @Test func aHorizontalLayoutFillsColumnsDownTheHeight() throws {
        // Columns 375 tall aiming for 100 wide; a photo of ratio a is 1/a of the column's width
        // tall: 1, 0.5 and 0.5 are 1, 2 and 2 widths tall. The first column takes the first two
        // (300 at 100; with the third 375 / 5 = 75 wide ties 375 / 3 = 125): 125 wide.
        var configuration = JustifiedLayoutConfiguration(scrollDirection: .horizontal, targetRowHeight: 100, spacing: 0)
        configuration.aspectRatioForItem = { [1, 0.5, 0.5][$0.item] }
        let layout = try JustifiedLayout(configuration: configuration)
        try prepare(layout, LayoutContext(bounds: CGRect(x: 0, y: 0, width: 400, height: 375), itemCounts: [3]))
        #expect(Self.frames(layout, count: 3) == [CGRect(x: 0, y: 0, width: 125, height: 125), CGRect(x: 0, y: 125, width: 125, height: 250),
                                                  CGRect(x: 125, y: 0, width: 100, height: 200)])
        #expect(layout.collectionViewContentSize == CGSize(width: 225, height: 375))
    }

    @Test func voiceOverReadsRowByRow() throws {
        // The rows of the first example: [0, 1], [2, 3, 4], [5, 6], each leading to trailing.
        let layout = try Self.layout([2, 2, 1, 1, 2, 1.5, 0.5], width: 410)
        let order = layout.accessibilityReadingOrder(of: layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 410, height: 600)).reversed())
        #expect(order.map(\.indexPath.item) == [0, 1, 2, 3, 4, 5, 6])
    }

    @Test func badSettingsAndRatiosAreRefusedWithTheValue() throws {
        #expect(throws: LayoutError.invalidValue(name: "targetRowHeight", value: 0, expected: "a finite height > 0")) {
            try JustifiedLayout(configuration: JustifiedLayoutConfiguration(targetRowHeight: 0))
        }
        #expect(throws: LayoutError.self) { try JustifiedLayout(configuration: JustifiedLayoutConfiguration(targetRowHeight: .nan)) }
        #expect(throws: LayoutError.self) { try JustifiedLayout(configuration: JustifiedLayoutConfiguration(spacing: -1)) }
        #expect(throws: LayoutError.self) {
            var configuration = JustifiedLayoutConfiguration(targetRowHeight: 100)
            configuration.maximumRowHeight = 90
            return try JustifiedLayout(configuration: configuration)
        }
        #expect(throws: LayoutError.self) {
            var configuration = JustifiedLayoutConfiguration(targetRowHeight: 100)
            configuration.minimumRowHeight = 120
            return try JustifiedLayout(configuration: configuration)
        }
        for bad in [CGFloat(0), -1, .nan, .infinity] {
            let layout = try JustifiedLayout(configuration: JustifiedLayoutConfiguration { $0.item == 2 ? bad : 1 })
            layout.hostState.context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), itemCounts: [4])
            let error = #expect(throws: LayoutError.self) { try layout.prepare() }
            #expect(error?.description.hasPrefix("aspectRatioForItem(\(ItemPath(item: 2, section: 0))) is \(bad.messageDescription)") == true,
                    "\(String(describing: error))")
        }
    }

    @Test func aChangedRatioBreaksRowsAgainAsAFreshLayoutWould() throws {
        // Rows [2, 2] [1, 1, 2] [1.5, 0.5]; item 4 becomes 1: [1, 1, 1] fit (320), 1.5 overfills
        // but brings the row from 390 / 3 = 130 to 380 / 4.5 ≈ 84.4, nearer: row 2 takes it and
        // the last row is the 0.5 alone.
        final class Ratios: @unchecked Sendable { var values: [CGFloat] = [2, 2, 1, 1, 2, 1.5, 0.5] }
        let ratios = Ratios()
        let layout = try JustifiedLayout(configuration: JustifiedLayoutConfiguration(targetRowHeight: 100, spacing: 10) { ratios.values[$0.item] })
        let context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 410, height: 600), itemCounts: [7])
        try prepare(layout, context)
        let firstRow = Self.frames(layout, count: 2)
        ratios.values[4] = 1
        layout.invalidateAspectRatios(ofItemsAt: [ItemPath(item: 4, section: 0)])
        #expect(layout.pendingInvalidation == [.layoutConfiguration, .anchorsVisibleContent])
        try layout.prepare()
        let fresh = try Self.layout(ratios.values, width: 410)
        #expect(close(Self.frames(layout, count: 7), Self.frames(fresh, count: 7)))
        #expect(Array(Self.frames(layout, count: 7).prefix(2)) == firstRow)
        #expect(close([Self.frames(layout, count: 7)[6]], [CGRect(x: 0, y: 110 + 380 / 4.5 + 10, width: 50, height: 100)]))
        #expect(abs(layout.collectionViewContentSize.height - fresh.collectionViewContentSize.height) < 1e-9)
    }

    @Test func aChangedRatioBreaksOnlyTheRowsAroundIt() throws {
        // 10,000 photos of seeded ratios from 0.5 to 2; the line rule is asked for a row's end
        // once per row while breaking again. After photo 5,000 changes, it is asked for a few rows
        // until the breaks fall where they fell, not for the ~3,000 rows after it. (Photos of a
        // repeating pattern may never meet the old breaks again: the rows after shift for good.)
        let counter = BreakCounter()
        var random = SplitMix64(seed: 7)
        let ratios = (0..<10_000).map { _ in CGFloat.random(in: 0.5...2, using: &random) }
        let breaker = CountingBreaker(inner: JustifiedRowBreaker(axis: .vertical, start: 0, crossStart: 0, available: 390, spacing: 4,
                                                                 targetHeight: 120, minimumHeight: nil, maximumHeight: nil), counter: counter)
        var store = LineStore(breaker: breaker, items: ratios)
        var changed = ratios
        changed[5_000] = 2.5
        counter.count = 0
        store.replace(item: 5_000, with: 2.5)
        #expect(counter.count < 20, "asked \(counter.count) times")
        let fresh = LineStore(breaker: breaker, items: changed)
        for item in stride(from: 0, to: 10_000, by: 97) { #expect(close([store.frame(of: item)], [fresh.frame(of: item)]), "photo \(item)") }
        #expect(abs(store.end - fresh.end) < 1e-6)
    }

    @Test func changedRatiosAgreeWithAFreshLayout() async {
        let input = zip(Gen.cgFloat(in: 0.3...3).array(of: 1...80), Gen.int(in: 0...79).array(of: 1...4), Gen.cgFloat(in: 0.3...4).array(of: 4),
                        Gen.cgFloat(in: 100...500), Gen.cgFloat(in: 0...12))
        await propertyCheck(count: 150, input: input) { ratios, changedIndices, newRatios, width, spacing in
            final class Ratios: @unchecked Sendable { var values: [CGFloat] = [] }
            let store = Ratios()
            store.values = ratios
            let layout = try JustifiedLayout(configuration: JustifiedLayoutConfiguration(targetRowHeight: 90, spacing: spacing) { store.values[$0.item] })
            try prepare(layout, LayoutContext(bounds: CGRect(x: 0, y: 0, width: width, height: 500), itemCounts: [ratios.count]))
            var paths: [ItemPath] = []
            for (index, item) in changedIndices.enumerated() where item < ratios.count {
                store.values[item] = newRatios[index]
                paths.append(ItemPath(item: item, section: 0))
            }
            layout.invalidateAspectRatios(ofItemsAt: paths)
            try layout.prepare()
            layout.hostState.pendingInvalidation = []
            let fresh = try Self.layout(store.values, width: width, target: 90, spacing: spacing)
            #expect(close(Self.frames(layout, count: ratios.count), Self.frames(fresh, count: ratios.count)))
            checkLayoutContract(layout, rect: CGRect(x: 0, y: 0, width: width, height: 800))
        }
    }

    @Test func agreesWithBruteForce() async {
        let shape = zip(Gen.bool, Gen.cgFloat(in: 20...200), Gen.cgFloat(in: 0...20), Gen.cgFloat(in: 0...30), Gen.bool, Gen.bool, Gen.int(in: 0...1000))
        let data = zip(Gen.int(in: 0...60).array(of: 0...4), Gen.cgFloat(in: 0...500), Gen.cgFloat(in: 0...600),
                       Gen.cgFloat(in: -100...3000), Gen.cgFloat(in: 0...700))
        await propertyCheck(count: 150, input: shape, data) { shape, data in
            let (horizontal, target, spacing, inset, pins, limits, seed) = shape
            let (counts, width, height, position, extent) = data
            var configuration = JustifiedLayoutConfiguration(scrollDirection: horizontal ? .horizontal : .vertical, targetRowHeight: target,
                                                             spacing: spacing, sectionInset: LayoutEdgeInsets(top: inset, left: inset / 2, bottom: inset, right: inset / 3))
            configuration.aspectRatioForItem = { path in CGFloat(1 + (path.item &* 37 &+ path.section &* 11 &+ seed) % 40) / 10 }
            configuration.headerReferenceSize = CGSize(width: 24, height: 24)
            configuration.footerReferenceSize = CGSize(width: 12, height: 12)
            configuration.sectionHeadersPinToVisibleBounds = pins
            if limits {
                configuration.maximumRowHeight = target * 1.5
                configuration.minimumRowHeight = target * 0.7
            }
            let layout = try JustifiedLayout(configuration: configuration)
            let origin = horizontal ? CGPoint(x: position, y: 0) : CGPoint(x: 0, y: position)
            try prepare(layout, LayoutContext(bounds: CGRect(origin: origin, size: CGSize(width: width, height: height)), itemCounts: counts))
            let rect = horizontal ? CGRect(x: position, y: 0, width: extent, height: height) : CGRect(x: 0, y: position, width: width, height: extent)
            checkLayoutContract(layout, rect: rect, supplementaryKinds: [ElementCategory.headerKind, ElementCategory.footerKind])
            // Full rows end at the trailing inset; no row is taller than the maximum.
            let cross = horizontal ? height : width
            for (section, count) in counts.enumerated() where count > 0 {
                let frames = Self.frames(layout, count: count, section: section)
                let (crossStart, crossEnd) = horizontal ? (inset, cross - inset) : (inset / 2, cross - inset / 3)
                for frame in frames {
                    #expect(frame.maxAcross(horizontal) <= max(crossEnd, crossStart) + 1e-6)
                    if limits { #expect(frame.length(horizontal ? .horizontal : .vertical) <= target * 1.5 + 1e-9) }
                }
            }
        }
    }
}

/// Counts how often a row's end is asked for.
final class BreakCounter: @unchecked Sendable { var count = 0 }

/// A justified row rule that counts the rows it breaks.
struct CountingBreaker: LineBreaking {
    var inner: JustifiedRowBreaker
    let counter: BreakCounter
    var axis: ScrollDirection { inner.axis }
    var start: CGFloat {
        get { inner.start }
        set { inner.start = newValue }
    }
    var lineSpacing: CGFloat { inner.lineSpacing }
    var crossStart: CGFloat { inner.crossStart }
    var available: CGFloat { inner.available }
    func lineEnd(from first: Int, count: Int, item: (Int) -> CGFloat) -> Int {
        counter.count += 1
        return inner.lineEnd(from: first, count: count, item: item)
    }
    func thickness(of items: ArraySlice<CGFloat>, isLast: Bool) -> CGFloat { inner.thickness(of: items, isLast: isLast) }
    func place(_ items: ArraySlice<CGFloat>, at lineStart: CGFloat, isLast: Bool) -> [CGRect] { inner.place(items, at: lineStart, isLast: isLast) }
    func crossLength(of item: CGFloat) -> CGFloat { inner.crossLength(of: item) }
    func keepsBreaks(replacing old: CGFloat, with new: CGFloat) -> Bool { inner.keepsBreaks(replacing: old, with: new) }
}

/// Whether two lists of frames agree to a millionth of a point.
func close(_ a: [CGRect], _ b: [CGRect]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { a, b in
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
    }
}

private extension CGRect {
    func maxAcross(_ horizontal: Bool) -> CGFloat { horizontal ? maxY : maxX }
}
