import Foundation
import LayoutCore
import Simulation

/// Draws one moment of a collection view as SVG: the viewport outline, and each visible element
/// as a labelled rounded rectangle with its transform (2D exactly, 3D projected with its
/// perspective term), its alpha, in z-order. The output is deterministic, so it can be compared
/// with a golden file.
package struct SVGRenderer: Sendable {
    /// Room drawn around the viewport, so elements pulled past it stay visible.
    package var margin: CGFloat
    /// The corner radius of element rectangles.
    package var cornerRadius: CGFloat
    /// Whether a cell's label shows its section (`s.i`) as well as its item.
    package var showsSectionInCellLabels: Bool
    /// Whether elements are clipped to the viewport, as a scroll view clips its content.
    package var clipsToViewport: Bool
    /// Labelled boxes, or what the app shows for elements that carry artwork.
    package var style: RenderStyle
    /// Whether a line under the viewport gives the content offset and the content size.
    package var showsFooter: Bool

    /// A renderer with the default look: the wireframe unless `style` says otherwise.
    package init(margin: CGFloat = 24, cornerRadius: CGFloat = 6, showsSectionInCellLabels: Bool = false,
                clipsToViewport: Bool = true, style: RenderStyle = .wireframe, showsFooter: Bool = true) {
        self.style = style
        self.showsFooter = showsFooter
        self.clipsToViewport = clipsToViewport
        self.margin = margin
        self.cornerRadius = cornerRadius
        self.showsSectionInCellLabels = showsSectionInCellLabels
    }

    /// The SVG document of `frame`. Coordinates are the viewport's: the content offset is
    /// subtracted, so (0, 0) is the viewport's top-left corner.
    package func render(_ frame: RecordedFrame, title: String? = nil) -> String {
        let f: (CGFloat) -> String = { NumberText.format($0) }
        let viewport = frame.bounds
        let width = viewport.width + 2 * margin, height = viewport.height + 2 * margin
        var svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(f(width))" height="\(f(height))" \
        viewBox="\(f(-margin)) \(f(-margin)) \(f(width)) \(f(height))" font-family="Helvetica, Arial, sans-serif">

        """
        if let title { svg += "<title>\(Self.escape(title))</title>\n" }
        svg += "<rect x=\"\(f(-margin))\" y=\"\(f(-margin))\" width=\"\(f(width))\" height=\"\(f(height))\" fill=\"#f4f4f6\"/>\n"
        svg += "<rect class=\"viewport\" x=\"0\" y=\"0\" width=\"\(f(viewport.width))\" height=\"\(f(viewport.height))\" "
            + "fill=\"#ffffff\" stroke=\"#222222\" stroke-width=\"1.5\"/>\n"
        // The clip's id names the viewport size, so frames of one size inlined in one page share
        // it and frames of another size do not collide with it.
        let clipID = "viewport-\(f(viewport.width))x\(f(viewport.height))"
        if clipsToViewport {
            svg += "<clipPath id=\"\(clipID)\"><rect x=\"0\" y=\"0\" width=\"\(f(viewport.width))\" "
                + "height=\"\(f(viewport.height))\"/></clipPath>\n<g clip-path=\"url(#\(clipID))\">\n"
        }
        var painter = ArtworkPainter()
        for element in frame.elements where !element.isHidden && element.alpha > 0 {
            svg += renderElement(element, origin: viewport.origin, painter: &painter)
        }
        if clipsToViewport { svg += "</g>\n" }
        svg += painter.definitionsElement
        if showsFooter {
            svg += "<text x=\"0\" y=\"\(f(viewport.height + margin * 0.7))\" font-size=\"11\" fill=\"#555555\">"
                + "offset \(f(viewport.minX)),\(f(viewport.minY)) · content \(f(frame.contentSize.width))×\(f(frame.contentSize.height))"
                + "</text>\n"
        }
        svg += "</svg>\n"
        return svg
    }

    private func renderElement(_ element: LayoutAttributes, origin: CGPoint, painter: inout ArtworkPainter) -> String {
        let f: (CGFloat) -> String = { NumberText.format($0) }
        let style = ElementStyle(element, style: self.style)
        let artwork = self.style == .realistic ? element[ElementArtwork.self] : nil
        let frame = element.frame.offsetBy(dx: -origin.x, dy: -origin.y)
        let label = Self.escape(style.label(for: element, showingSection: showsSectionInCellLabels))
        let fontSize = max(6, min(16, min(frame.width, frame.height) * 0.4))
        let group = "<g class=\"\(style.className) z\(element.zIndex)\" opacity=\"\(f(element.alpha.clamped(to: 0...1)))\""
        if element.transform3D.isAffine {
            let t = element.transform
            let center = CGPoint(x: frame.midX, y: frame.midY)
            var transform = ""
            if !t.isIdentity {
                let matrix = "matrix(\(f(t.a)) \(f(t.b)) \(f(t.c)) \(f(t.d)) \(f(t.tx)) \(f(t.ty)))"
                transform = " transform=\"translate(\(f(center.x)) \(f(center.y))) \(matrix) translate(\(f(-center.x)) \(f(-center.y)))\""
            }
            let appearance = element[ElementAppearance.self]
            let radius = min(appearance?.cornerRadius ?? cornerRadius, min(frame.width, frame.height) / 2)
            let outline = "fill=\"\(style.fill)\" stroke=\"\(style.stroke)\" stroke-width=\"1\"\(style.strokeDash)"
            if let artwork {
                let picture = painter.draw(artwork, in: frame, shape: element[ElementShape.self],
                                           cornerRadius: appearance?.cornerRadius == nil ? 0 : radius)
                let details = appearance.map { renderDetails(of: $0, in: frame, cornerRadius: radius, painter: &painter) } ?? ""
                return "\(group)\(transform)>\(picture)\(details)</g>\n"
            }
            let rect: String
            if let shape = element[ElementShape.self] {
                let path = Self.roundedPath(shape.polygon.offsetBy(dx: frame.minX, dy: frame.minY), radius: shape.cornerRadius)
                rect = "<path d=\"\(path)\" \(outline)/>"
            } else {
                rect = "<rect x=\"\(f(frame.minX))\" y=\"\(f(frame.minY))\" width=\"\(f(frame.width))\" "
                    + "height=\"\(f(frame.height))\" rx=\"\(f(radius))\" \(outline)/>"
            }
            // A thumbnail of outlines keeps its label small, under the drawing.
            let text = appearance?.outlines.isEmpty == false
                ? textElement(label, at: CGPoint(x: center.x, y: frame.maxY - 7), size: 9, color: style.text)
                : textElement(label, at: center, size: fontSize, color: style.text)
            let details = appearance.map { renderDetails(of: $0, in: frame, cornerRadius: radius, painter: &painter) + renderOutlines(of: $0, in: frame) } ?? ""
            return "\(group)\(transform)>\(rect)\(details)\(text)</g>\n"
        }
        let corners = element.transform3D.projectedCorners(of: frame)
        let points = corners.map { "\(f($0.x)),\(f($0.y))" }.joined(separator: " ")
        let projectedCenter = element.transform3D.project(.zero)
        let isBackFacing = element.transform3D.isBackFacing(for: frame)
        if let artwork, !isBackFacing {
            // The picture fitted to the projected bounds and cut to the projected outline.
            let cut = painter.clip(polygon: LayoutPolygon(corners))
            let picture = painter.draw(artwork, in: CGRect.boundingBox(of: corners), shape: nil, cornerRadius: 0)
            return "\(group)><g clip-path=\"url(#\(cut))\">\(picture)</g></g>\n"
        }
        let fill = isBackFacing ? style.backFill : style.fill
        let labelPoint = CGPoint(x: frame.midX + projectedCenter.x, y: frame.midY + projectedCenter.y)
        let scale = CGRect.boundingBox(of: corners).height / max(frame.height, 1)
        let polygon = "<polygon points=\"\(points)\" fill=\"\(fill)\" stroke=\"\(style.stroke)\" "
            + "stroke-width=\"1\" stroke-linejoin=\"round\"/>"
        let text = textElement(label, at: labelPoint, size: max(6, fontSize * scale), color: style.text)
        return "\(group)>\(polygon)\(text)</g>\n"
    }

    /// An appearance's details inside `frame`, at its detail opacity: the gradient over the
    /// lower half, the caption at the bottom leading corner, the button at the top trailing one.
    private func renderDetails(of appearance: ElementAppearance, in frame: CGRect, cornerRadius radius: CGFloat,
                               painter: inout ArtworkPainter) -> String {
        guard appearance.hasDetails, appearance.detailAlpha > 0 else { return "" }
        let f: (CGFloat) -> String = { NumberText.format($0) }
        var svg = "<g class=\"details\" opacity=\"\(f(min(1, appearance.detailAlpha)))\">"
        if appearance.showsGradient {
            let y = frame.midY
            // The realistic style shades as the app does, from clear to dark.
            let fill = style == .realistic ? "url(#\(painter.shade()))\"" : "#000000\" fill-opacity=\"0.35\""
            svg += "<rect x=\"\(f(frame.minX))\" y=\"\(f(y))\" width=\"\(f(frame.width))\" height=\"\(f(frame.maxY - y))\" "
                + "rx=\"\(f(radius))\" fill=\"\(fill)/>"
        }
        if let caption = appearance.caption {
            let size = max(8, min(18, frame.height * 0.08))
            svg += "<text x=\"\(f(frame.minX + 12))\" y=\"\(f(frame.maxY - 12))\" font-size=\"\(f(size))\" "
                + "font-weight=\"bold\" fill=\"#ffffff\">\(Self.escape(caption))</text>"
        }
        if appearance.showsAccessoryButton {
            let r = max(6, min(14, frame.width * 0.04))
            svg += "<circle cx=\"\(f(frame.maxX - 12 - r))\" cy=\"\(f(frame.minY + 12 + r))\" r=\"\(f(r))\" "
                + "fill=\"#ffffff\" fill-opacity=\"0.85\"/>"
        }
        return svg + "</g>"
    }

    /// An appearance's outlines (a template thumbnail's cells) inside `frame`, and a ring when
    /// the element is the chosen one.
    private func renderOutlines(of appearance: ElementAppearance, in frame: CGRect) -> String {
        let f: (CGFloat) -> String = { NumberText.format($0) }
        var svg = ""
        for outline in Self.outlines(of: appearance, in: frame) {
            svg += "<path d=\"\(Self.roundedPath(outline, radius: 1.5))\" fill=\"#ffffff\" fill-opacity=\"0.85\" "
                + "stroke=\"#1d3a7a\" stroke-width=\"0.75\"/>"
        }
        if appearance.isSelected {
            svg += "<rect x=\"\(f(frame.minX - 2))\" y=\"\(f(frame.minY - 2))\" width=\"\(f(frame.width + 4))\" "
                + "height=\"\(f(frame.height + 4))\" rx=\"\(f(cornerRadius + 2))\" fill=\"none\" stroke=\"#f5a623\" stroke-width=\"3\"/>"
        }
        return svg
    }

    /// An appearance's outlines (polygons on the unit square) placed in `frame` as the renderer
    /// draws them: the unit square is the frame inset by 6 points (at most a quarter of either
    /// side), less 10 points (at most a quarter of the height) at the bottom for the label.
    /// Outlines of fewer than three points are left out.
    package static func outlines(of appearance: ElementAppearance, in frame: CGRect) -> [LayoutPolygon] {
        let inset = min(6, frame.width / 4, frame.height / 4)
        let inner = CGRect(x: frame.minX + inset, y: frame.minY + inset, width: frame.width - 2 * inset,
                           height: max(0, frame.height - 2 * inset - min(10, frame.height / 4)))
        return appearance.outlines.filter { $0.points.count >= 3 }.map { outline in
            LayoutPolygon(outline.points.map { CGPoint(x: inner.minX + $0.x * inner.width, y: inner.minY + $0.y * inner.height) })
        }
    }

    /// An SVG path around convex `polygon` with each corner rounded by `radius` (at most half of
    /// either edge at the corner): straight edges joined by quadratic curves through the corners.
    package static func roundedPath(_ polygon: LayoutPolygon, radius: CGFloat) -> String {
        let f: (CGFloat) -> String = { NumberText.format($0) }
        let corners = polygon.roundedCorners(radius: radius)
        guard !corners.isEmpty else { return "" }
        return corners.enumerated().map { index, c in
            (index == 0 ? "M" : "L") + "\(f(c.entry.x)) \(f(c.entry.y)) Q\(f(c.corner.x)) \(f(c.corner.y)) \(f(c.exit.x)) \(f(c.exit.y)) "
        }.joined() + "Z"
    }

    private func textElement(_ label: String, at point: CGPoint, size: CGFloat, color: String) -> String {
        let f: (CGFloat) -> String = { NumberText.format($0) }
        return "<text x=\"\(f(point.x))\" y=\"\(f(point.y))\" font-size=\"\(f(size))\" text-anchor=\"middle\" "
            + "dominant-baseline=\"central\" fill=\"\(color)\">\(label)</text>"
    }

    /// `text` made safe inside SVG and HTML text and attribute values (`&`, `<`, `>` and `"` escaped).
    package static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
