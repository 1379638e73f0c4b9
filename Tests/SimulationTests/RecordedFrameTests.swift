import Foundation
import LayoutCore
import Simulation
import Testing

@Suite("Recorded frames")
struct RecordedFrameTests {
    /// Two frames that differ only in their content size hash apart: the hand-written hash
    /// covers the geometry, not only the elements.
    @Test func handWrittenHashTellsGeometryApart() {
        let a = LayoutAttributes(forCellWith: ItemPath(item: 0, section: 0), frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let frames = [RecordedFrame(time: 0, bounds: .zero, contentSize: .zero, elements: [a]),
                      RecordedFrame(time: 0, bounds: .zero, contentSize: CGSize(width: 1, height: 0), elements: [a])]
        #expect(Set(frames).count == 2)
        #expect(Set(frames + frames).count == 2)
    }
}
