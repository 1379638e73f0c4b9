import Foundation
import LayoutCore

/// The engine's rules that its call order used to state in prose ("call it last in the pass",
/// "must not outlive the view's call"), checked in debug builds at the moments they must hold
/// (swift-collections keeps its `_checkInvariants` the same way); the whole test suite runs them.
extension CollectionViewEngine {
    /// At the end of a layout pass (``viewDidLayout()``) or of a batch update's setup
    /// (``finalizeCollectionViewUpdates()``): no change is counted below zero; an anchor held for
    /// the pass is placed and released by its end unless a change of the engine's own holds it;
    /// a view that reports no pass ends holds none (it would outlive the pass and be spent by
    /// the next update); the update window is closed once no batch update is under way.
    func checkInvariants(afterUpdate: Bool = false) {
        #if DEBUG
        assert(animationsUnderWay >= 0, "animations under way: \(animationsUnderWay)")
        if let platform, !platform.reportsLayoutPasses {
            assert(!anchoring.isHeldForPass, "an anchor held for a pass the view never reports the end of")
        }
        if !afterUpdate, changes.isEmpty {
            assert(!anchoring.isHeldForPass, "an anchor held for a layout pass outlived it")
        }
        if afterUpdate {
            assert(!layout.update.isSettingUp, "the batch update's window is open after its setup ended")
        }
        #endif
    }
}
