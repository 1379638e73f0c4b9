import Foundation
import LayoutCore
import Rendering
import Simulation

/// A picture of a DocC article: one frame of a gallery demo, drawn realistically and checked in
/// as an SVG resource of a module's documentation catalog.
///
/// `layout-studio docs-images` writes every picture of ``DocumentationPicture/all``; a test
/// renders them again and fails when a checked-in file differs, so the pictures cannot fall
/// behind the layouts they show.
package struct DocumentationPicture: Sendable {
    /// When in the demo the picture is taken.
    package enum Moment: Sendable, Equatable {
        /// The scene as it opens.
        case atRest
        /// The scene with its views scrolled to a content offset (see ``Demo/frame(atOffset:size:)``).
        case offset(CGPoint)
        /// Frame `index` of the demo's script played at 60 frames per second (the last frame
        /// when the script is shorter).
        case scriptFrame(Int)
    }

    /// The module whose catalog holds the picture (`Screens` for `Screens.docc`).
    package let module: String
    /// The file name without its extension; articles show it as `![…](name)`.
    package let name: String
    /// The gallery demo drawn.
    package let demo: String
    /// When in the demo.
    package let moment: Moment

    /// A picture of `demo` at `moment`, for the catalog of `module`.
    package init(module: String, name: String, demo: String, moment: Moment = .atRest) {
        self.module = module
        self.name = name
        self.demo = demo
        self.moment = moment
    }

    /// The picture's path inside the package: `Sources/<module>/<module>.docc/Resources/<name>.svg`.
    package var relativePath: String {
        "Sources/\(module)/\(module).docc/Resources/\(name).svg"
    }

    /// The SVG, drawn with the realistic style and without a title (the article has one).
    package func render() throws -> String {
        guard let demo = Gallery.demo(named: demo) else { throw DocumentationPictureError.unknownDemo(demo, picture: name) }
        let frame: RecordedFrame
        switch moment {
        case .atRest:
            frame = try demo.makeScene().currentFrame
        case .offset(let offset):
            frame = try demo.frame(atOffset: offset)
        case .scriptFrame(let index):
            let frames = try demo.recordScript(framesPerSecond: 60)
            frame = frames[min(max(0, index), frames.count - 1)]
        }
        return SVGRenderer(style: .realistic, showsFooter: false).render(frame)
    }
}

/// Why a documentation picture cannot be drawn.
package enum DocumentationPictureError: Error, Equatable, CustomStringConvertible {
    /// The picture names a demo the gallery does not have.
    case unknownDemo(String, picture: String)

    package var description: String {
        switch self {
        case .unknownDemo(let demo, let picture): "documentation picture '\(picture)' names no demo '\(demo)'"
        }
    }
}
