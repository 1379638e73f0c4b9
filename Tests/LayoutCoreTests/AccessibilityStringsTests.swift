import Foundation
@_spi(Testing) import LayoutCore
import Testing

/// VoiceOver's words: English by default, an app's table or lookup otherwise, with arguments
/// placed as a `.strings` file writes them.
@Suite("AccessibilityStrings")
struct AccessibilityStringsTests {
    @Test func englishPhrasesTakeTheirArgumentsInPlace() {
        let strings = AccessibilityStrings.english
        #expect(strings(.itemPosition, "3", "12") == "3 of 12")
        #expect(strings(.sectionPosition, "2") == "Section 2")
        #expect(strings(.labelAndPosition, "Margherita", "3 of 12") == "Margherita, 3 of 12")
        #expect(strings(.movedTo, "4 of 12") == "Moved to 4 of 12")
        #expect(strings(.rows, "9", "16", "200") == "Rows 9 to 16 of 200")
        #expect(strings(.items, "5", "16", "48") == "Items 5 to 16 of 48")
        #expect(strings(.page, "2", "5") == "Page 2 of 5")
        #expect(strings(.moveEarlier) == "Move earlier" && strings(.moveToEnd) == "Move to end")
        #expect(strings.number(1_200) == "1200")
    }

    /// Positional arguments in any order, `%@` in turn, `%%` as a percent sign; a place with no
    /// argument is empty, and anything else after `%` is left as it is.
    @Test func argumentsArePlacedAsAStringsFileWritesThem() {
        let strings = AccessibilityStrings { phrase in
            switch phrase {
            case .itemPosition: "%2$@ : %1$@"
            case .rows: "%@–%@ (%@), 100%%"
            case .page: "%3$@ %d %1$@"
            default: phrase.english
            }
        }
        #expect(strings(.itemPosition, "3", "12") == "12 : 3")
        #expect(strings(.rows, "1", "8", "20") == "1–8 (20), 100%")
        #expect(strings(.page, "2", "5") == " %d 2")
    }

    /// A table in a bundle: the phrases it has, English for the others, numbers for its locale.
    @Test func aBundlesTableTranslatesWhatItHas() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("AccessibilityStringsTests-\(UUID().uuidString)")
        let bundle = folder.appendingPathComponent("Phrases.bundle")
        let english = bundle.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: english, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"""
        "CollectionLayouts.itemPosition" = "%1$@ sur %2$@";
        "CollectionLayouts.moveEarlier" = "Déplacer plus tôt";
        """#.write(to: english.appendingPathComponent("CollectionLayouts.strings"), atomically: true, encoding: .utf8)
        let strings = AccessibilityStrings.table("CollectionLayouts", in: try #require(Bundle(path: bundle.path)),
                                                 locale: Locale(identifier: "en_US_POSIX"))
        #expect(strings(.itemPosition, strings.number(3), strings.number(12)) == "3 sur 12")
        #expect(strings(.moveEarlier) == "Déplacer plus tôt")
        #expect(strings(.moveLater) == "Move later")
        #expect(strings.number(1_200) == "1200")
    }
}
