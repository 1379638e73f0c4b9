import Foundation

extension DocumentationPicture {
    /// Writes every picture of `pictures` into the package at `root` (creating the catalogs'
    /// `Resources` folders); returns the files whose content changed.
    @discardableResult
    package static func writeAll(_ pictures: [DocumentationPicture] = all, toPackageAt root: URL) throws -> [URL] {
        var changed: [URL] = []
        for picture in pictures {
            let file = root.appendingPathComponent(picture.relativePath)
            let svg = try picture.render()
            if (try? String(contentsOf: file, encoding: .utf8)) == svg { continue }
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try svg.write(to: file, atomically: true, encoding: .utf8)
            changed.append(file)
        }
        return changed
    }

    /// The paths (relative to `root`) of the pictures whose checked-in file is missing or
    /// differs from a fresh render.
    package static func stalePaths(_ pictures: [DocumentationPicture] = all, inPackageAt root: URL) throws -> [String] {
        try pictures.filter { picture in
            let file = root.appendingPathComponent(picture.relativePath)
            return (try? String(contentsOf: file, encoding: .utf8)) != (try picture.render())
        }.map(\.relativePath)
    }
}
