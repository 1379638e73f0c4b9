import ArgumentParser
import Foundation
import Gallery

struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery", abstract: "Render every demo into a static gallery site and print the index's path.")

    @Option(help: "The folder to write into.")
    var out: String = "gallery"

    func run() throws {
        let index = try GalleryBuilder.writeGallery(to: URL(fileURLWithPath: out, isDirectory: true))
        print(index.standardizedFileURL.path)
    }
}
