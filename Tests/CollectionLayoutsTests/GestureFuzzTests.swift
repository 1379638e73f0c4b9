import Foundation
import GalleryModule
@_spi(Testing) import LayoutCore
import Testing

/// Random gestures over every demo (every layout and preset), left to right and right to left.
/// CI runs a fixed seed and a few steps; `FUZZ_SEED=<n> FUZZ_STEPS=<n> swift test --filter GestureFuzz` runs any other.
@Suite("Gesture fuzz over every layout and preset")
struct GestureFuzzTests {
    static let seed = ProcessInfo.processInfo.environment["FUZZ_SEED"].flatMap(UInt64.init) ?? 2026
    static let steps = ProcessInfo.processInfo.environment["FUZZ_STEPS"].flatMap(Int.init) ?? 12

    @Test(arguments: Gallery.demos.map(\.name), [LayoutTraits.LayoutDirection.leftToRight, .rightToLeft])
    func randomGesturesRestOnTargetsWithExactQueries(demo name: String, direction: LayoutTraits.LayoutDirection) throws {
        let demo = try #require(Gallery.demo(named: name))
        var fuzzer = GestureFuzzer(demo: demo, seed: Self.seed, layoutDirection: direction)
        fuzzer.run(steps: Self.steps)
        for problem in fuzzer.problems { Issue.record("\(problem)") }
        #expect(fuzzer.gestureCount == Self.steps || !fuzzer.problems.isEmpty)
        #expect(fuzzer.restingStates.count > 1, "the gestures never moved \(name)")
    }
}
