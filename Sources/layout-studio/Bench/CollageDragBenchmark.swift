import Foundation
import LayoutCore
import Layouts

/// One step of a collage drag: the finger moves, the divider or junction moves with its exact
/// clamp, the layout prepares again, and the visible rect is queried. The reference rebuilds
/// the template from its dividers (finding the cells again) and its geometry on every step, as
/// an editor without a fixed cell topology must.
struct CollageDragBenchmark {
    /// The row's name in the table.
    var name: String
    /// The template, as text.
    var template: String
    /// Where the finger goes down, on the unit canvas.
    var grab: CGPoint
    var viewport = CGSize(width: 390, height: 520)
    var steps = 300

    /// A nine-photo grid, its middle junction dragged.
    static let grid = CollageDragBenchmark(name: "collage drag 9 photos", template: "h 1/3; h 2/3; v 1/3; v 2/3",
                                           grab: CGPoint(x: 1.0 / 3, y: 1.0 / 3))
    /// The pinwheel, its first divider dragged.
    static let pinwheel = CollageDragBenchmark(name: "collage drag pinwheel",
                                               template: "v 2/3 to d2; h 2/3 from d3; v 1/3 from d4; h 1/3 to d1",
                                               grab: CGPoint(x: 2.0 / 3, y: 1.0 / 6))

    func measure() throws -> BenchRow {
        let clock = ContinuousClock()
        let template = try CollageTemplate(text: self.template)
        let layout = try CollageLayout(template: template)
        let bounds = CGRect(origin: .zero, size: viewport)
        let context = LayoutContext(bounds: bounds, itemCounts: [template.photoCount])
        let prepare = try clock.measure { () throws(LayoutError) in try layout.prepare(in: context, invalidating: .everything) }
        let canvas = layout.canvas
        layout.beginDrag(at: CGPoint(x: canvas.minX + grab.x * canvas.width, y: canvas.minY + grab.y * canvas.height))
        var times: [Duration] = []
        var referenceTimes: [Duration] = []
        for step in 0..<steps {
            let translation = CGPoint(x: 120 * sin(Double(step) / 20), y: 90 * cos(Double(step) / 27))
            times.append(try clock.measure { () throws(LayoutError) in
                layout.changeDrag(translation: translation)
                try layout.prepare(in: layout.context)
                _ = layout.layoutAttributesForElements(in: bounds)
            })
            let dividers = layout.configuration.template.dividers
            func rebuild() {
                let rebuilt = (try? CollageTemplate(dividers: dividers)) ?? template
                _ = CollageGeometry(template: rebuilt, canvas: canvas, margin: 10, spacing: 10, cornerRadius: 0)
            }
            referenceTimes.append(try clock.measure(rebuild))
        }
        layout.endDrag()
        return BenchRow(layout: name, n: template.photoCount, prepare: prepare,
                        frame: FrameBenchmark.median(times), referenceFrame: FrameBenchmark.median(referenceTimes))
    }
}
