import Foundation
import LayoutCore
import Rendering
import Simulation

/// Turns demos into gallery pages: a scrubber over scroll positions and the played-back script.
package enum GalleryBuilder {
    /// The most frames a gesture track keeps; longer recordings keep every n-th frame and the last.
    package static let maximumGestureFrames = 240

    /// The page of `demo`, drawn as the app would show it unless `renderer` says otherwise.
    package static func page(for demo: Demo, renderer: SVGRenderer = SVGRenderer(style: .realistic)) throws -> GalleryPage {
        let positions = try demo.scrollPositions()
        let gesture = thinned(try demo.recordScript())
        let title = demo.title
        return GalleryPage(
            name: demo.name, title: title, description: demo.summary,
            thumbnail: renderer.render(positions[0], title: title),
            tracks: [
                PlayerTrack(title: "Scroll positions", caption: "From the start to the end of the scrollable range.",
                            frames: positions.map { renderer.render($0) }, framesPerSecond: 8),
                PlayerTrack(title: "Gesture", caption: "The scripted drag, fling and rest at 60 frames per second.",
                            frames: gesture.frames.map { renderer.render($0) }, framesPerSecond: 60 / gesture.stride),
            ])
    }

    /// Writes every demo's page and the index into `directory`; returns the index's URL. The
    /// index links to the documentation at `documentationLink` (relative to it) when given.
    @discardableResult
    package static func writeGallery(to directory: URL, demos: [Demo] = Gallery.demos, documentationLink: String? = nil) throws -> URL {
        try GallerySite.write(demos.map { try page(for: $0) }, to: directory, documentationLink: documentationLink)
    }

    private static func thinned(_ frames: [RecordedFrame]) -> (frames: [RecordedFrame], stride: Int) {
        guard frames.count > maximumGestureFrames else { return (frames, 1) }
        let stride = (frames.count + maximumGestureFrames - 1) / maximumGestureFrames
        var kept = Swift.stride(from: 0, to: frames.count, by: stride).map { frames[$0] }
        if let last = frames.last, kept.last != last { kept.append(last) }
        return (kept, stride)
    }
}
