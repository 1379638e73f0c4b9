import ArgumentParser
import Foundation
import GalleryModule

struct DocsImagesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs-images",
        abstract: "Render the DocC articles' pictures into the catalogs' Resources folders.")

    @Option(help: "The package's root folder.")
    var packagePath: String = "."

    @Flag(help: "Write nothing; fail when a checked-in picture is missing or differs from a fresh render.")
    var check = false

    func run() throws {
        let root = URL(fileURLWithPath: packagePath, isDirectory: true)
        if check {
            let stale = try DocumentationPicture.stalePaths(inPackageAt: root)
            guard stale.isEmpty else {
                throw ValidationError("stale documentation pictures (run `swift run layout-studio docs-images`): \(stale.joined(separator: ", "))")
            }
            print("\(DocumentationPicture.all.count) documentation pictures are up to date")
        } else {
            let changed = try DocumentationPicture.writeAll(toPackageAt: root)
            print("\(changed.count) of \(DocumentationPicture.all.count) documentation pictures written")
            for file in changed { print(file.standardizedFileURL.path) }
        }
    }
}
