import Foundation
import LayoutCore

/// Draws ``ElementArtwork`` as SVG, deterministically: the same artwork in the same frame gives
/// the same text. Gradients and clip paths it needs are named by their content and collected in
/// `definitions`, so frames inlined in one page may share them without clashing.
struct ArtworkPainter {
    /// The `<defs>` entries the drawings refer to, by id.
    var definitions: [String: String] = [:]

    /// `artwork` inside `frame`, cut to `shape` when the element has one, or else to the frame
    /// with its corners rounded by `cornerRadius` (a photo; pizzas and icons are round anyway).
    mutating func draw(_ artwork: ElementArtwork, in frame: CGRect, shape: ElementShape?, cornerRadius: CGFloat) -> String {
        switch artwork {
        case let .pizzaHalf(seam, variety):
            return PizzaHalfPainting(seam: seam, variety: variety).svg(in: frame)
        case let .icon(seed):
            let painting = IconPainting(seed: seed)
            definitions[painting.gradientID] = painting.gradient
            return painting.svg(in: frame)
        case let .photo(seed, aspectRatio):
            let painting = PhotoPainting(seed: seed, aspectRatio: aspectRatio)
            definitions[painting.skyID] = painting.sky
            let picture = painting.svg(in: frame)
            let cut: String
            if let shape {
                cut = clip(polygon: shape.polygon.offsetBy(dx: frame.minX, dy: frame.minY), cornerRadius: shape.cornerRadius)
            } else if cornerRadius > 0 {
                let corners = [CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY),
                               CGPoint(x: frame.maxX, y: frame.maxY), CGPoint(x: frame.minX, y: frame.maxY)]
                cut = clip(polygon: LayoutPolygon(corners), cornerRadius: cornerRadius)
            } else {
                return picture
            }
            return "<g clip-path=\"url(#\(cut))\">\(picture)</g>"
        }
    }

    /// The id of a clip path around `polygon` with corners rounded by `cornerRadius`, defined
    /// once however often it is asked for.
    mutating func clip(polygon: LayoutPolygon, cornerRadius: CGFloat = 0) -> String {
        let path = SVGRenderer.roundedPath(polygon, radius: cornerRadius)
        let id = "cut-\(ArtworkPainter.digest(path))"
        definitions[id] = "<clipPath id=\"\(id)\"><path d=\"\(path)\"/></clipPath>"
        return id
    }

    /// The id of the gradient the realistic style shades a photo's lower half with, behind its
    /// caption.
    mutating func shade() -> String {
        definitions["shade"] = "<linearGradient id=\"shade\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">"
            + "<stop offset=\"0\" stop-color=\"#000000\" stop-opacity=\"0\"/>"
            + "<stop offset=\"1\" stop-color=\"#000000\" stop-opacity=\"0.55\"/></linearGradient>"
        return "shade"
    }

    /// The `<defs>` element holding every definition, in id order, or nothing.
    var definitionsElement: String {
        guard !definitions.isEmpty else { return "" }
        return "<defs>" + definitions.keys.sorted().map { definitions[$0]! }.joined() + "</defs>\n"
    }

    /// A short, stable name for `text` (FNV-1a, 32 bits, hexadecimal).
    static func digest(_ text: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return String(hash, radix: 16)
    }
}

/// The choices a painting makes from its seed, the same for the same seed on every platform.
struct ArtworkRandom {
    private var generator: SplitMix64

    init(seed: Int) { generator = SplitMix64(seed: UInt64(bitPattern: Int64(seed))) }

    /// A number in 0..<1.
    mutating func next() -> CGFloat {
        CGFloat(generator.next() >> 11) / CGFloat(1 << 53)
    }

    /// Which of `count` options `seed` picks: `seed` modulo `count`, never negative (and safe
    /// for `Int.min`, whose absolute value does not exist).
    static func pick(_ seed: Int, among count: Int) -> Int {
        let remainder = seed % count
        return remainder < 0 ? remainder + count : remainder
    }
}
