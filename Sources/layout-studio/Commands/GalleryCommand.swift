import ArgumentParser
import Foundation
import GalleryModule

struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery", abstract: "Render every demo into a static gallery site and print the index's path.")

    @Option(help: "The folder to write into.")
    var out: String = "gallery"

    @Flag(help: "Also build the DocC documentation of every module into <out>/docs as a static site, linked from the index (run from the package's folder).")
    var documentation = false

    @Option(help: "The path the site is served under, for the documentation's links: `docs` when <out> is the server's root.")
    var hostingBasePath: String = "docs"

    @Option(help: "The package whose documentation is built.")
    var packagePath: String = "."

    func run() throws {
        let folder = URL(fileURLWithPath: out, isDirectory: true)
        var link: String?
        if documentation {
            try DocumentationSite.write(to: folder.appendingPathComponent("docs"), hostingBasePath: hostingBasePath,
                                        packagePath: packagePath)
            link = "docs/" + DocumentationSite.entryPage
        }
        let index = try GalleryBuilder.writeGallery(to: folder, documentationLink: link)
        print(index.standardizedFileURL.path)
    }
}
