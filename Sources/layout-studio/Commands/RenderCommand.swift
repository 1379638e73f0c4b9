import ArgumentParser
import Foundation
import GalleryModule
import LayoutCore
import Rendering
import Simulation

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Render one frame of a demo at a content offset as SVG.")

    @Argument(help: "The demo's name (see `layout-studio gallery`).")
    var demo: String

    @Option(help: "The content offset, as X,Y.")
    var offset: String = "0,0"

    @Option(help: "Render the moment this many seconds into the demo's scripted gesture, instead of a content offset.")
    var at: Double?

    @Flag(help: "Number the elements in the order VoiceOver reads them.")
    var accessibility = false

    @Option(help: "The viewport size, as WxH (default: the demo's).")
    var size: String?

    @Option(help: "The SVG file to write (default: standard output).")
    var out: String?

    @Option(help: "wireframe (labelled boxes) or realistic (pizza halves, photos, icons where the demo has them).")
    var style: RenderStyle = .wireframe

    func run() throws {
        let demo = try DemoArguments.demo(named: demo)
        let (x, y) = try DemoArguments.pair(offset, separator: ",", name: "offset")
        let viewport = try size.map { text in
            let (width, height) = try DemoArguments.pair(text, separator: "x", name: "size")
            return CGSize(width: width, height: height)
        }
        let frame: RecordedFrame
        if let at {
            let frames = try demo.recordScript()
            frame = frames.first { $0.time >= at } ?? frames[frames.count - 1]
        } else if accessibility {
            frame = try demo.frameShowingReadingOrder(atOffset: CGPoint(x: x, y: y), size: viewport)
        } else {
            frame = try demo.frame(atOffset: CGPoint(x: x, y: y), size: viewport)
        }
        try DemoArguments.write(SVGRenderer(style: style).render(frame, title: demo.title), to: out)
    }
}

extension RenderStyle: ExpressibleByArgument {}
