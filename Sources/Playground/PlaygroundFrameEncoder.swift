import Foundation
import LayoutCore
import Rendering
import Simulation

/// A frame as the page draws it: the visible elements' attributes as compact JSON, a few
/// hundred bytes per element rather than a whole picture.
///
/// `{"type":"frame","n":12,"t":0.2,"idle":false,"w":360,"h":520,"e":[…]}`, each element
/// `{"k":"c0.3","x":…,"y":…,"w":…,"h":…}` (its key, `#1` added for the second view's element
/// of the same key, and its untransformed frame relative to the visible rect) with, when they are not the
/// defaults, `"m"` (the 16 numbers of its 3D transform in CSS `matrix3d` order, about its
/// centre), `"a"` (alpha), `"z"` (zIndex), `"l"` (label), `"tint"`, `"sel"`, `"art"`
/// (its ``PlaygroundArtwork`` name: `pizza:left:3`, `photo:7:1.5`, `icon:2`), `"clip"` (a shape's outline with its
/// corners rounded, as SVG path data in the element's coordinates, the renderer's own) and the appearance's `"cr"` (corner radius),
/// details `"cap"` (caption), `"btn"` (accessory button), `"grad"` (gradient) at opacity `"da"`,
/// and `"o"` (outlines, each polygon's points in the element's coordinates, placed as the renderer places them). Hidden and fully transparent elements are
/// left out. Drawn bottom to top: elements come sorted by zIndex.
package enum PlaygroundFrameEncoder {
    /// The frame message for `frame`, the `number`-th frame of the session.
    package static func message(for frame: RecordedFrame, number: Int, isIdle: Bool) -> String {
        message(for: frame, elements: elements(of: frame), number: number, isIdle: isIdle)
    }

    /// The frame message for `frame` whose ``elements(of:)`` are already encoded.
    static func message(for frame: RecordedFrame, elements: String, number: Int, isIdle: Bool) -> String {
        "{\"type\":\"frame\",\"n\":\(number),\"t\":\(NumberText.format(CGFloat(frame.time), places: 4)),\"idle\":\(isIdle)"
            + ",\"w\":\(NumberText.format(frame.bounds.width)),\"h\":\(NumberText.format(frame.bounds.height)),\"e\":\(elements)}"
    }

    /// The `"e"` array of `frame`: what the page draws, whatever the frame's number and time.
    package static func elements(of frame: RecordedFrame) -> String {
        // Two views of one scene have the same index paths: the second "c0.0" is "c0.0#1".
        var occurrences: [String: Int] = [:]
        let keyed = frame.elements.enumerated().map { offset, element in
            let base = key(element)
            let count = occurrences[base, default: 0]
            occurrences[base] = count + 1
            return (offset: offset, element: element, key: count == 0 ? base : "\(base)#\(count)")
        }
        let shown = keyed
            .filter { !$0.element.isHidden && $0.element.alpha > 0 && $0.element.isFinite }
            .sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
        let origin = frame.bounds.origin
        return "[" + shown.map { element($0.element, key: $0.key, origin: origin) }.joined(separator: ",") + "]"
    }

    /// One element, its frame relative to `origin` (the visible rect's top-left corner).
    static func element(_ element: LayoutAttributes, key: String, origin: CGPoint = .zero) -> String {
        let frame = element.frame.offsetBy(dx: -origin.x, dy: -origin.y)
        var json = "{\"k\":\"\(key)\",\"x\":\(NumberText.format(frame.minX)),\"y\":\(NumberText.format(frame.minY))"
            + ",\"w\":\(NumberText.format(frame.width)),\"h\":\(NumberText.format(frame.height))"
        if !element.transform3D.isIdentity {
            let t = element.transform3D
            let entries = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                           t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
            json += ",\"m\":[" + entries.map { NumberText.format($0, places: 6) }.joined(separator: ",") + "]"
        }
        if element.alpha < 1 { json += ",\"a\":\(NumberText.format(element.alpha, places: 3))" }
        if element.zIndex != 0 { json += ",\"z\":\(element.zIndex)" }
        let appearance = element[ElementAppearance.self]
        if let label = element[ElementLabel.self] ?? appearance?.title { json += ",\"l\":\(string(label))" }
        if let tint = appearance?.tint { json += ",\"tint\":\(tint)" }
        if appearance?.isSelected == true { json += ",\"sel\":true" }
        if let appearance { json += details(of: appearance, size: frame.size) }
        if let artwork = element[ElementArtwork.self] { json += ",\"art\":\"\(PlaygroundArtwork.name(of: artwork))\"" }
        if let shape = element[ElementShape.self] {
            json += ",\"clip\":\(string(SVGRenderer.roundedPath(shape.polygon, radius: shape.cornerRadius)))"
        }
        return json + "}"
    }

    /// The keys of an appearance's corner radius, details and outlines that are not the defaults,
    /// for an element of `size`.
    static func details(of appearance: ElementAppearance, size: CGSize) -> String {
        var json = ""
        if let radius = appearance.cornerRadius { json += ",\"cr\":\(NumberText.format(radius))" }
        if let caption = appearance.caption { json += ",\"cap\":\(string(caption))" }
        if appearance.showsAccessoryButton { json += ",\"btn\":true" }
        if appearance.showsGradient { json += ",\"grad\":true" }
        if appearance.hasDetails, appearance.detailAlpha < 1 { json += ",\"da\":\(NumberText.format(max(0, appearance.detailAlpha), places: 3))" }
        let outlines = SVGRenderer.outlines(of: appearance, in: CGRect(origin: .zero, size: size))
        if !outlines.isEmpty {
            json += ",\"o\":[" + outlines.map { outline in
                "[" + outline.points.map { "\(NumberText.format($0.x)),\(NumberText.format($0.y))" }.joined(separator: ",") + "]"
            }.joined(separator: ",") + "]"
        }
        return json
    }

    /// `c0.3` for the cell at item 3 of section 0, `s:header:0.0` for a supplementary view,
    /// `d:background:2.0` for a decoration.
    static func key(_ element: LayoutAttributes) -> String {
        let path = "\(element.indexPath.section).\(element.indexPath.item)"
        let text: String
        switch element.category {
        case .cell: text = "c" + path
        case .supplementaryView(let kind): text = "s:\(kind):" + path
        case .decorationView(let kind): text = "d:\(kind):" + path
        }
        return text.replacingOccurrences(of: "\\", with: "").replacingOccurrences(of: "\"", with: "")
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped.
    static func string(_ text: String) -> String {
        var json = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": json += "\\\""
            case "\\": json += "\\\\"
            case "\n": json += "\\n"
            case "\r": json += "\\r"
            case "\t": json += "\\t"
            case _ where scalar.value < 0x20: json += String(format: "\\u%04x", scalar.value)
            default: json.unicodeScalars.append(scalar)
            }
        }
        return json + "\""
    }
}
