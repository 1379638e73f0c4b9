import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation
import Testing
import TestSupport

/// Everything the views say comes from their `accessibilityStrings`, and actions are performed
/// by their identifiers, whatever they are called.
@Suite("VoiceOver in an app's words")
@MainActor
struct AccessibilityLocalizationTests {
    nonisolated static let french: [AccessibilityPhrase: String] = [
        .itemPosition: "%1$@ sur %2$@", .sectionPosition: "Section %1$@", .moveEarlier: "Déplacer plus tôt",
        .moveLater: "Déplacer plus tard", .moveToStart: "Déplacer au début", .moveToEnd: "Déplacer à la fin",
        .movedTo: "Déplacé en %1$@", .rows: "Lignes %1$@ à %2$@ sur %3$@",
    ]

    /// Rows 50 tall in 390 × 400: positions, the moves' names and what a move and a page scroll
    /// announce are the app's; the move is performed by its identifier.
    @Test func positionsMovesAndPageScrollsSpeakTheAppsWords() throws {
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 400), layout: TableLayout(itemSize: CGSize(width: 0, height: 50)),
                                               itemCounts: [200], clock: ManualClock())
        let data = ReorderingDataSource(itemCounts: [200])
        view.dataSource = data
        try view.reloadData(itemCounts: [200])
        view.accessibilityStrings = AccessibilityStrings { Self.french[$0] ?? $0.english }
        let first = try #require(view.accessibilityElements.first)
        #expect(first.value == "1 sur 200")
        #expect(first.customActions == ["Déplacer plus tard", "Déplacer à la fin"])
        #expect(first.customActionIdentifiers == [.moveLater, .moveToEnd])
        // The English name finds nothing; the identifier moves the item.
        #expect(!view.performAccessibilityCustomAction(named: "Move later", on: first.key))
        #expect(view.performAccessibilityCustomAction(.moveLater, on: first.key))
        #expect(view.accessibilityAnnouncements == ["Déplacé en 2 sur 200"])
        #expect(view.accessibilityScroll(.up) == "Lignes 9 à 16 sur 200")
    }
}
