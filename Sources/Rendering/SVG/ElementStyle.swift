import Foundation
import LayoutCore
import Simulation

/// The colours and label of one element in a rendered frame: cells in a palette by item (or by
/// the tint of their ``ElementAppearance``), headers orange (`H` + section), footers green (`F` + section), other supplementary views
/// purple and decoration views grey, each labelled by kind. Supplementary views whose kind ends
/// in "placeholder" (an empty collage cell) are pale and dashed; decorations whose kind ends in
/// "divider" (a dragged collage divider's handle) are white bars, those ending in "-line" (grid
/// and hour lines) bare grey rules, red for the now line, and a "-corner" a plain cover, all
/// three unlabelled.
struct ElementStyle {
    var className: String
    var fill: String
    var backFill: String
    var stroke: String
    var text: String
    /// An SVG `stroke-dasharray` attribute (with its leading space), or empty.
    var strokeDash = ""

    private init(className: String, fill: String, backFill: String, stroke: String, text: String) {
        (self.className, self.fill, self.backFill, self.stroke, self.text) = (className, fill, backFill, stroke, text)
    }

    private static let cellPalette = ["#5b8def", "#4fb3c9", "#6c7ae0", "#3f9fd9", "#7a6fd6", "#4a90b8"]

    /// The look of `element` in `style`: the wireframe's colours, or in the realistic style
    /// what an app shows around its pictures — pale cells, headers and footers as bare titles,
    /// captions and badges as white labels, pale decorations.
    init(_ element: LayoutAttributes, style: RenderStyle) {
        self.init(element)
        guard style == .realistic else { return }
        switch className {
        case "cell": (fill, backFill, stroke, text) = ("#e9ebf0", "#d5d8df", "#c9ccd4", "#4a4f5c")
        case "header", "footer": (fill, backFill, stroke, text) = ("none", "none", "none", "#1c1c1e")
        case "supplementary": (fill, backFill, stroke, text) = ("#ffffff", "#eeeeee", "#c9ccd4", "#1c1c1e")
        case "decoration": (fill, backFill, stroke, text) = ("#eef0f4", "#e2e4ea", "none", "#8a8f9c")
        default: break
        }
    }

    init(_ element: LayoutAttributes) {
        switch element.category {
        case .cell:
            let colour = element[ElementAppearance.self]?.tint ?? element.indexPath.item
            let fill = Self.cellPalette[abs(colour % Self.cellPalette.count)]
            self.init(className: "cell", fill: fill, backFill: "#9aa3b5", stroke: "#1d3a7a", text: "#ffffff")
        case .supplementaryView(let kind) where kind == ElementCategory.headerKind || kind.hasSuffix("-caption"):
            // Headers and captions (a kind ending in "-caption", the pizza's): text over the content.
            self.init(className: "header", fill: "#f5a623", backFill: "#c9a36a", stroke: "#8a5a00", text: "#2b1a00")
        case .supplementaryView(ElementCategory.footerKind):
            self.init(className: "footer", fill: "#7ed321", backFill: "#a5c78a", stroke: "#3d6b0a", text: "#1a2b00")
        case .supplementaryView(let kind) where kind.hasSuffix("placeholder"):
            self.init(className: "placeholder", fill: "#eef0f5", backFill: "#dfe2ea", stroke: "#9aa3b5", text: "#9aa3b5")
            strokeDash = " stroke-dasharray=\"6 4\""
        case .supplementaryView:
            self.init(className: "supplementary", fill: "#bd10e0", backFill: "#b38ac0", stroke: "#5e0870", text: "#ffffff")
        case .decorationView(let kind) where kind.hasSuffix("divider"):
            self.init(className: "handle", fill: "#ffffff", backFill: "#ffffff", stroke: "#1d3a7a", text: "#1d3a7a")
        case .decorationView(let kind) where kind.hasSuffix("now-line"):
            self.init(className: "rule", fill: "#e5322d", backFill: "#e5322d", stroke: "none", text: "none")
        case .decorationView(let kind) where kind.hasSuffix("-line"):
            self.init(className: "rule", fill: "#b4b8c2", backFill: "#b4b8c2", stroke: "none", text: "none")
        case .decorationView(let kind) where kind.hasSuffix("-corner"):
            self.init(className: "rule", fill: "#f4f5f8", backFill: "#f4f5f8", stroke: "#d0d3da", text: "none")
        case .decorationView:
            self.init(className: "decoration", fill: "#d8d8de", backFill: "#c0c0c6", stroke: "#9b9ba5", text: "#55555f")
        }
    }

    func label(for element: LayoutAttributes, showingSection: Bool) -> String {
        if className == "rule" { return "" }
        if let label = element[ElementLabel.self] ?? element[ElementAppearance.self]?.title { return label }
        let path = element.indexPath
        switch element.category {
        case .cell: return showingSection ? "\(path.section).\(path.item)" : "\(path.item)"
        case .supplementaryView(ElementCategory.headerKind): return "H\(path.section)"
        case .supplementaryView(ElementCategory.footerKind): return "F\(path.section)"
        case .supplementaryView(let kind), .decorationView(let kind): return "\(kind) \(path.section).\(path.item)"
        }
    }
}
