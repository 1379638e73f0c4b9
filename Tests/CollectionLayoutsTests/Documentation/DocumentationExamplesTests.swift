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
        layout.context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), itemCounts: [1000])
        try layout.prepare()
        for top in stride(from: -100, through: 60_000, by: 977) {
            let rect = CGRect(x: 0, y: CGFloat(top), width: 390, height: 844)
            layout.context.bounds = rect
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
        clock.run(until: { view.isIdle })
        #expect(view.contentOffset.y > 100)
        #expect(view.visibleElements.allSatisfy { $0.visibleFrame.overlaps(view.bounds) })
    }

    /// Every ```swift block of every article, found in this folder's sources, or for the iOS-only
    /// `LayoutUIKit` catalog in the examples targets (which the iOS type-check builds). A block
    /// that is a manifest fragment (`.target(…)`) must name products the package declares.
    @Test func everyArticleBlockIsCompiledHere() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let root = folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let tested = Self.normalize(try Self.swiftSources(in: folder))
        let examples = Self.normalize(try ["GettingStartedExample", "CollectionLayoutsExamples"]
            .map { try Self.swiftSources(in: root.appendingPathComponent("Sources/\($0)")) }.joined(separator: "\n"))
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        var blocks = 0
        let catalogs = try FileManager.default.contentsOfDirectory(at: root.appendingPathComponent("Sources"), includingPropertiesForKeys: nil)
        for module in catalogs {
            let catalog = module.appendingPathComponent("\(module.lastPathComponent).docc")
            guard let articles = try? FileManager.default.contentsOfDirectory(at: catalog, includingPropertiesForKeys: nil) else { continue }
            let sources = module.lastPathComponent == "LayoutUIKit" ? examples : tested
            for article in articles where article.pathExtension == "md" {
                for block in Self.swiftBlocks(in: try String(contentsOf: article, encoding: .utf8)) {
                    blocks += 1
                    if block.hasPrefix(".target(") {
                        let products = block.components(separatedBy: ".product(name: \"").dropFirst().compactMap { $0.split(separator: "\"").first }
                        #expect(!products.isEmpty)
                        for product in products {
                            #expect(manifest.contains(".library(name: \"\(product)\""), "\(article.lastPathComponent): no product \(product)")
                        }
                        continue
                    }
                    #expect(sources.contains(Self.normalize(block)), "\(article.lastPathComponent): \(block.prefix(80))")
                }
            }
        }
        #expect(blocks >= 20)
    }

    /// The Swift files under `folder`, its subfolders' too, joined in path order.
    static func swiftSources(in folder: URL) throws -> String {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects.compactMap { $0 as? URL } ?? []
        return try files.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
            .map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
    }

    static func swiftBlocks(in markdown: String) -> [String] {
        markdown.components(separatedBy: "```swift\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
    }

    /// Lines stripped of their indentation, blank lines dropped.
    static func normalize(_ code: String) -> String {
        code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: "\n")
    }
}
