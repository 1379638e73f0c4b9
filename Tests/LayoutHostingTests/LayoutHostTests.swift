import Foundation
import Testing
@_spi(Testing) import LayoutCore
@_spi(Testing) import LayoutHosting

/// A layout that records what a host asks of it: rows 50 tall, flings snapping to rows.
private final class RecordingLayout: CollectionLayoutBase, SelfSizingLayout {
    var prepareCount = 0
    var preparedCounts: [[Int]] = []
    var velocities: [CGPoint] = []
    var invalidatesOnScroll = false
    var answersInfinity = false

    override func prepare() throws(LayoutError) {
        prepareCount += 1
        preparedCounts.append(context.itemCounts)
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: context.bounds.width, height: CGFloat(context.numberOfItems(inSection: 0)) * 50)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        invalidatesOnScroll || super.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    override func targetContentOffset(forProposedContentOffset proposed: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        velocities.append(velocity)
        if answersInfinity { return CGPoint(x: 0, y: CGFloat.infinity) }
        return CGPoint(x: proposed.x, y: (proposed.y / 50).rounded() * 50)
    }

    func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                withOriginalAttributes original: LayoutAttributes) -> Bool {
        preferred.frame.height != original.frame.height
    }

    func invalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                          withOriginalAttributes original: LayoutAttributes) -> SelfSizingAdjustment {
        SelfSizingAdjustment(contentSizeAdjustment: CGSize(width: 0, height: preferred.frame.height - original.frame.height))
    }
}

/// Content 1000 wide that flips right to left, snapping flings to multiples of 100 across.
private final class FlippingSnapLayout: CollectionLayoutBase {
    var velocities: [CGPoint] = []
    override var collectionViewContentSize: CGSize { CGSize(width: 1000, height: 844) }
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
    override func targetContentOffset(forProposedContentOffset proposed: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        velocities.append(velocity)
        return CGPoint(x: (proposed.x / 100).rounded() * 100, y: proposed.y)
    }
}

@Suite("HostedLayout and the engine: the decisions of both views")
struct LayoutHostTests {
    private static let screen = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 390, height: 844))

    @Test func boundsReachTheLayoutOnEveryChangeButInvalidateOnlyWhenItSaysSo() throws {
        let layout = RecordingLayout()
        let host = HostedLayout(layout)
        try host.prepare(with: Self.screen, itemCounts: { [100] })
        // Scrolling: the size is the same, so nothing is invalidated, yet the layout sees the frame's bounds.
        let scrolled = CGRect(x: 0, y: 300, width: 390, height: 844)
        #expect(!host.shouldInvalidateLayout(forBoundsChange: scrolled))
        #expect(layout.context.bounds == scrolled)
        // Rotation: the layout invalidates; the invalidation is what changed, decided before the bounds moved.
        let rotated = CGRect(x: 0, y: 300, width: 844, height: 390)
        #expect(host.shouldInvalidateLayout(forBoundsChange: rotated))
        #expect(host.invalidation(forBoundsChange: rotated) == .boundsSize)
        #expect(layout.context.bounds == rotated)
        // A layout that invalidates on every scroll gets the origin change.
        layout.invalidatesOnScroll = true
        let further = CGRect(x: 0, y: 400, width: 844, height: 390)
        #expect(host.shouldInvalidateLayout(forBoundsChange: further))
        #expect(host.invalidation(forBoundsChange: further) == .boundsOrigin)
        // Bounds that are not finite never reach the layout.
        #expect(!host.shouldInvalidateLayout(forBoundsChange: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)))
        #expect(layout.context.bounds == further)
    }

    @Test func countsAreReadOnlyWhenTheyAreInvalidated() throws {
        let layout = RecordingLayout()
        let host = HostedLayout(layout)
        var reads = 0
        let counts = { () -> [Int] in reads += 1; return [7] }
        try host.prepare(with: Self.screen, itemCounts: counts)
        #expect(reads == 1 && layout.preparedCounts == [[7]])
        // A size change prepares again without asking the data source.
        host.record(.boundsSize)
        try host.prepare(with: Self.screen, itemCounts: counts)
        #expect(reads == 1 && layout.preparedCounts == [[7], [7]])
        // Nothing pending: no prepare, no read, and the view's new insets wait for the next
        // invalidation, as the UIKit adapter reads them only in `prepare()`.
        var inset = Self.screen
        inset.contentInset = LayoutEdgeInsets(top: 20)
        try host.prepare(with: inset, itemCounts: counts)
        #expect(reads == 1 && layout.prepareCount == 2 && layout.context.contentInset.top == 0)
        host.record(.boundsSize)
        try host.prepare(with: inset, itemCounts: counts)
        #expect(reads == 1 && layout.prepareCount == 3 && layout.context.contentInset.top == 20)
        // Batch updates: UIKit's invalidateDataSourceCounts.
        host.record(HostedLayout.invalidation(everything: false, dataSourceCounts: true, carried: nil))
        try host.prepare(with: Self.screen, itemCounts: counts)
        #expect(reads == 2 && layout.prepareCount == 4 && layout.pendingInvalidation.isEmpty)
    }

    @Test func aHostThatKeepsItsCountsHandsThemOverAtOnce() throws {
        let layout = RecordingLayout()
        let host = HostedLayout(layout)
        host.setItemCounts([4, 2])
        #expect(layout.context.itemCounts == [4, 2] && layout.pendingInvalidation.contains(.dataCounts))
        try host.prepare(with: Self.screen, itemCounts: { [4, 2] })
        host.setItemCounts([5, 2])
        #expect(layout.pendingInvalidation == .dataCounts)
    }

    @Test func aBadContextThrowsNamingTheValueAndClearsThePendingWork() {
        let layout = RecordingLayout()
        let host = HostedLayout(layout)
        #expect(throws: LayoutError.negativeItemCount(section: 0, count: -5)) {
            try host.prepare(with: Self.screen, itemCounts: { [-5] })
        }
        #expect(layout.prepareCount == 0 && layout.pendingInvalidation.isEmpty)
        #expect(layout.context.itemCounts.isEmpty)
        var bad = Self.screen
        bad.bounds.size.width = .infinity
        #expect(throws: LayoutError.invalidBounds(bad.bounds)) { try host.prepare(with: bad, itemCounts: { [1] }) }
    }

    @Test func invalidationContextsTranslateAsUIKitMeansThem() {
        #expect(HostedLayout.invalidation(everything: true, dataSourceCounts: false, carried: .boundsOrigin) == .everything)
        #expect(HostedLayout.invalidation(everything: false, dataSourceCounts: true, carried: nil) == .dataCounts)
        #expect(HostedLayout.invalidation(everything: false, dataSourceCounts: true, carried: .boundsSize) == [.dataCounts, .boundsSize])
        #expect(HostedLayout.invalidation(everything: false, dataSourceCounts: false, carried: nil) == [])
    }

    @Test func recordingAHostInvalidationDoesNotCallTheLayoutsHandler() {
        let layout = RecordingLayout()
        let host = HostedLayout(layout)
        var heard: [Invalidation] = []
        layout.hostState.invalidationHandler = { heard.append($0) }
        host.record(.boundsOrigin)
        #expect(heard.isEmpty && layout.pendingInvalidation == .everything)
        layout.invalidateLayout(with: .layoutConfiguration)
        #expect(heard == [.layoutConfiguration])
    }

    @Test func uikitVelocitiesArriveInPointsPerSecond() throws {
        let layout = RecordingLayout()
        let host = HostedLayout(layout)
        try host.prepare(with: Self.screen, itemCounts: { [100] })
        // UIKit's 1.8 points per millisecond is the engine's 1800 points per second.
        let target = host.targetContentOffset(forProposedContentOffset: CGPoint(x: 0, y: 1230),
                                             withScrollingVelocity: ScrollVelocity.fromUIKit(CGPoint(x: 0, y: 1.8)))
        #expect(target == CGPoint(x: 0, y: 1250))
        #expect(layout.velocities == [CGPoint(x: 0, y: 1800)])
        #expect(ScrollVelocity.fromUIKit(CGPoint(x: -0.25, y: 3)) == CGPoint(x: -250, y: 3000))
        #expect(ScrollVelocity.toUIKit(CGPoint(x: -250, y: 3000)) == CGPoint(x: -0.25, y: 3))
        // A target that is not finite leaves the proposal.
        layout.answersInfinity = true
        #expect(host.targetContentOffset(forProposedContentOffset: CGPoint(x: 0, y: 1230), withScrollingVelocity: .zero)
                == CGPoint(x: 0, y: 1230))
    }

    @Test func selfSizingGoesOnlyToSelfSizingLayoutsWithUsableSizes() throws {
        let layout = RecordingLayout()
        let host = CollectionViewEngine(layout: layout)
        let original = LayoutAttributes(forCellWith: ItemPath(item: 0, section: 0), frame: CGRect(x: 0, y: 0, width: 390, height: 50))
        var preferred = original
        preferred.frame.size.height = 80
        #expect(host.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        #expect(host.invalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
                == SelfSizingAdjustment(contentSizeAdjustment: CGSize(width: 0, height: 30)))
        preferred.frame.size.height = .infinity
        #expect(!host.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        #expect(host.invalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) == .none)
        let plain = HostedLayout(CollectionLayoutBase())
        preferred.frame.size.height = 80
        #expect(!plain.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        #expect(plain.orthogonalSections().isEmpty)
    }

    @Test func indexPathsConvertBothWays() {
        #expect(ItemPath(IndexPath(indexes: [2, 5])) == ItemPath(item: 5, section: 2))
        #expect(IndexPath(ItemPath(item: 5, section: 2)) == IndexPath(indexes: [2, 5]))
        #expect(ItemPath(IndexPath(indexes: [3])) == UpdateItem.sectionPath(3))
        #expect(ItemPath(IndexPath(indexes: [1, 2, 3])) == nil)
        #expect(ItemPath(IndexPath()) == nil)
    }

    @Test func headerAndFooterKindsAreUIKitsStrings() {
        #expect(ElementCategory.headerKind == "UICollectionElementKindSectionHeader")
        #expect(ElementCategory.footerKind == "UICollectionElementKindSectionFooter")
    }

    @Test func handWrittenHashesTellGeometryApart() {
        let a = LayoutAttributes(forCellWith: ItemPath(item: 0, section: 0), frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var b = a
        b.frame.origin.y = 10
        #expect(Set([a, b, a]).count == 2)
        #expect(a.hashValue == a.hashValue && Set([Self.screen, Self.screen]).count == 1)
        #expect(Set([LayoutError.invalidContentOffset(.zero), .invalidContentOffset(CGPoint(x: 1, y: 0)),
                     .invalidContentOffset(.zero)]).count == 2)
    }

    /// Right to left the engine asks the layout in its own coordinates, as UIKit does (it mirrors
    /// a layout that flips only when it draws): a proposal and a velocity reach the layout as they
    /// are, and the answer comes back as it is. The mirror describes the drawing alone: the
    /// layout's 110 is drawn at 1000 − 110 − 390 = 500.
    @Test func rightToLeftTheLayoutIsAskedInItsOwnCoordinates() throws {
        let layout = FlippingSnapLayout()
        let host = HostedLayout(layout)
        var context = Self.screen
        context.traits.layoutDirection = .rightToLeft
        try host.prepare(with: context, itemCounts: { [1] })
        #expect(host.screenMirror == LayoutMirror(contentWidth: 1000))
        #expect(host.screenMirror?.contentOffset(CGPoint(x: 110, y: 0), boundsWidth: 390) == CGPoint(x: 500, y: 0))
        let target = host.targetContentOffset(forProposedContentOffset: CGPoint(x: 110, y: 0), withScrollingVelocity: CGPoint(x: 300, y: 40))
        #expect(target == CGPoint(x: 100, y: 0))
        #expect(layout.velocities == [CGPoint(x: 300, y: 40)])
        // Left to right nothing is mirrored; a layout that does not flip never is.
        let ltr = HostedLayout(FlippingSnapLayout())
        try ltr.prepare(with: Self.screen, itemCounts: { [1] })
        #expect(ltr.screenMirror == nil)
        #expect(!HostedLayout.mirrors(CollectionLayoutBase(), in: .rightToLeft))
    }

    /// Section 0 scrolls on its own over 0…900 (a band of 100 at the top, 1000 wide content);
    /// a data change that shortens it to 0…400 brings a resting offset into range and leaves a
    /// moving one to its motion; a pan takes the section only inside its band and sideways.
    @Test func sectionsAreKeptInRangeAfterAChangeUnlessTheyMove() throws {
        let layout = SideScrollingLayout()
        let host = HostedLayout(layout)
        try host.prepare(with: Self.screen, itemCounts: { [10, 10] })
        #expect(host.setOrthogonalContentOffset(800, inSection: 0) && host.setOrthogonalContentOffset(700, inSection: 1))
        layout.range = 0...400
        host.setItemCounts([5, 5])
        try host.prepare(with: Self.screen, itemCounts: { [5, 5] }, movingSections: [1])
        #expect(host.orthogonalContentOffset(inSection: 0) == 400 && host.orthogonalContentOffset(inSection: 1) == 700)
        #expect(host.sectionAcceptingDrag(at: CGPoint(x: 50, y: 50), velocity: CGPoint(x: -300, y: 20))?.section == 0)
        #expect(host.sectionAcceptingDrag(at: CGPoint(x: 50, y: 50), velocity: CGPoint(x: -20, y: 300)) == nil)
        #expect(host.sectionAcceptingDrag(at: CGPoint(x: 50, y: 500), velocity: CGPoint(x: -300, y: 0)) == nil)
    }
}

/// Two sections whose rows scroll sideways over `range`, in bands 100 tall at y 0 and 200.
private final class SideScrollingLayout: CollectionLayoutBase, OrthogonalScrollingLayout {
    var range: ClosedRange<CGFloat> = 0...900
    var orthogonalScrollDirection: ScrollDirection { .horizontal }
    func orthogonalScrollableRange(inSection section: Int) -> ClosedRange<CGFloat>? { section < 2 ? range : nil }
    func orthogonalScrollingFrame(inSection section: Int) -> CGRect? {
        section < 2 ? CGRect(x: 0, y: CGFloat(section) * 200, width: 390, height: 100) : nil
    }
    func orthogonalScrollingPages(inSection section: Int) -> Bool { false }
    func targetOrthogonalContentOffset(inSection section: Int, forProposedOffset proposed: CGFloat, startOffset start: CGFloat,
                                       velocity: CGFloat) -> CGFloat { proposed }
}
