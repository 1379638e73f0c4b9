/// What the engine gave one view for VoiceOver, kept so that what the app gave the view stays
/// the app's: a value the app set is kept, the app's own custom actions come first and ours
/// beside them, and traits we added are taken back once ours no longer include them, never the
/// app's (`uikit-contract.md`, "VoiceOver": "ours are added beside them, never instead").
///
/// Generic over the platform's action objects and traits, so the rule is tested on Linux and a
/// UIKit view only converts.
package struct AccessibilityOwnership<Action: AnyObject, Traits: SetAlgebra> {
    /// The value last given, if the view still shows it.
    private var value: String?
    /// The actions last given.
    private var actions: [Action] = []
    /// The traits added (those the view did not have before we gave them).
    private var addedTraits = Traits()

    /// Nothing given yet.
    package init() {}

    /// The value to give a view showing `current`: `ours`, unless the app gave the view a value
    /// of its own (one that is not the value last given).
    package mutating func value(current: String?, ours: String?) -> String? {
        guard current == nil || current == value else { return current }
        value = ours
        return ours
    }

    /// The custom actions to give a view holding `current` (`nil`: none): its own (those not given
    /// by us last time), then `ours`.
    package mutating func actions(current: [Action]?, ours: [Action]) -> [Action] {
        let own = own(current: current)
        actions = ours
        return own + ours
    }

    /// The app's own actions among `current`, a view's: those not given by us last time.
    package func own(current: [Action]?) -> [Action] {
        (current ?? []).filter { action in !actions.contains { $0 === action } }
    }

    /// The traits to give a view holding `current`: with `ours`, and without those we added
    /// before that are no longer ours.
    package mutating func traits(current: Traits, ours: Traits) -> Traits {
        let kept = current.subtracting(addedTraits.subtracting(ours))
        addedTraits = addedTraits.intersection(ours).union(ours.subtracting(current))
        return kept.union(ours)
    }
}
