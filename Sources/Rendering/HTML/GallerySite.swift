import Foundation

/// One page of the gallery: a demo's name (its file name and command-line name), title,
/// description, a still for the index and its players.
package struct GalleryPage: Sendable {
    package var name: String
    package var title: String
    package var description: String
    /// An SVG shown on the index card.
    package var thumbnail: String
    package var tracks: [PlayerTrack]

    /// Creates a page.
    package init(name: String, title: String, description: String, thumbnail: String, tracks: [PlayerTrack]) {
        self.name = name
        self.title = title
        self.description = description
        self.thumbnail = thumbnail
        self.tracks = tracks
    }
}

/// Writes the gallery: `index.html` with a card per demo linking to `<name>.html`, each page
/// a set of players. Static files only; they open in any browser without a server.
package enum GallerySite {
    /// Writes every page and the index into `directory` (created if missing); returns the
    /// index's URL. The index links to `documentationLink` (a path relative to it) when given.
    @discardableResult
    package static func write(_ pages: [GalleryPage], to directory: URL, documentationLink: String? = nil) throws -> URL {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for page in pages {
            let html = HTMLPlayer.page(title: page.title, description: page.description, tracks: page.tracks,
                                       backLink: "index.html")
            try html.write(to: directory.appendingPathComponent("\(page.name).html"), atomically: true, encoding: .utf8)
        }
        let index = directory.appendingPathComponent("index.html")
        try indexPage(pages, documentationLink: documentationLink).write(to: index, atomically: true, encoding: .utf8)
        return index
    }

    /// The index page: one card per demo with its still, title, description and link, under a
    /// link to the documentation at `documentationLink` when given.
    package static func indexPage(_ pages: [GalleryPage], documentationLink: String? = nil) -> String {
        var html = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>CollectionLayouts gallery</title>
        <style>\(HTMLPlayer.style)</style></head><body>
        <h1>CollectionLayouts gallery</h1>
        <p>Every layout and preset, scrubbed through scroll positions and played through a scripted gesture.</p>

        """
        if let documentationLink {
            html += "<p><a class=\"documentation\" href=\"\(SVGRenderer.escape(documentationLink))\">Documentation</a>: "
                + "the modules, their symbols and articles on each layout.</p>\n"
        }
        html += "<div class=\"grid\">\n"
        for page in pages {
            let link = SVGRenderer.escape(page.name) + ".html"
            html += "<div class=\"card\"><a href=\"\(link)\">\(SVGRenderer.escape(page.title))</a>"
                + "<p>\(SVGRenderer.escape(page.description))</p>"
                + "<a href=\"\(link)\"><div class=\"thumb\">\(page.thumbnail)</div></a></div>\n"
        }
        html += "</div></body></html>\n"
        return html
    }
}
