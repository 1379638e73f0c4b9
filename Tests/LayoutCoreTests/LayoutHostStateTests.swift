import Foundation
import Testing
@_spi(Testing) import LayoutCore

/// What only a view sets on a layout (`LayoutHostState`), and `prepare(in:invalidating:)`, the
/// one way anything else hands a layout its context.
@Suite("LayoutHostState")
struct LayoutHostStateTests {
    /// Counts its prepares and remembers the invalidation each one saw.
    final class CountingLayout: CollectionLayoutBase {
        var prepared: [Invalidation] = []
        override func prepare() throws(LayoutError) { prepared.append(pendingInvalidation) }
    }

    @Test func aNewLayoutHasEverythingPendingAndAnEmptyContext() {
        let layout = CountingLayout()
        #expect(layout.pendingInvalidation == .everything)
        #expect(layout.context.bounds == .zero)
        #expect(layout.context.itemCounts == [])
    }

    @Test func prepareInHandsTheContextAndPreparesOnlyWhenSomethingIsPending() throws {
        let layout = CountingLayout()
        let context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), itemCounts: [3])
        // First time: everything pending, so it prepares once and clears it.
        try layout.prepare(in: context)
        #expect(layout.prepared == [.everything])
        #expect(layout.pendingInvalidation == [])
        #expect(layout.context.itemCounts == [3])
        // Nothing pending: the bounds move, no prepare.
        var scrolled = context
        scrolled.bounds.origin.y = 500
        try layout.prepare(in: scrolled)
        #expect(layout.prepared.count == 1)
        #expect(layout.context.bounds.minY == 500)
        // Something pending: prepares with exactly that.
        try layout.prepare(in: scrolled, invalidating: .boundsSize)
        #expect(layout.prepared == [.everything, .boundsSize])
        // A layout's own invalidation joins what the next call records.
        layout.invalidateLayout(with: .dataCounts)
        try layout.prepare(in: scrolled, invalidating: .boundsOrigin)
        #expect(layout.prepared.last == [.dataCounts, .boundsOrigin])
    }

    @Test func aBadContextThrowsNamingItAndLeavesNothingPending() {
        let layout = CountingLayout()
        let bad = LayoutContext(bounds: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 844), itemCounts: [1])
        #expect(throws: LayoutError.self) { try layout.prepare(in: bad) }
        #expect(layout.prepared == [])
        // Cleared either way, so one bad value does not make every later call prepare again.
        #expect(layout.pendingInvalidation == [])
        let negative = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), itemCounts: [-2])
        do {
            try layout.prepare(in: negative, invalidating: .dataCounts)
            Issue.record("a negative count prepared")
        } catch {
            #expect("\(error)".contains("-2"))
        }
    }

    @Test func theLayoutsOwnInvalidationReachesTheListenerTheViewSet() {
        let layout = CountingLayout()
        var heard: [Invalidation] = []
        layout.hostState.invalidationHandler = { heard.append($0) }
        layout.invalidateLayout(with: .layoutConfiguration)
        #expect(heard == [.layoutConfiguration])
        #expect(layout.pendingInvalidation.contains(.layoutConfiguration))
    }
}
