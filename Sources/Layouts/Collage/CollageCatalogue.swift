import Foundation

/// The built-in collage templates: over 200 distinct ones for 1 to 9 photos, each with a
/// stable id `"<photo count>-<index>"` (`"4-07"`), ordered by photo count and then by family.
///
/// The families: every guillotine split of one to four cells at equal ratios and the halves
/// at a third; rows and columns of equal cells for five to nine; the grids 2×2 to 3×3; hero
/// templates (one large cell with a strip of small ones on any side, in a corner with strips
/// along two sides, or in the middle between two strips); the five-cell pinwheel and its
/// mirror and variants; and slanted templates. No two have the same set of cells.
public enum CollageCatalogue {
    /// One template of the catalogue.
    public struct Entry: Hashable, Sendable {
        /// The stable id: photo count, a dash, the two-digit index among that count's templates.
        public let id: String
        /// The family it comes from ("guillotine", "rows", "hero", "pinwheel", "slanted", …).
        public let family: String
        /// The template.
        public let template: CollageTemplate
    }

    /// Every template, ordered by photo count, then family.
    public static let entries: [Entry] = {
        var seen = Set<String>()
        var byCount: [Int: [(family: String, template: CollageTemplate)]] = [:]
        for (family, dividers) in families() {
            guard let template = try? CollageTemplate(dividers: dividers),
                  seen.insert(signature(of: template)).inserted else { continue }
            byCount[template.photoCount, default: []].append((family, template))
        }
        return byCount.keys.sorted().flatMap { count in
            byCount[count, default: []].enumerated().map { index, entry in
                Entry(id: String(format: "%d-%02d", count, index + 1), family: entry.family, template: entry.template)
            }
        }
    }()

    /// The templates for `photoCount` photos.
    public static func entries(forPhotoCount photoCount: Int) -> [Entry] {
        entries.filter { $0.template.photoCount == photoCount }
    }

    /// The template with `id`; throws ``CollageError/unknownTemplate(id:)`` for an id the
    /// catalogue does not have.
    public static func template(id: String) throws(CollageError) -> CollageTemplate {
        guard let entry = entries.first(where: { $0.id == id }) else { throw .unknownTemplate(id: id) }
        return entry.template
    }

    /// What tells templates apart: their cells' corners, rounded to a millionth, in a fixed
    /// order. Two templates with the same signature show the same cells.
    package static func signature(of template: CollageTemplate) -> String {
        template.cells.indices.map { index in
            template.polygon(ofCell: index).points
                .map { String(format: "%.6f,%.6f", Double($0.x), Double($0.y)) }
                .sorted()
                .joined(separator: " ")
        }.sorted().joined(separator: " | ")
    }
}
