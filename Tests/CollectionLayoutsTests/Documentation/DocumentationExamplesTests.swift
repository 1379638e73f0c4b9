import Foundation
import Testing
import CollectionLayouts
import CollectionLayoutsTesting

/// The code of the DocC articles, run as written; and a check that every Swift block of every
/// article appears in the files of this folder, so an article cannot drift from code that runs.
@Suite("Documentation examples")
struct DocumentationExamplesTests {
    @Test func staircaseKeepsTheContract() throws {
        let layout = StaircaseLayout()
        var context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), itemCounts: [1000])
        try layout.prepare(in: context)
        for top in stride(from: -100, through: 60_000, by: 977) {
            let rect = CGRect(x: 0, y: CGFloat(top), width: 390, height: 844)
            context.bounds = rect
            try layout.prepare(in: context) // nothing pending: the layout only reads the new bounds
            #expect(layout.contractViolations(in: rect) == [])
        }
        // Row 5 is one step in: 5 mod 4 = 1.
        #expect(layout.layoutAttributesForItem(at: ItemPath(item: 5, section: 0))?.frame == CGRect(x: 20, y: 300, width: 330, height: 60))
    }

    @Test func headlessScrollingExample() throws {
        let clock = ManualClock(framesPerSecond: 60)
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: CompositionalLayout.list(),
                                               itemCounts: [200], clock: clock)
        view.beginDragging()
        view.drag(by: CGPoint(x: 0, y: -100))
        view.endDragging(velocity: CGPoint(x: 0, y: 2000))
        clock.run(until: { view.isAtRest })
        #expect(view.contentOffset.y > 100)
        #expect(view.visibleElements.allSatisfy { $0.visibleFrame.overlaps(view.bounds) })
    }

    /// Every ```swift block of every article, and of the README, runs in a test: its code lines
    /// stand in one file of this folder in the order shown (assertions may stand between them), or
    /// for iOS code (the `LayoutUIKit` catalog, the README's UIKit and SwiftUI screens) in one file
    /// of the examples targets, which the iOS type-check builds. README blocks may quote only
    /// `GettingStartedExample`, which depends on nothing but the library's products, so every README
    /// snippet compiles in an app that links only them. A block that is a manifest fragment
    /// (`.target(…)`) must name products the package declares.
    @Test func everyArticleBlockIsCompiledHere() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let root = folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let tested = try Self.swiftFiles(in: folder)
        let gettingStarted = try Self.swiftFiles(in: root.appendingPathComponent("Sources/GettingStartedExample"))
        let examples = try gettingStarted + Self.swiftFiles(in: root.appendingPathComponent("Sources/CollectionLayoutsExamples"))
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        var pages: [(name: String, markdown: String, sources: [String])] = []
        let catalogs = try FileManager.default.contentsOfDirectory(at: root.appendingPathComponent("Sources"), includingPropertiesForKeys: nil)
        for module in catalogs {
            let catalog = module.appendingPathComponent("\(module.lastPathComponent).docc")
            guard let articles = try? FileManager.default.contentsOfDirectory(at: catalog, includingPropertiesForKeys: nil) else { continue }
            let sources = module.lastPathComponent == "LayoutUIKit" ? examples : tested
            for article in articles where article.pathExtension == "md" {
                pages.append((article.lastPathComponent, try String(contentsOf: article, encoding: .utf8), sources))
            }
        }
        pages.append(("README.md", try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8), tested + gettingStarted))
        var blocks = 0
        for page in pages {
            for block in Self.swiftBlocks(in: page.markdown) {
                blocks += 1
                if block.hasPrefix(".target(") {
                    let products = block.components(separatedBy: ".product(name: \"").dropFirst().compactMap { $0.split(separator: "\"").first }
                    #expect(!products.isEmpty)
                    for product in products {
                        #expect(manifest.contains(".library(name: \"\(product)\""), "\(page.name): no product \(product)")
                    }
                    continue
                }
                let lines = Self.codeLines(block)
                #expect(!lines.isEmpty && page.sources.contains { Self.codeLines($0).contains(inOrder: lines) },
                        "\(page.name): \(block.prefix(80))")
            }
        }
        #expect(blocks >= 40)
    }

    /// The Swift files under `folder`, its subfolders' too, in path order.
    static func swiftFiles(in folder: URL) throws -> [String] {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects.compactMap { $0 as? URL } ?? []
        return try files.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
            .map { try String(contentsOf: $0, encoding: .utf8) }
    }

    /// The code of `source`, a line each: indentation and trailing `//` comments stripped, blank
    /// and comment-only lines dropped.
    static func codeLines(_ source: String) -> [Substring] {
        source.split(separator: "\n").compactMap { line -> Substring? in
            var code = line
            if let comment = code.range(of: " //") ?? (code.trimmingPrefix(while: \.isWhitespace).hasPrefix("//") ? code.range(of: "//") : nil) {
                code = code[..<comment.lowerBound]
            }
            let trimmed = code.trimmingPrefix(while: \.isWhitespace)
            let end = trimmed.lastIndex { !$0.isWhitespace }
            return end.map { trimmed[...$0] }
        }
    }

    static func swiftBlocks(in markdown: String) -> [String] {
        markdown.components(separatedBy: "```swift\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
    }

}

extension Array where Element: Equatable {
    /// Whether `other`'s elements stand in this array in the same order, others allowed between.
    func contains(inOrder other: [Element]) -> Bool {
        var remaining = other[...]
        for element in self where element == remaining.first {
            remaining = remaining.dropFirst()
            if remaining.isEmpty { return true }
        }
        return remaining.isEmpty
    }
}
