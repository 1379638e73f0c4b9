import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) @testable import Layouts
import PropertyBased
import Testing
import TestSupport

/// Random catalogue templates, canvases and drag sequences: the cells tile the canvas, stay
/// `spacing` apart and at least the minimum; undo restores exactly; queries match brute force.
@Suite struct CollagePropertyTests {
    /// A random layout: a catalogue template in a random view with random settings.
    static func layout(template: Int, width: CGFloat, height: CGFloat, ratio: Int, spacing: CGFloat) throws -> CollageLayout {
        let entry = CollageCatalogue.entries[template % CollageCatalogue.entries.count]
        var configuration = CollageLayoutConfiguration(template: entry.template)
        configuration.aspectRatio = CollageAspectRatio.all[ratio % CollageAspectRatio.all.count].ratio
        configuration.spacing = spacing
        configuration.margin = spacing / 2
        configuration.cornerRadius = spacing
        let layout = try CollageLayout(configuration: configuration)
        try prepare(layout, LayoutContext(bounds: CGRect(x: 0, y: 0, width: width, height: height), itemCounts: [entry.template.photoCount]))
        return layout
    }

    /// Applies random drags: each starts at a junction, a divider's middle or a random point.
    static func drag(_ layout: CollageLayout, steps: [(pick: Int, dx: CGFloat, dy: CGFloat)]) throws {
        for step in steps {
            let template = layout.configuration.template
            let start: CGPoint
            if !template.dividers.isEmpty, step.pick % 3 != 2 {
                let (a, b) = layout.pointsOfDivider(step.pick % template.dividers.count)
                start = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
            } else if let junction = template.junctions.first {
                start = layout.canvasPoint(junction.point)
            } else {
                start = CGPoint(x: layout.canvas.midX, y: layout.canvas.midY)
            }
            layout.beginDrag(at: start)
            layout.changeDrag(translation: CGPoint(x: step.dx / 2, y: step.dy / 2))
            layout.changeDrag(translation: CGPoint(x: step.dx, y: step.dy))
            layout.endDrag()
            try relayout(layout)
        }
    }

    /// The area of the overlap of two convex polygons.
    static func overlap(_ a: LayoutPolygon, _ b: LayoutPolygon) -> CGFloat {
        var clipped = a.points
        let centre = CGPoint(x: b.points.map(\.x).reduce(0, +) / CGFloat(b.points.count),
                             y: b.points.map(\.y).reduce(0, +) / CGFloat(b.points.count))
        for index in b.points.indices {
            let p = b.points[index], q = b.points[(index + 1) % b.points.count]
            clipped = CollageGeometry.clip(clipped, keeping: PlaneLine(point: p, direction: CGPoint(x: q.x - p.x, y: q.y - p.y)),
                                           inwardFrom: centre, by: 0)
        }
        return LayoutPolygon(clipped).area
    }

    static let settings = zip(Gen.int(in: 0...10_000), Gen.cgFloat(in: 300...900), Gen.cgFloat(in: 300...900),
                              Gen.int(in: 0...7), Gen.cgFloat(in: 0...16))
    static let drags = zip(Gen.int(in: 0...20), Gen.cgFloat(in: -600...600), Gen.cgFloat(in: -600...600)).array(of: 0...6)

    @Test func cellsTileTheCanvasAndKeepTheirMinimumAfterAnyDrags() async {
        await propertyCheck(count: 150, input: Self.settings, Self.drags) { settings, steps in
            let layout = try Self.layout(template: settings.0, width: settings.1, height: settings.2, ratio: settings.3, spacing: settings.4)
            let minimum = layout.configuration.minimumCellSide(onCanvasOf: layout.canvas.size)
            let before = regions(layout).map(\.edgeLengths)
            try Self.drag(layout, steps: steps.map { (pick: $0.0, dx: $0.1, dy: $0.2) })
            let after = regions(layout)
            // Areas sum to the canvas; no two overlap.
            let canvasArea = layout.canvas.width * layout.canvas.height
            #expect(close(after.reduce(0) { $0 + $1.area }, canvasArea, canvasArea * 1e-9))
            for i in after.indices {
                for j in after.indices where j > i {
                    #expect(Self.overlap(after[i], after[j]) <= canvasArea * 1e-9)
                }
            }
            // Every edge at least the minimum, or as long as it was if it started shorter.
            for (cell, lengths) in after.enumerated() {
                for (k, length) in lengths.edgeLengths.enumerated() where k < before[cell].count {
                    #expect(length >= min(minimum, before[cell].min() ?? 0) - 1e-6)
                }
            }
        }
    }

    @Test func neighboursAreExactlyTheSpacingApart() async {
        await propertyCheck(count: 150, input: Self.settings, Self.drags) { settings, steps in
            let layout = try Self.layout(template: settings.0, width: settings.1, height: settings.2, ratio: settings.3, spacing: settings.4)
            try Self.drag(layout, steps: steps.map { (pick: $0.0, dx: $0.1, dy: $0.2) })
            let template = layout.configuration.template
            let spacing = layout.configuration.spacing, margin = layout.configuration.margin
            for (index, cell) in layout.geometry.cells.enumerated() where !cell.polygon.points.isEmpty {
                for line in template.cells[index].edges {
                    // The inset polygon's nearest corner to each of its lines is exactly the inset away.
                    let plane = template.planeLine(line).mapped(to: layout.canvas)
                    let length = hypot(plane.direction.x, plane.direction.y)
                    let distances = cell.polygon.points.map { point in
                        abs((point.x - plane.point.x) * plane.direction.y - (point.y - plane.point.y) * plane.direction.x) / length
                    }
                    let inset = line.isDivider ? spacing / 2 : margin
                    #expect(close(distances.min() ?? -1, inset, 1e-6), "\(line) of cell \(index)")
                }
            }
        }
    }

    @Test func undoRestoresExactlyAndRedoReplays() async {
        await propertyCheck(count: 100, input: Self.settings, Self.drags) { settings, steps in
            let layout = try Self.layout(template: settings.0, width: settings.1, height: settings.2, ratio: settings.3, spacing: settings.4)
            let start = layout.configuration.template
            try Self.drag(layout, steps: steps.map { (pick: $0.0, dx: $0.1, dy: $0.2) })
            let end = layout.configuration.template
            while layout.undo() {}
            #expect(layout.configuration.template == start)
            while layout.redo() {}
            #expect(layout.configuration.template == end)
        }
    }

    @Test func rectQueriesAgreeWithBruteForce() async {
        let rects = zip(Gen.cgFloat(in: -100...900), Gen.cgFloat(in: -100...900), Gen.cgFloat(in: 0...600), Gen.cgFloat(in: 0...600))
        await propertyCheck(count: 150, input: Self.settings, Self.drags, rects) { settings, steps, rect in
            let layout = try Self.layout(template: settings.0, width: settings.1, height: settings.2, ratio: settings.3, spacing: settings.4)
            try Self.drag(layout, steps: steps.map { (pick: $0.0, dx: $0.1, dy: $0.2) })
            // Mid-drag too, so the handles are checked.
            if !layout.configuration.template.dividers.isEmpty {
                let (a, b) = layout.pointsOfDivider(0)
                layout.beginDrag(at: CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2))
                try relayout(layout)
            }
            checkLayoutContract(layout, rect: CGRect(x: rect.0, y: rect.1, width: rect.2, height: rect.3),
                                allElements: allCollageElements(layout))
        }
    }
}
