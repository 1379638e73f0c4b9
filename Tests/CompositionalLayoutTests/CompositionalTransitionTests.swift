@_spi(Testing) import CompositionalLayoutModule
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts
import PropertyBased
import TestSupport
import Testing

/// Transitions between compositional layouts of every section shape, as the Photos screen
/// switches from a list to a grid: scrolled far down, the two layouts show different index
/// ranges, so nearly every element comes from the other layout's batched query.
@Suite struct CompositionalTransitionTests {
    @Test func agreesWithInterpolatedBruteForce() async {
        let shape = zip(Gen.int(in: 0...7), Gen.int(in: 0...7), Gen.int(in: 0...1000), Gen.int(in: 0...100))
        let data = zip(Gen.int(in: 0...300).array(of: 1...3), Gen.cgFloat(in: 0...6000), Gen.cgFloat(in: 100...900))
        await propertyCheck(count: 150, input: shape, data) { shape, data in
            let (firstKind, secondKind, seed, percent) = shape
            let (counts, position, extent) = data
            func layout(kind: Int, seed: Int) -> CompositionalLayout {
                CompositionalLayout { index, _ in CompositionalPropertyTests.section(kind: kind, seed: seed + index, behaviour: .none) }
            }
            let first = layout(kind: firstKind, seed: seed), second = layout(kind: secondKind, seed: seed + 1)
            let transition = TransitionLayout(from: first, to: second)
            do throws(LayoutError) {
                try prepare(transition, LayoutContext(bounds: CGRect(x: 0, y: position, width: 390, height: 844), itemCounts: counts))
            } catch {
                #expect(error.description.contains("never fit") || error.description.contains("repeat"))
                return
            }
            let progress = CGFloat(percent) / 100
            try transition.setTransitionProgress(progress)
            try transition.prepare()
            let rect = CGRect(x: 0, y: position, width: 390, height: extent)
            let reference = transitionByBruteForce(from: first.allElementsByBruteForce(), to: second.allElementsByBruteForce(),
                                                   progress: progress, in: rect)
            checkLayoutContract(transition, rect: rect, allElements: reference, checksContentCoverage: false)
        }
    }
}
