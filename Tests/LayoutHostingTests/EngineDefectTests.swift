import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import LayoutHosting
import Testing


/// A delegate that moves every fling's target to 100.
private final class RetargetingDelegate: ScrollViewDelegate {
    func scrollViewWillEndDragging(_ scrollView: any ScrollableCollection, withVelocity velocity: CGPoint,
                                   targetContentOffset: inout CGPoint) {
        targetContentOffset = CGPoint(x: 100, y: 0)
    }
}

/// A `ScrollableCollection` for the engine to hand its delegate, with nothing behind it.
private final class Bystander: ScrollableCollection {
    var bounds: CGRect = .zero
    var contentOffset: CGPoint { bounds.origin }
    var contentSize: CGSize = .zero
    var adjustedContentInset = LayoutEdgeInsets.zero
    var collectionLayout: any CollectionLayout = CollectionLayoutBase()
    var isDragging = false
    var isDecelerating = false
    weak var delegate: (any ScrollViewDelegate)?
    var contentInset = LayoutEdgeInsets.zero
    var accessibilityCustomActionProvider: ((ElementKey) -> [AccessibilityCustomAction])?
    func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
    func scrollToItem(at indexPath: ItemPath, at position: CollectionViewScrollPosition, animated: Bool) throws(LayoutError) {}
    func layoutIfNeeded() {}
    func announceForAccessibility(_ announcement: String) {}
    func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? { nil }
    func setContentInset(_ inset: LayoutEdgeInsets) throws(LayoutError) {}
    func setBoundsSize(_ size: CGSize) throws(LayoutError) {}
    func performBatchUpdates(itemCounts: [Int], updatingData: () -> Void, _ updates: (inout BatchUpdates) -> Void,
                             completion: ((Bool) -> Void)?) throws(BatchUpdateError) {}
}

/// The defects a reading of `LayoutUIKit` found (issue 36), as the engine decides them for both
/// views; the UIKit layer hands each decision over (`UIKitTranslationTests` checks that it does).
@Suite("Device defects the one engine decides away")
struct EngineDefectTests {
    // MARK: 1. VoiceOver's own order needs all four container methods

    /// In a layout that selects, the engine answers all four of UIKit's container methods, and
    /// they agree: the count is the number of elements, the element at each index is that
    /// element, and each element's index is its place. Ten cards at rest on card 2 (offset 200):
    /// card 2 is the one adjustable element, among the cards shown.
    @Test func theContainerAnswersAllFourQuestionsAlike() throws {
        let view = HeadlessPlatform(layout: CardStrip(), bounds: CGRect(x: 200, y: 0, width: 390, height: 300), itemCounts: [10])
        view.layoutIfNeeded()
        let engine = view.engine
        let elements = try #require(engine.accessibilityContainerElements)
        let container = try #require(engine.accessibilityContainer { $0 })
        #expect(container.count == elements.count)
        #expect(elements.filter { $0.traits.contains(.adjustable) }.map(\.key) == [ElementKey(category: .cell, indexPath: ItemPath(item: 2, section: 0))])
        for (index, element) in elements.enumerated() {
            #expect(container.element(at: index) == element)
            #expect(container.index { $0.key == element.key } == index)
        }
        #expect(container.element(at: elements.count) == nil)
        // A list read in index-path order keeps UIKit's own order: a count of NSNotFound.
        let list = HeadlessPlatform(layout: ShiftingRows(), itemCounts: [100])
        list.layoutIfNeeded()
        #expect(list.engine.accessibilityContainer { $0 } == nil)
    }

    // MARK: 4. The layouts' development direction is left to right

    /// The direction a layout is written in is left to right unless it says otherwise, whatever
    /// the app's development region, and a view mirrors a layout that flips exactly when its own
    /// direction differs from the layout's (issue 55: it was left to right for every layout, so a
    /// layout written right to left was mirrored in the wrong direction).
    @Test func layoutsAreWrittenLeftToRightUnlessTheySayOtherwise() {
        let flips = HeadlessFlippingLayout()
        #expect(flips.developmentLayoutDirection == .leftToRight)
        #expect(HostedLayout.mirrors(flips, in: .rightToLeft))
        #expect(!HostedLayout.mirrors(flips, in: .leftToRight))
        #expect(!HostedLayout.mirrors(ShiftingRows(), in: .rightToLeft))
        let writtenRightToLeft = RightToLeftFlippingLayout()
        #expect(!HostedLayout.mirrors(writtenRightToLeft, in: .rightToLeft))
        #expect(HostedLayout.mirrors(writtenRightToLeft, in: .leftToRight))
    }

    /// A layout written right to left, which flips.
    final class RightToLeftFlippingLayout: CollectionLayoutBase {
        override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
        override var developmentLayoutDirection: LayoutTraits.LayoutDirection { .rightToLeft }
    }

    // MARK: 5. Section scroll views with an adapter alone, and after any change of layout

    /// While the view shows the layout, its section's scroll view exists, takes sideways pans in
    /// the band, and the view's own pan waits for it. Once the view shows another layout (the
    /// app's own `setCollectionViewLayout` on a bare adapter, or the engine's switch), the scroll
    /// views made for the old one go, take no pan, and hold nothing back.
    @Test func sectionScrollViewsBelongToTheLayoutShown() throws {
        let view = HeadlessPlatform(layout: SideRow(), itemCounts: [10])
        view.layoutIfNeeded()
        let engine = view.engine, shown = engine.layout
        #expect(engine.sectionScrollViewFrames(for: shown).map(\.section) == [0])
        #expect(engine.sectionPanBegins(in: shown, section: 0, at: CGPoint(x: 50, y: 50), velocity: CGPoint(x: -300, y: 20)))
        #expect(!engine.sectionPanBegins(in: shown, section: 0, at: CGPoint(x: 50, y: 50), velocity: CGPoint(x: -20, y: 300)))
        #expect(!engine.sectionPanBegins(in: shown, section: 0, at: CGPoint(x: 50, y: 500), velocity: CGPoint(x: -300, y: 0)))
        #expect(engine.viewPanWaitsForSectionPan(in: shown))
        // The app gives its collection view a layout of its own.
        view.showsEngineLayout = false
        #expect(engine.sectionScrollViewFrames(for: shown).isEmpty)
        #expect(!engine.sectionPanBegins(in: shown, section: 0, at: CGPoint(x: 50, y: 50), velocity: CGPoint(x: -300, y: 20)))
        #expect(!engine.viewPanWaitsForSectionPan(in: shown))
        // The engine's own switch.
        view.showsEngineLayout = true
        try engine.setCollectionViewLayout(ShiftingRows(), animated: true)
        #expect(engine.sectionScrollViewFrames(for: shown).isEmpty)
        #expect(!engine.viewPanWaitsForSectionPan(in: shown))
    }

    // MARK: 9. VoiceOver's views are given their elements when they change, not every frame

    /// A list of 100 rows 50 tall in 844 points shows 17 (0…16): the first layout pass gives all
    /// 17 their elements; another pass over the same rows gives none; a scroll of 10 points
    /// gives only the row that comes on screen (17), not the 17 whose frames moved; an update
    /// that shifts every position gives every row again.
    @Test func viewsAreGivenTheirElementsOnlyWhenTheyChange() throws {
        let view = HeadlessPlatform(layout: ShiftingRows(), itemCounts: [100])
        view.layoutIfNeeded()
        let engine = view.engine
        #expect(engine.accessibilityAssignments().map(\.key.indexPath.item) == Array(0...16))
        view.layoutIfNeeded()
        #expect(engine.accessibilityAssignments().isEmpty)
        view.moveContentOffset(to: CGPoint(x: 0, y: 10), animated: false)
        #expect(engine.accessibilityAssignments().map(\.key.indexPath.item) == [17])
        try engine.reloadData(itemCounts: [101], updatingData: {})
        #expect(engine.accessibilityAssignments().count == 18)
        #expect(engine.accessibilityAssignments().isEmpty)
    }

    /// The adjustable element stands over its item's visible frame (after the item's transform),
    /// which the engine answers: a view's `frame` is undefined under a 3D transform.
    @Test func theAdjustableElementStandsOverTheVisibleFrame() throws {
        let view = HeadlessPlatform(layout: TiltedCardStrip(), bounds: CGRect(x: 200, y: 0, width: 390, height: 300), itemCounts: [10])
        view.layoutIfNeeded()
        let adjustable = try #require(view.engine.accessibilityElements.first { $0.traits.contains(.adjustable) })
        let attributes = try #require(view.engine.layout.layoutAttributes(for: adjustable.key))
        #expect(attributes.visibleFrame != attributes.frame)
        #expect(adjustable.frame == attributes.visibleFrame)
        #expect(view.engine.accessibilityAssignments().contains { $0.traits.contains(.adjustable) && $0.frame == attributes.visibleFrame })
    }

    // MARK: 10. Paging keeps UIKit's target

    /// While paging, a target the delegate changes is ignored, as UIKit ignores it ("Stop offset
    /// can not be modified for paging scroll views"); without paging the delegate's stands.
    @Test func pagingKeepsTheTargetTheDelegateChanges() {
        let view = HeadlessPlatform(layout: CardStrip(), bounds: CGRect(x: 0, y: 0, width: 390, height: 300), itemCounts: [10])
        view.layoutIfNeeded()
        let delegate = RetargetingDelegate(), bystander = Bystander()
        view.engine.delegate = delegate
        view.engine.view = bystander
        view.isPagingEnabled = true
        #expect(view.engine.willEndDragging(velocity: CGPoint(x: 900, y: 0), targetContentOffset: CGPoint(x: 390, y: 0)) == CGPoint(x: 390, y: 0))
        view.isPagingEnabled = false
        #expect(view.engine.willEndDragging(velocity: CGPoint(x: 900, y: 0), targetContentOffset: CGPoint(x: 390, y: 0)) == CGPoint(x: 100, y: 0))
    }
}

/// Content that flips right to left.
private final class HeadlessFlippingLayout: CollectionLayoutBase {
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
}

/// ``CardStrip`` with each card turned about its vertical axis, so its visible frame is narrower
/// than its frame.
private final class TiltedCardStrip: CollectionLayoutBase, SelectingLayout {
    private let strip = CardStrip()
    override var collectionViewContentSize: CGSize { syncing { strip.collectionViewContentSize } }
    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        syncing { strip.layoutAttributesForElements(in: rect) }.map(tilted)
    }
    override func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        syncing { strip.layoutAttributesForItem(at: indexPath) }.map(tilted)
    }
    var selectedItem: ItemPath? { syncing { strip.selectedItem } }
    func contentOffset(selecting item: ItemPath) -> CGPoint { strip.contentOffset(selecting: item) }
    private func syncing<T>(_ ask: () -> T) -> T {
        strip.hostState.context = context
        return ask()
    }
    private func tilted(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var tilted = attributes
        tilted.transform3D = Transform3D(scaleX: 0.5, y: 1, z: 1)
        return tilted
    }
}
