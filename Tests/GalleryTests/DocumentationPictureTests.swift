import Foundation
import Testing
import GalleryModule

/// The articles' pictures: checked in, current, and each shown by an article of its catalog.
@Suite("Documentation pictures")
struct DocumentationPictureTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func checkedInPicturesMatchAFreshRender() throws {
        let stale = try DocumentationPicture.stalePaths(inPackageAt: Self.packageRoot)
        #expect(stale.isEmpty, "run `swift run layout-studio docs-images`: \(stale)")
    }

    @Test func everyPictureIsShownByAnArticleOfItsCatalog() throws {
        for picture in DocumentationPicture.all {
            let catalog = Self.packageRoot.appendingPathComponent("Sources/\(picture.module)/\(picture.module).docc")
            let articles = try Self.articles(in: catalog).joined(separator: "\n")
            #expect(articles.contains("](\(picture.name))"), "no article of \(picture.module) shows \(picture.name)")
        }
    }

    /// Every `![…](name)` of every article names a picture of its own catalog.
    @Test func everyArticleImageIsAPictureOfItsCatalog() throws {
        var images = 0
        for picture in Set(DocumentationPicture.all.map(\.module)) {
            let catalog = Self.packageRoot.appendingPathComponent("Sources/\(picture)/\(picture).docc")
            let names = Set(DocumentationPicture.all.filter { $0.module == picture }.map(\.name))
            for article in try Self.articles(in: catalog) {
                for reference in article.components(separatedBy: "![").dropFirst() {
                    guard let name = reference.split(separator: "(", maxSplits: 1).last?.split(separator: ")").first else { continue }
                    images += 1
                    #expect(names.contains(String(name)), "\(picture): \(name) is not a documentation picture")
                }
            }
        }
        #expect(images >= DocumentationPicture.all.count)
    }

    /// The seed systems, each with an article that shows at least one picture.
    @Test(arguments: ["Screens/Screens.docc/PizzaFromTwoHalves.md", "Screens/Screens.docc/PhotoEditor.md",
                      "Screens/Screens.docc/PhotosMonthsAndAllPhotos.md", "Layouts/Layouts.docc/SpinningWheel.md",
                      "Layouts/Layouts.docc/Carousels.md", "Layouts/Layouts.docc/Collage.md",
                      "CompositionalLayoutModule/CompositionalLayoutModule.docc/CompositionalPresets.md"])
    func seedSystemArticleShowsAPicture(_ article: String) throws {
        let text = try String(contentsOf: Self.packageRoot.appendingPathComponent("Sources/\(article)"), encoding: .utf8)
        #expect(text.contains("!["))
    }

    @Test func picturesHaveUniqueNamesAndKnownDemos() throws {
        let paths = DocumentationPicture.all.map(\.relativePath)
        #expect(Set(paths).count == paths.count)
        for picture in DocumentationPicture.all {
            #expect(Gallery.demo(named: picture.demo) != nil, "\(picture.name): \(picture.demo)")
        }
    }

    @Test func aPictureOfAnUnknownDemoIsAnError() {
        let picture = DocumentationPicture(module: "Layouts", name: "nothing", demo: "no-such-demo")
        #expect(throws: DocumentationPictureError.unknownDemo("no-such-demo", picture: "nothing")) { try picture.render() }
    }

    @Test func scriptFramesPastTheEndShowTheLastFrame() throws {
        let last = try DocumentationPicture(module: "Layouts", name: "w", demo: "wheel", moment: .scriptFrame(.max)).render()
        let frames = try #require(Gallery.demo(named: "wheel")).recordScript(framesPerSecond: 60)
        #expect(try last == DocumentationPicture(module: "Layouts", name: "w", demo: "wheel", moment: .scriptFrame(frames.count - 1)).render())
        #expect(try last != DocumentationPicture(module: "Layouts", name: "w", demo: "wheel", moment: .scriptFrame(20)).render())
    }

    @Test func writingTwiceChangesNothingTheSecondTime() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pictures-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let pictures = Array(DocumentationPicture.all.prefix(2))
        #expect(try DocumentationPicture.writeAll(pictures, toPackageAt: folder).count == 2)
        #expect(try DocumentationPicture.stalePaths(pictures, inPackageAt: folder).isEmpty)
        #expect(try DocumentationPicture.writeAll(pictures, toPackageAt: folder).isEmpty)
        try "<svg/>".write(to: folder.appendingPathComponent(pictures[1].relativePath), atomically: true, encoding: .utf8)
        #expect(try DocumentationPicture.stalePaths(pictures, inPackageAt: folder) == [pictures[1].relativePath])
    }

    static func articles(in catalog: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(at: catalog, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "md" }
            .map { try String(contentsOf: $0, encoding: .utf8) }
    }
}
