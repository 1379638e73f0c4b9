import Foundation
import Testing
@_spi(Testing) import LayoutCore

/// One inset type for `UIEdgeInsets` and `NSDirectionalEdgeInsets`: the directional names store
/// the layout's left-to-right edges, and the axis helpers read the right pair.
@Suite("LayoutEdgeInsets")
struct LayoutEdgeInsetsTests {
    @Test func theDirectionalNamesStoreLeadingAsLeftAndTrailingAsRight() {
        let directional = LayoutEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(directional == LayoutEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        // Only leading given: the others are zero.
        #expect(LayoutEdgeInsets(leading: 16) == LayoutEdgeInsets(left: 16))
    }

    @Test func theAxisHelpersReadTheEdgesAlongEachAxis() {
        let insets = LayoutEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        // Horizontal: left 2 before, right 4 after, 6 in all; vertical: 1, 3, 4.
        #expect(insets.before(.horizontal) == 2)
        #expect(insets.after(.horizontal) == 4)
        #expect(insets.total(along: .horizontal) == 6)
        #expect(insets.before(.vertical) == 1)
        #expect(insets.after(.vertical) == 3)
        #expect(insets.total(along: .vertical) == 4)
    }
}
