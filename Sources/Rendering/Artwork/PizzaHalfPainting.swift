import Foundation
import LayoutCore

/// Half a pizza: crust, sauce and cheese as concentric half-discs whose straight edge lies on
/// the seam side of the frame, and toppings that `variety` picks, scattered the same way for
/// the same variety.
struct PizzaHalfPainting {
    var seam: ElementArtwork.Side
    var variety: Int

    static let crust = "#d9a05b"
    private static let toppings = ["#a8322d", "#d8c7a8", "#2f2f2f", "#3f8f3a", "#f7e27a", "#e8743b"]

    func svg(in frame: CGRect) -> String {
        let f: (CGFloat) -> String = { NumberText.format($0) }
        let radius = max(0, min(frame.height / 2, frame.width) * 0.96)
        let center = CGPoint(x: seam == .right ? frame.maxX : frame.minX, y: frame.midY)
        // Clockwise on screen (sweep 1) from top to bottom passes the right side.
        let sweep = seam == .right ? 0 : 1
        let bulge: CGFloat = seam == .right ? -1 : 1
        func halfDisc(_ r: CGFloat, fill: String) -> String {
            "<path d=\"M\(f(center.x)) \(f(center.y - r)) A\(f(r)) \(f(r)) 0 0 \(sweep) \(f(center.x)) \(f(center.y + r)) Z\" fill=\"\(fill)\"/>"
        }
        var svg = "<g class=\"pizza\">" + halfDisc(radius, fill: Self.crust) + halfDisc(radius * 0.88, fill: "#c8402f")
            + halfDisc(radius * 0.8, fill: "#f3c94f")
        var random = ArtworkRandom(seed: variety)
        let colour = Self.toppings[ArtworkRandom.pick(variety, among: Self.toppings.count)]
        for _ in 0..<9 {
            let angle = (random.next() - 0.5) * .pi * 0.9
            let distance = radius * (0.2 + 0.52 * random.next())
            let point = CGPoint(x: center.x + bulge * cos(angle) * distance, y: center.y + sin(angle) * distance)
            svg += "<circle cx=\"\(f(point.x))\" cy=\"\(f(point.y))\" r=\"\(f(radius * 0.075))\" fill=\"\(colour)\"/>"
        }
        return svg + "</g>"
    }
}
