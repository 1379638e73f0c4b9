import Foundation
import LayoutCore

/// Batch updates: the update items the layout is shown, whether the view animates them, and
/// where appearing and disappearing elements start and end.
extension HostedLayout {
    /// Whether a batch update asked to animate (`animated`) does: only when the layout does not
    /// drive its own update animations (`CollectionLayout/animatesCollectionViewUpdates`). An
    /// update that changes no item still animates whatever the layout changed, as UIKit's
    /// `performBatchUpdates(nil)` after an invalidation does.
    /// A UIKit view that does not animate performs the update inside
    /// `UIView.performWithoutAnimation`: a `CATransaction` opened in
    /// `prepare(forCollectionViewUpdates:)` cannot stop UIKit's animations, which it adds after
    /// `finalizeCollectionViewUpdates()` (Apple: that method "is called within the animation block").
    package func animatesBatchUpdates(_ animated: Bool) -> Bool {
        animated && layout.animatesCollectionViewUpdates
    }

    /// `prepare(forCollectionViewUpdates:)`, step 3 of ``BatchUpdateSteps``: the layout is shown
    /// the update's changes and answers queries again, and the update's setup begins; answers
    /// whether it was shown them. The moves of a movement step the host already showed the layout
    /// are not shown again. Out of order (before the layout prepared with the update's counts),
    /// it is reported in debug builds.
    @discardableResult
    package func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) -> Bool {
        let isEcho = movementUpdates.isEcho(updateItems)
        let inOrder = update.showUpdateItems(isEcho: isEcho)
        checkStep(inOrder, "prepare(forCollectionViewUpdates:) before prepare() with the update's counts")
        guard !isEcho else { return false }
        layout.prepare(forCollectionViewUpdates: updateItems)
        return true
    }

    /// `finalizeCollectionViewUpdates()`, step 4 of ``BatchUpdateSteps``: answers whether the
    /// layout was told (not the end of a movement step's echo) and the offset adjustment kept
    /// during the setup, if any. Out of order (without step 3), it is reported in debug builds.
    package func finalizeCollectionViewUpdates() -> (told: Bool, kept: CGPoint?) {
        let isEcho = movementUpdates.endEcho()
        let (kept, inOrder) = update.finalize(isEcho: isEcho)
        checkStep(inOrder, "finalizeCollectionViewUpdates() without prepare(forCollectionViewUpdates:)")
        guard !isEcho else { return (false, kept) }
        layout.finalizeCollectionViewUpdates()
        return (true, kept)
    }

    /// The update is over without `prepare(forCollectionViewUpdates:)` (UIKit turned it into a
    /// reload, or refused it): the layout answers queries again.
    func endUpdateWindow() {
        update.abandon()
    }

    /// A step of a batch update out of UIKit's order: a defect of the view that walked it (the
    /// simulated view's, or UIKit's order differing from the one the engine was written against),
    /// reported in debug builds as a runtime issue, which fails the test that walked it.
    private func checkStep(_ inOrder: Bool, _ violation: @autoclosure () -> String) {
        #if DEBUG
        if !inOrder { RuntimeIssue.report("a batch update walked out of UIKit's order: \(violation())") }
        #endif
    }

    /// Where the element `key` (after the update) starts when it appears through an update;
    /// `nil` lets the view choose.
    package func initialLayoutAttributes(forAppearingElement key: ElementKey) -> LayoutAttributes? {
        layout.initialLayoutAttributesForAppearingElement(key)
    }

    /// Where the element `key` (before the update) ends when it disappears through an update;
    /// `nil` lets the view choose.
    package func finalLayoutAttributes(forDisappearingElement key: ElementKey) -> LayoutAttributes? {
        layout.finalLayoutAttributesForDisappearingElement(key)
    }
}
