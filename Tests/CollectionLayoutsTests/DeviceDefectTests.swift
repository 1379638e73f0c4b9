@_spi(Testing) import CompositionalLayoutModule
import CompositionalReferenceProbe
@_spi(Testing) import DiffableData
import Foundation
import GalleryModule
@_spi(Testing) import LayoutCore
@_spi(Testing) @testable import LayoutHosting
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Screens
@_spi(Testing) import Simulation
import TestSupport
import Testing

/// The device defects a strict view exposes, one test (or more) each, numbered as they were
/// reported: each fails on the lenient view and host that came before, where a screen would crash
/// or misbehave on an iPhone while every test here passed.
@Suite("Device defects the strict view catches")
struct DeviceDefectTests {
    static let size = CGSize(width: 390, height: 844)

    // MARK: 1. Unregistered decoration kinds

    /// "4-01": four columns; dragging divider 0 shows its handle, a decoration view.
    private func collageCanvas(registering registry: ViewRegistry) throws -> (SimulatedCollectionView, CollageEditorController<Int>) {
        let clock = ManualClock()
        let template = try CollageCatalogue.template(id: "4-01")
        let canvas = try SimulatedCollectionView(size: CGSize(width: 390, height: 500), layout: CollageLayout(template: template),
                                                 itemCounts: [4], clock: clock, registering: registry)
        let picker = try SimulatedCollectionView(size: CGSize(width: 390, height: 80), layout: FlowLayout(),
                                                 itemCounts: [CollageCatalogue.entries.count], clock: clock)
        return (canvas, try CollageEditorController(canvas: canvas, picker: picker, photos: [0, 1, 2, 3], templates: CollageCatalogue.entries))
    }

    @Test func aCollageHandleNeedsItsDecorationViewRegistered() throws {
        let (canvas, controller) = try collageCanvas(registering: ViewRegistry())
        // A failure during a drag no caller can take: a runtime issue, as UIKit would raise.
        expectRuntimeIssue("no view is registered for decoration view kind \"collage-divider\"") {
            #expect(controller.touchBegan(grabbing: CGPoint(x: 97.5, y: 250)) == .divider(0))
            controller.touchMoved(by: CGPoint(x: 20, y: 0))
        }
        #expect(!canvas.visibleElements.contains { $0.category == .decorationView(CollageLayout.dividerKind) })
        #expect(canvas.lastLayoutError == .unregisteredView(
            ElementKey(category: .decorationView(CollageLayout.dividerKind), indexPath: ItemPath(item: 0, section: 0)),
            reuseIdentifier: nil, layout: "CollageLayout"))
        #expect(canvas.lastLayoutError?.description.contains("\"collage-divider\"") == true)

        let (registered, registeredController) = try collageCanvas(registering: ViewRegistry(decorationKinds: [CollageLayout.dividerKind]))
        _ = registeredController.touchBegan(at: CGPoint(x: 97.5, y: 250))
        registeredController.touchMoved(by: CGPoint(x: 20, y: 0))
        #expect(registered.visibleElements.contains { $0.category == .decorationView(CollageLayout.dividerKind) })
        #expect(registered.lastLayoutError == nil)
    }

    /// A list whose sections sit on a background decoration.
    private func backgroundList() -> CompositionalLayout {
        let section = LayoutSection.list()
        section.decorationItems = [.background(elementKind: "background")]
        return CompositionalLayout(section: section)
    }

    @Test func compositionalDecorationsNeedTheirViewsRegistered() throws {
        #expect(throws: LayoutError.unregisteredView(ElementKey(category: .decorationView("background"), indexPath: ItemPath(item: 0, section: 0)),
                                                     reuseIdentifier: nil, layout: "CompositionalLayout")) {
            try SimulatedCollectionView(size: Self.size, layout: backgroundList(), itemCounts: [10], clock: ManualClock())
        }
        let view = try SimulatedCollectionView(size: Self.size, layout: backgroundList(), itemCounts: [10], clock: ManualClock(),
                                               registering: ViewRegistry(decorationKinds: ["background"]))
        #expect(view.visibleElements.filter { $0.category == .decorationView("background") }.count == 1)
    }

    /// The probe registers what each preset's layout returns: with those registrations a strict
    /// view shows every preset from top to bottom without an error; without them, the presets
    /// with headers are refused.
    @Test func theReferenceProbeRegistersEveryKindItsPresetsReturn() throws {
        var refused = 0
        for preset in ReferencePreset.all {
            let view = try SimulatedCollectionView(size: Self.size, layout: preset.makeLayout(), itemCounts: preset.itemCounts,
                                                   clock: ManualClock(), registering: preset.registry)
            view.setContentOffset(CGPoint(x: 0, y: view.scrollableRange(.vertical).upperBound), animated: false)
            #expect(view.lastLayoutError == nil, "\(preset.name)")
            if !preset.registry.supplementaryReuseIdentifiers.isEmpty || !preset.registry.decorationKinds.isEmpty {
                refused += 1
                #expect(throws: LayoutError.self, "\(preset.name)") {
                    let bare = try SimulatedCollectionView(size: Self.size, layout: preset.makeLayout(), itemCounts: preset.itemCounts,
                                                           clock: ManualClock())
                    bare.setContentOffset(CGPoint(x: 0, y: bare.scrollableRange(.vertical).upperBound), animated: false)
                    if let error = bare.lastLayoutError { throw error }
                }
            }
        }
        #expect(refused == 3)   // nested groups scrolling and the profile page have headers; pinned headers, headers and backgrounds
    }

    // MARK: 3. A layout switch drops what was hosted for the old layout and carries the registrations

    @Test func aLayoutSwitchDropsTheOldSectionOffsetsAndKeepsTheRegistrations() throws {
        let view = try SimulatedCollectionView(size: Self.size, layout: CompositionalLayout.nestedGroupsScrolling(), itemCounts: [12, 12],
                                               clock: ManualClock(), registering: ViewRegistry(supplementaryKinds: [ElementCategory.headerKind]))
        view.register(forDecorationViewOfKind: "background")
        let first = view.collectionLayout
        try view.setOrthogonalContentOffset(200, inSection: 1, animated: false)
        try view.setCollectionViewLayout(CompositionalLayout.nestedGroupsScrolling())
        // A new layout object: its sections start where their own scroll views start.
        #expect(view.orthogonalContentOffset(inSection: 1) == 0)
        // So does the first one, shown again: what was hosted for it went with it.
        try view.setCollectionViewLayout(first)
        #expect(view.orthogonalContentOffset(inSection: 1) == 0)
        #expect(view.visibleElements.allSatisfy { $0.category != .cell || $0.indexPath.section != 1 || $0.frame.minX >= 0 })
        try view.setCollectionViewLayout(CompositionalLayout.nestedGroupsScrolling())
        #expect(view.engine.layout.registry.decorationKinds == ["background"])
        try view.setCollectionViewLayout(backgroundList())
        #expect(view.visibleElements.contains { $0.category == .decorationView("background") })
        #expect(view.lastLayoutError == nil)
    }

    // MARK: 4. Layouts that animate their own updates get them without UIKit's animation

    @Test func theHostDecidesWhetherAnUpdateAnimates() throws {
        let strip = HostedLayout(try ThumbnailStripLayout())
        #expect(!strip.animatesBatchUpdates(true))
        #expect(!strip.animatesBatchUpdates(false))
        let flow = HostedLayout(try FlowLayout())
        #expect(flow.animatesBatchUpdates(true) && !flow.animatesBatchUpdates(false))
    }

    // MARK: 5. Right-to-left sections driven by a scroll view

    /// A section scroll view in a right-to-left layout starts at its right end, and its offsets
    /// reach the layout reflected: 2268 − p (ten groups of 264.2 over a 390-point band).
    @Test func aRightToLeftSectionScrollViewReachesTheLayoutReflected() throws {
        let layout = CompositionalLayout.nestedGroupsScrolling()
        let host = HostedLayout(layout)   // as the UIKit adapter: UIKit mirrors the view itself
        var context = LayoutContext(bounds: CGRect(origin: .zero, size: Self.size))
        context.traits.layoutDirection = .rightToLeft
        try host.prepare(with: context, itemCounts: { [12, 12] })
        let band = try #require(host.orthogonalSection(0))
        #expect(band.isReversed)
        let upper = band.scrollableRange.upperBound
        #expect(band.scrollViewOffset(forLayoutOffset: 0) == upper)
        // The finger moves right: the scroll view's offset falls, and the section scrolls on.
        #expect(host.sectionScrollViewDidScroll(to: upper - 100, inSection: 0))
        #expect(host.orthogonalContentOffset(inSection: 0) == 100)
        // A fling to the left in the scroll view (positive velocity) is a fling back in the layout.
        let target = host.targetScrollViewOffset(inSection: 0, forProposedOffset: upper - 90, startOffset: upper - 100,
                                                 velocity: ScrollVelocity.fromUIKit(1))
        #expect(target <= upper && target >= upper - 100)
        // Left to right nothing is reflected.
        try host.prepare(with: LayoutContext(bounds: CGRect(origin: .zero, size: Self.size)), itemCounts: { [12, 12] })
        #expect(host.orthogonalSection(0)?.isReversed == false)
    }

    // MARK: 7. Screens set up before their views have a size

    private func pizzaHalf(_ orientation: PizzaHalfOrientation, size: CGSize, clock: ManualClock) throws -> SimulatedCollectionView {
        try SimulatedCollectionView(size: size, layout: PizzaHalfSelectorLayout(configuration: .init(orientation: orientation, itemHeight: 160)),
                                    itemCounts: [6], clock: clock, registering: ViewRegistry(supplementaryKinds: [PizzaHalfSelectorLayout.captionKind]))
    }

    @Test func thePizzaCoordinatorGivesTheHalvesTheirInsetAndFollowsTheirSize() throws {
        let clock = ManualClock()
        let menu = ["a", "b", "c", "d", "e", "f"]
        // Views with their size: the coordinator alone centres the first pizza, (600 − 160)/2 = 220 each side.
        let left = try pizzaHalf(.left, size: CGSize(width: 187, height: 600), clock: clock)
        let right = try pizzaHalf(.right, size: CGSize(width: 187, height: 600), clock: clock)
        let coordinator = try PizzaHalvesCoordinator(left: left, right: right, menu: menu)
        #expect(left.contentInset == LayoutEdgeInsets(top: 220, left: 0, bottom: 220, right: 0))
        #expect(left.contentOffset.y == -220 && right.contentOffset.y == -220)
        #expect(coordinator.state.centralCaption == "a")
        // Views made before they had a size, as in viewDidLoad, then laid out at 187 × 700.
        let early = try [PizzaHalfOrientation.left, .right].map { try pizzaHalf($0, size: .zero, clock: clock) }
        let late = try PizzaHalvesCoordinator(left: early[0], right: early[1], menu: menu)
        for view in early { try view.setBoundsSize(CGSize(width: 187, height: 700)) }   // the system's layout
        try late.resize(to: CGSize(width: 187, height: 700))                            // viewDidLayoutSubviews
        #expect(early[0].contentInset.top == 270 && early[1].contentInset.bottom == 270)
        #expect(early.allSatisfy { $0.contentOffset.y == -270 })
        #expect(late.state.centralCaption == "a")
        // Called again with nothing changed, it changes nothing.
        early[1].setContentOffset(CGPoint(x: 0, y: -110), animated: false)
        try late.resize(to: CGSize(width: 187, height: 700))
        #expect(early[1].contentOffset.y == -110)
    }

    @Test func thePhotoEditorFitsItsStripOnceTheViewsHaveTheirSizes() throws {
        let clock = ManualClock()
        let photos = (0..<8).map { EditorPhoto(name: "photo \($0)", aspectRatio: 1) }
        let preview = try SimulatedCollectionView(size: .zero, layout: ParallaxPreviewLayout(), itemCounts: [8], clock: clock)
        let strip = try SimulatedCollectionView(size: .zero, layout: ThumbnailStripLayout(), itemCounts: [8], clock: clock)
        let controller = try PhotoEditorController(preview: preview, thumbnails: strip, photos: photos, aspectRatio: \.aspectRatio, clock: clock)
        // The system lays the views out: 390 × 600 above 390 × 66.
        try preview.setBoundsSize(CGSize(width: 390, height: 600))
        try strip.setBoundsSize(CGSize(width: 390, height: 66))
        try controller.viewsDidResize()
        let inset = controller.thumbnailsLayout.centeringContentInset(forBoundsSize: CGSize(width: 390, height: 66))
        #expect(inset.left > 0 && strip.contentInset == inset)
        // Photo 0 sits at the centre of the strip (places every 37 points: 195 − 37/2 = 176.5
        // before it), and the preview shows page 0.
        #expect(strip.contentOffset.x == -176.5)
        #expect(preview.contentOffset.x == 0 && controller.activeIndex == 0)
        // Nothing changed since: nothing moves.
        strip.setContentOffset(CGPoint(x: strip.contentOffset.x + 5, y: 0), animated: false)
        let moved = strip.contentOffset
        try controller.viewsDidResize()
        #expect(strip.contentOffset == moved)
    }

    // MARK: 8. A wrapping carousel starts in the middle of its band once it has a size

    @Test func aWrappingCarouselIsCentredWhenItFirstHasASize() throws {
        var configuration = CarouselLayoutConfiguration(type: .linear)
        configuration.wraps = true
        let layout = try CarouselLayout(configuration: configuration)
        let view = try SimulatedCollectionView(size: .zero, layout: layout, itemCounts: [10], clock: ManualClock())
        try view.setBoundsSize(CGSize(width: 390, height: 300))
        // The band is many periods long; the view rests in its middle period, on item 0.
        #expect(view.contentOffset.x > 0)
        #expect(layout.currentItemIndex == 0)
        #expect(view.contentOffset.x >= view.contentSize.width / 3 && view.contentOffset.x <= 2 * view.contentSize.width / 3)
    }

    // MARK: 10. Pizza captions are not section headers

    @Test func pizzaCaptionsHaveAKindOfTheirOwn() throws {
        #expect(PizzaHalfSelectorLayout.captionKind != ElementCategory.headerKind)
        let layout = try PizzaHalfSelectorLayout(configuration: .init(orientation: .left))
        // An app that registered only section headers gets a clear error, not an empty header view.
        #expect(throws: LayoutError.self) {
            try SimulatedCollectionView(size: CGSize(width: 195, height: 700), layout: layout, itemCounts: [6], clock: ManualClock(),
                                        registering: ViewRegistry(supplementaryKinds: [ElementCategory.headerKind]))
        }
    }

    // MARK: 11. Wheel and carousel under a navigation bar

    @Test func theWheelAndTheCarouselDoNotScrollVerticallyUnderBars() throws {
        let bars = LayoutEdgeInsets(top: 91, left: 0, bottom: 34, right: 0)
        for layout in [try WheelLayout() as any CollectionLayout, try CarouselLayout(configuration: .init(type: .coverFlow))] {
            let view = try SimulatedCollectionView(size: Self.size, layout: layout, itemCounts: [20], clock: ManualClock(), safeAreaInsets: bars)
            // 844 − 91 − 34 = 719 tall: the vertical range is the single resting offset −91.
            #expect(view.contentSize.height == 719)
            #expect(view.scrollableRange(.vertical) == -91 ... -91)
            #expect(!view.canScroll(.vertical))
        }
    }

    // MARK: 12. The SwiftUI view's size

    @Test func aViewAsksForItsContentWhereTheProposalLeavesAnExtentOpen() throws {
        let view = try SimulatedCollectionView(size: CGSize(width: 100, height: 100), layout: TableLayout(itemSize: CGSize(width: 0, height: 44)),
                                               itemCounts: [10], clock: ManualClock())
        let measure = { try TableLayout(itemSize: CGSize(width: 0, height: 44)) }
        // An infinite height (a stack asking how far the view stretches) is answered quietly; no
        // height at all, along the axis the table scrolls (inside a vertical ScrollView), makes
        // every cell, and is a runtime issue naming what to do, once per view.
        #expect(try view.engine.sizeThatFits(width: 320, height: .infinity, measuringWith: measure) == CGSize(width: 320, height: 440))
        expectRuntimeIssue("given no height along the axis it scrolls (inside a ScrollView of that axis") {
            #expect((try? view.engine.sizeThatFits(width: 320, height: nil, measuringWith: measure)) == CGSize(width: 320, height: 440))
        }
        #expect(try view.engine.sizeThatFits(width: 320, height: nil, measuringWith: measure) == CGSize(width: 320, height: 440))
        // Across the axis it scrolls, an open extent is the content's, lazily: a horizontal strip
        // of ten 100-wide items in a vertical ScrollView is 60 tall, and nothing is reported.
        let strip = try SimulatedCollectionView(size: CGSize(width: 320, height: 60),
                                                layout: FlowLayout(configuration: FlowLayoutConfiguration(scrollDirection: .horizontal,
                                                                                                          itemSize: CGSize(width: 100, height: 60))),
                                                itemCounts: [10], clock: ManualClock())
        let strips = { try FlowLayout(configuration: FlowLayoutConfiguration(scrollDirection: .horizontal, itemSize: CGSize(width: 100, height: 60))) }
        #expect(try strip.engine.sizeThatFits(width: 320, height: nil, measuringWith: strips).height == 60)
        #expect(try view.engine.sizeThatFits(width: 320, height: 200, measuringWith: measure) == CGSize(width: 320, height: 200))
        // Both extents given: no layout is made for the measure.
        var made = 0
        #expect(try view.engine.sizeThatFits(width: 320, height: 200, measuringWith: { made += 1; return try measure() }) == CGSize(width: 320, height: 200))
        #expect(made == 0)
        // The layout shown is left as it was: measured on another layout object.
        #expect(view.collectionLayout.context.bounds.size == CGSize(width: 100, height: 100))
        #expect(!view.engine.layout.needsPrepare)
    }

    /// The axis is the one the layout declares, not a guess from the content's shape: a strip of
    /// two 100-wide items 10 apart (210 by 60, narrower than its 320) looks like content scrolling up and
    /// down, yet left without a width in a horizontal ScrollView it makes every cell, and that is
    /// reported; left without a height, across its axis, it is not.
    @Test func theAxisAnOpenExtentIsJudgedOnIsTheOneTheLayoutDeclares() throws {
        let strips = { try FlowLayout(configuration: FlowLayoutConfiguration(scrollDirection: .horizontal, itemSize: CGSize(width: 100, height: 60))) }
        let strip = try SimulatedCollectionView(size: CGSize(width: 320, height: 60), layout: strips(), itemCounts: [2], clock: ManualClock())
        #expect(strip.collectionLayout.scrollAxes == .horizontal)
        #expect(try strip.engine.sizeThatFits(width: 320, height: nil, measuringWith: strips) == CGSize(width: 320, height: 60))
        expectRuntimeIssue("given no width along the axis it scrolls") {
            let size = try? strip.engine.sizeThatFits(width: nil, height: 60, measuringWith: strips)
            #expect(size == CGSize(width: 210, height: 60), "\(String(describing: size))")
        }
        // A spreadsheet scrolls both ways: either extent left open is reported.
        #expect(try GridLayout().scrollAxes == .both)
        let grids = { BothWaysRows() as any CollectionLayout }
        let grid = try SimulatedCollectionView(size: CGSize(width: 320, height: 400), layout: grids(), itemCounts: [2], clock: ManualClock())
        expectRuntimeIssue("given no width along the axis it scrolls") {
            _ = try? grid.engine.sizeThatFits(width: nil, height: 400, measuringWith: grids)
        }
    }
}

/// Two rows 50 tall in content 320 by 100 that declares it scrolls both ways.
private final class BothWaysRows: CollectionLayoutBase {
    override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 100) }
    override var scrollAxes: ScrollAxes { .both }
}
