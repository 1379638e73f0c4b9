import Foundation
import Testing
import Rendering

@Suite("HTML player and gallery site")
struct HTMLPlayerTests {
    @Test func playerHoldsEveryFrameWithAScrubber() {
        let track = PlayerTrack(title: "Gesture", frames: ["<svg>a</svg>", "<svg>b</svg>", "<svg>c</svg>"], framesPerSecond: 30)
        let html = HTMLPlayer.page(title: "Demo <1>", description: "d", tracks: [track])
        #expect(html.contains("<title>Demo &lt;1&gt;</title>"))
        #expect(html.contains("<input type=\"range\" min=\"0\" max=\"2\" value=\"0\">"))
        #expect(html.components(separatedBy: "class=\"frame\"").count == 4)
        #expect(html.components(separatedBy: "class=\"frame\" hidden").count == 3)
        #expect(html.contains("data-fps=\"30\""))
        #expect(!html.contains("http://") && !html.contains("https://"))
    }

    @Test func siteWritesAnIndexLinkingEveryPage() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let pages = ["one", "two"].map {
            GalleryPage(name: $0, title: $0.uppercased(), description: "about \($0)", thumbnail: "<svg/>",
                        tracks: [PlayerTrack(title: "t", frames: ["<svg/>"])])
        }
        let index = try GallerySite.write(pages, to: directory)
        let html = try String(contentsOf: index, encoding: .utf8)
        #expect(html.contains("href=\"one.html\"") && html.contains("href=\"two.html\""))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("two.html").path))
    }

    @Test func indexLinksToTheDocumentationOnlyWhenGiven() {
        let page = GalleryPage(name: "one", title: "One", description: "", thumbnail: "<svg/>", tracks: [])
        #expect(!GallerySite.indexPage([page]).contains("Documentation"))
        let linked = GallerySite.indexPage([page], documentationLink: "docs/documentation/")
        #expect(linked.contains("<a class=\"documentation\" href=\"docs/documentation/\">Documentation</a>"))
    }
}
