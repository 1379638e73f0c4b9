import ArgumentParser
import Foundation

/// The package's documentation as one static website: every catalog in a combined DocC archive,
/// built by `swift package generate-documentation` with `--transform-for-static-hosting`.
enum DocumentationSite {
    /// The modules whose documentation the site holds (those the library products export), in
    /// the order DocC lists them.
    static let targets = ["LayoutCore", "LayoutHosting", "Layouts", "CompositionalLayoutModule", "DiffableData", "Simulation", "Screens",
                          "Motion", "LayoutUIKit", "CollectionLayoutsTesting"]

    /// The site's first page, relative to the folder it is written into.
    static let entryPage = "documentation/"

    /// Builds the site into `folder` for a server that shows it at `/hostingBasePath/`, running
    /// the Swift package manager in the package at `packagePath`.
    static func write(to folder: URL, hostingBasePath: String, packagePath: String) throws {
        // DocC's merge step needs the output's parent to exist.
        try FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.currentDirectoryURL = URL(fileURLWithPath: packagePath, isDirectory: true)
        process.arguments = ["swift", "package", "--allow-writing-to-directory", folder.path,
                             "generate-documentation", "--enable-experimental-combined-documentation"]
            + targets.flatMap { ["--target", $0] }
            + ["--output-path", folder.path, "--transform-for-static-hosting", "--hosting-base-path", hostingBasePath]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ValidationError("generate-documentation exited with status \(process.terminationStatus)")
        }
        // The plugin reports success even when DocC's merge step fails.
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("index.html").path) else {
            throw ValidationError("generate-documentation wrote no site into \(folder.path)")
        }
    }
}
