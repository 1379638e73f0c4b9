import Foundation
import LayoutCore

/// What VoiceOver's use of a collection view leaves behind between its questions: the item an
/// adjustment glides to, the elements of the current layout pass, and what each shown view was
/// last given.
struct VoiceOverSession {
    /// The item a VoiceOver adjustment is gliding to, until the glide ends, the layout selects it,
    /// or anything else takes the offset.
    private(set) var pendingSelection: ItemPath?
    /// Whether the item of ``pendingSelection`` was announced without its label (not shown yet):
    /// it is announced in full when the glide ends.
    private(set) var announcesSelectionOnArrival = false
    /// The elements of the current layout pass, made when first asked.
    private var elements: [AccessibilityElement]?
    /// What each shown element's view was last given.
    private var assigned: [ElementKey: Assignment] = [:]
    /// Where the adjustable element stood when the views were last given their elements.
    private var adjustableKey: ElementKey?

    /// What a view is given of its element: its value, traits and actions; and, for the
    /// adjustable element (which stands in no view of its own), its label and frame.
    private struct Assignment: Equatable {
        var value: String?
        var traits: AccessibilityElementTraits
        var actions: [AccessibilityCustomAction.Identifier]
        var names: [String]
        var standIn: AccessibilityElement?

        init(_ element: AccessibilityElement) {
            value = element.value
            traits = element.traits
            actions = element.customActionIdentifiers
            names = element.customActions
            standIn = element.traits.contains(.adjustable) ? element : nil
        }
    }

    /// A layout pass ran: the elements are made anew when next asked.
    mutating func layoutPassEnded() {
        elements = nil
    }

    /// The elements of this layout pass, once made.
    var cachedElements: [AccessibilityElement]? { elements }

    /// Keeps `elements` as this layout pass's.
    mutating func cache(_ elements: [AccessibilityElement]) {
        self.elements = elements
    }

    /// The keys of `shown` whose views must be given their element again: those given nothing
    /// since they came on screen (or since the assignments were forgotten), the adjustable
    /// element's (`adjustableAt`, which stands where its item is), and the key it stood at last
    /// time when it moved (that view is a plain element again). Those no longer shown are forgotten.
    mutating func unassignedKeys(among shown: [ElementKey], adjustableAt adjustable: ElementKey?) -> Set<ElementKey> {
        let keys = Set(shown)
        forgetAllBut(keys)
        if adjustableKey != adjustable { adjustableKey.map { assigned[$0] = nil } }
        adjustableKey = adjustable
        return keys.filter { assigned[$0] == nil || $0 == adjustable }
    }

    /// Of `elements`, those whose assignment differs from the one last given (not those whose
    /// frame alone moved, a scroll, except the adjustable element, which stands where its item
    /// is), recorded as given.
    mutating func changed(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
        elements.filter { element in
            let assignment = Assignment(element)
            guard assigned[element.key] != assignment else { return false }
            assigned[element.key] = assignment
            return true
        }
    }

    /// Forgets what was given to the elements whose keys are not in `keys`.
    private mutating func forgetAllBut(_ keys: Set<ElementKey>) {
        assigned = assigned.filter { keys.contains($0.key) }
    }

    /// The data or the layout changed: every shown view is given its element again.
    mutating func forgetAssignments() {
        assigned = [:]
        adjustableKey = nil
        elements = nil
    }

    /// An adjustment glides to `item`, which VoiceOver could name only by its place when
    /// `namedByPlaceOnly` (it is not shown yet): it is announced in full on arrival.
    mutating func glide(to item: ItemPath, namedByPlaceOnly: Bool) {
        pendingSelection = item
        announcesSelectionOnArrival = namedByPlaceOnly
        elements = nil
    }

    /// The adjustment's glide is over, or anything else took the offset.
    mutating func dropPendingSelection() {
        pendingSelection = nil
        announcesSelectionOnArrival = false
    }
}
