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

    /// The elements of `shown` whose views must be given their value, traits and actions: those
    /// given something else before, or nothing since they came on screen — not those whose frame
    /// alone moved (a scroll), except the adjustable element, which stands where its item is.
    /// Those no longer shown are forgotten (a view shown again may be another).
    mutating func changedAssignments(_ shown: [AccessibilityElement]) -> [AccessibilityElement] {
        let keys = Set(shown.map(\.key))
        assigned = assigned.filter { keys.contains($0.key) }
        return shown.filter { element in
            let assignment = Assignment(element)
            guard assigned[element.key] != assignment else { return false }
            assigned[element.key] = assignment
            return true
        }
    }

    /// The data or the layout changed: every shown view is given its element again.
    mutating func forgetAssignments() {
        assigned = [:]
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
