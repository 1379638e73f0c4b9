import Foundation

/// A round app icon: a disc shaded by one of a few gradients and a white glyph (a star, a
/// ring, a rounded square or a triangle), both picked by the seed.
struct IconPainting {
    var seed: Int

    private static let colours = [("#ff8a65", "#e53935"), ("#4fc3f7", "#1e88e5"), ("#81c784", "#2e7d32"),
                                  ("#ba68c8", "#6a1b9a"), ("#ffd54f", "#f57f17"), ("#4db6ac", "#00695c")]

    private var colourIndex: Int { ArtworkRandom.pick(seed, among: Self.colours.count) }

    var gradientID: String { "icon-\(colourIndex)" }

    var gradient: String {
        let (top, bottom) = Self.colours[colourIndex]
        return "<linearGradient id=\"\(gradientID)\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">"
            + "<stop offset=\"0\" stop-color=\"\(top)\"/><stop offset=\"1\" stop-color=\"\(bottom)\"/></linearGradient>"
    }

    func svg(in frame: CGRect) -> String {
        let f: (CGFloat) -> String = { NumberText.format($0) }
        let r = min(frame.width, frame.height) / 2 * 0.92
        let c = CGPoint(x: frame.midX, y: frame.midY)
        var svg = "<g class=\"icon\"><circle cx=\"\(f(c.x))\" cy=\"\(f(c.y))\" r=\"\(f(r))\" fill=\"url(#\(gradientID))\"/>"
        let g = r * 0.45
        switch ArtworkRandom.pick(seed / Self.colours.count, among: 4) {
        case 0:
            let points = (0..<10).map { index -> String in
                let angle = CGFloat(index) * .pi / 5 - .pi / 2, reach = index.isMultiple(of: 2) ? g : g * 0.45
                return "\(f(c.x + cos(angle) * reach)),\(f(c.y + sin(angle) * reach))"
            }
            svg += "<polygon points=\"\(points.joined(separator: " "))\" fill=\"#ffffff\"/>"
        case 1:
            svg += "<circle cx=\"\(f(c.x))\" cy=\"\(f(c.y))\" r=\"\(f(g * 0.75))\" fill=\"none\" stroke=\"#ffffff\" stroke-width=\"\(f(g * 0.35))\"/>"
        case 2:
            svg += "<rect x=\"\(f(c.x - g * 0.7))\" y=\"\(f(c.y - g * 0.7))\" width=\"\(f(g * 1.4))\" height=\"\(f(g * 1.4))\" "
                + "rx=\"\(f(g * 0.3))\" fill=\"#ffffff\"/>"
        default:
            svg += "<polygon points=\"\(f(c.x)),\(f(c.y - g)) \(f(c.x + g * 0.9)),\(f(c.y + g * 0.65)) \(f(c.x - g * 0.9)),\(f(c.y + g * 0.65))\" "
                + "fill=\"#ffffff\"/>"
        }
        return svg + "</g>"
    }
}
