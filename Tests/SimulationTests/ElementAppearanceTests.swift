import Foundation
import Testing
@_spi(Testing) import LayoutCore
@_spi(Testing) import Simulation

@Suite("Element appearance")
struct ElementAppearanceTests {
    private let plain = ElementAppearance(title: "P3", tint: 3, cornerRadius: 0)
    private let summary = ElementAppearance(title: "P3", tint: 3, cornerRadius: 16, caption: "12 July",
                                            showsAccessoryButton: true, showsGradient: true)

    @Test func detailsFadeInWhileTheCornersRound() {
        let quarter = plain.interpolated(to: summary, progress: 0.25)
        #expect(quarter.cornerRadius == 4)          // 0 + (16 − 0) · 0.25
        #expect(quarter.detailAlpha == 0.25)        // none (0) → 1
        #expect(quarter.caption == "12 July")
        #expect(quarter.showsAccessoryButton && quarter.showsGradient)
        #expect(plain.interpolated(to: summary, progress: 0) == plain)
        #expect(plain.interpolated(to: summary, progress: 1) == summary)
    }

    @Test func detailsFadeOutAndVanishAtTheEnd() {
        let most = summary.interpolated(to: plain, progress: 0.75)
        #expect(most.cornerRadius == 4)             // 16 + (0 − 16) · 0.75
        #expect(most.detailAlpha == 0.25)           // 1 → none (0)
        #expect(most.caption == "12 July")          // still shown while it fades
        #expect(summary.interpolated(to: plain, progress: 1) == plain)
        #expect(summary.interpolated(to: plain, progress: .nan) == plain)
    }

    @Test func aMissingRadiusJumpsToTheEnd() {
        let start = ElementAppearance(title: "a")
        #expect(start.interpolated(to: summary, progress: 0.5).cornerRadius == 16)
    }

    @Test func attributesCarryTheAppearance() {
        var attributes = LayoutAttributes(forCellWith: ItemPath(item: 0, section: 0))
        #expect(attributes[ElementAppearance.self] == nil)
        attributes[ElementAppearance.self] = summary
        #expect(attributes[ElementAppearance.self] == summary)
    }
}
