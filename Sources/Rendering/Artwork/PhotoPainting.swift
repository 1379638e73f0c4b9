import Foundation

/// A generated photo of a landscape, `aspectRatio` wide per unit of height: a sky in one of a
/// few lights, a sun, far mountains and near hills, all placed by the seed. Drawn in its own
/// coordinates (100 high) and fitted to a frame as aspect-fill, cropped to the frame.
struct PhotoPainting {
    var seed: Int
    var aspectRatio: CGFloat

    /// Sky top and bottom, mountains, hills: dawn, noon, dusk, night, sea, forest.
    private static let lights = [("#f6a38b", "#fde2c4", "#8c6a8d", "#5e4b6b"), ("#4f9be8", "#cfe8fb", "#6f8fa8", "#4f7d3a"),
                                 ("#6a4c93", "#f59e6b", "#4b3b5c", "#2f2a3d"), ("#101a3a", "#3a4a7a", "#1d2540", "#0e1326"),
                                 ("#5fb7d4", "#e4f6fa", "#3e7f96", "#2a6f8a"), ("#9bc9a6", "#eef6e2", "#557a5c", "#2f5a35")]

    private var lightIndex: Int { ArtworkRandom.pick(seed, among: Self.lights.count) }

    private var light: (String, String, String, String) { Self.lights[lightIndex] }

    var skyID: String { "sky-\(lightIndex)" }

    var sky: String {
        "<linearGradient id=\"\(skyID)\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\"><stop offset=\"0\" stop-color=\"\(light.0)\"/>"
            + "<stop offset=\"1\" stop-color=\"\(light.1)\"/></linearGradient>"
    }

    func svg(in frame: CGRect) -> String {
        let f: (CGFloat) -> String = { NumberText.format($0) }
        let width = 100 * Self.drawnAspectRatio(aspectRatio)
        var random = ArtworkRandom(seed: seed)
        var svg = "<svg class=\"photo\" x=\"\(f(frame.minX))\" y=\"\(f(frame.minY))\" width=\"\(f(max(0, frame.width)))\" "
            + "height=\"\(f(max(0, frame.height)))\" viewBox=\"0 0 \(f(width)) 100\" preserveAspectRatio=\"xMidYMid slice\">"
            + "<rect width=\"\(f(width))\" height=\"100\" fill=\"url(#\(skyID))\"/>"
            + "<circle cx=\"\(f(width * (0.15 + 0.7 * random.next())))\" cy=\"\(f(18 + 14 * random.next()))\" r=\"8\" "
            + "fill=\"#fff6d5\" fill-opacity=\"0.9\"/>"
        svg += ridge(width: width, base: 62, height: 26, peaks: 3 + Int(random.next() * 3), random: &random, fill: light.2)
        svg += ridge(width: width, base: 80, height: 14, peaks: 2 + Int(random.next() * 2), random: &random, fill: light.3)
        return svg + "</svg>"
    }

    /// The aspect ratio the painting is drawn at: `aspectRatio` kept in 0.1...10, and 1 when it is
    /// not a positive number.
    static func drawnAspectRatio(_ aspectRatio: CGFloat) -> CGFloat {
        aspectRatio.isFinite && aspectRatio > 0 ? min(max(aspectRatio, 0.1), 10) : 1
    }

    /// A band of peaks across the picture whose tops rise up to `height` above `base`.
    private func ridge(width: CGFloat, base: CGFloat, height: CGFloat, peaks: Int, random: inout ArtworkRandom,
                       fill: String) -> String {
        let f: (CGFloat) -> String = { NumberText.format($0) }
        var points = ["0,100", "0,\(f(base))"]
        for index in 0..<peaks {
            let x = width * (CGFloat(index) + 0.5 + 0.3 * (random.next() - 0.5)) / CGFloat(peaks)
            points.append("\(f(x)),\(f(base - height * (0.5 + 0.5 * random.next())))")
            points.append("\(f(min(width, x + width / CGFloat(2 * peaks)))),\(f(base - height * 0.2 * random.next()))")
        }
        points += ["\(f(width)),\(f(base))", "\(f(width)),100"]
        return "<polygon points=\"\(points.joined(separator: " "))\" fill=\"\(fill)\"/>"
    }
}
