import DiffableData
import Foundation
import LayoutCore
import LayoutHosting

/// Keeps a collection view in step with what an app declares on each update (SwiftUI's
/// `updateUIView`): the sections and items by id, the layout by id, the selection and the scroll
/// position it binds, whether items move; and tells the app what the view did: where it came to
/// rest, that the end is near, what a person moved. Every decision SwiftUI's view makes is here,
/// portable; the view converts and calls.
///
/// Call ``apply(_:animated:)`` on each of the app's updates (``update(_:animated:)`` where the
/// caller takes the error). What the view tells the app (``selectionChanged``,
/// ``scrollPositionChanged``, ``nearEnd``, ``itemMoved``, ``scrolled``, ``errorOccurred``)
/// reaches it once the app's update is over, never during it. The collection is the view's
/// scroll delegate: an app hears offsets through ``scrolled``.
package final class DeclaredCollection<SectionID: Hashable, ItemID: Hashable> {
    /// The view kept in step, as screen logic drives it.
    package let view: any ScrollableCollection
    /// The view's engine: it shows layouts and holds back what the view tells the app during the
    /// app's update.
    package let engine: CollectionViewEngine
    /// What the view shows.
    let data: DiffableDataSourceCore<SectionID, ItemID>
    var layouts: LayoutChoice
    var selection = BoundItem<ItemID>()
    var position = BoundItem<ItemID>()
    var nearEndTrigger = NearEdgeTrigger()
    var nearStartTrigger = NearEdgeTrigger()
    /// The latest declaration.
    var declaration: CollectionDeclaration<SectionID, ItemID>?
    /// Whether a declaration was shown: the first is shown without animation.
    private var hasShownDeclaration = false
    /// What the last update declared, to find the next one's storage shown in O(1).
    var shown: ShownDeclaration<SectionID, ItemID>?
    /// Whether the last update declared the storage shown already: nothing changed, nothing was
    /// configured again (a host leaves its supplementary views as they are too).
    package internal(set) var declaredTheShownStorage = false
    /// Whether the latest declaration's sections are what the view shows: `false` while an update
    /// runs and after one whose sections were refused (a repeated id), when the view shows the
    /// ones before. ``CollectionItems`` follows it.
    package private(set) var showsDeclaredSections = true
    /// Whether an update during a movement left the cells unconfigured: the next configures them.
    var configuresAfterMovement = false
    /// The token of the last scroll request carried out.
    var servedScrollToken: AnyHashable?

    /// The app's binding of the selection hears the item the view rests on.
    package var selectionChanged: ((ItemID?) -> Void)?
    /// The app's binding of the set of selected items hears the set a tap made.
    package var selectedItemsChanged: ((Set<ItemID>) -> Void)?
    /// The app's binding of the scroll position hears the item at the leading edge, at rest.
    package var scrollPositionChanged: ((ItemID?) -> Void)?
    /// Told when the end of the content is near (``CollectionDeclaration/nearEndDistance``).
    package var nearEnd: (() -> Void)?
    /// Told when the start of the content is near (``CollectionDeclaration/nearStartDistance``):
    /// earlier messages to load above.
    package var nearStart: (() -> Void)?
    /// Told of each item a person moved (a drag, VoiceOver's move actions).
    package var itemMoved: ((ItemMove<SectionID, ItemID>) -> Void)?
    /// Told of the content offset when it changed, once per event.
    package var scrolled: ((CGPoint) -> Void)?
    /// Told, where the view comes to rest after a person scrolled it (a drag, a fling), of the item
    /// at the leading edge: a scroll position the app reads says it was positioned by the person
    /// (SwiftUI's `ScrollPosition.isPositionedByUser`).
    package var positionedByUser: ((ItemID?) -> Void)?
    /// Told of the item a person deletes through VoiceOver's Delete action (`onCollectionDelete`).
    package var itemDeleted: ((ItemID) -> Void)?
    /// The swipe actions the app gives an item's row, as VoiceOver's custom actions of its cell.
    package var rowSwipeActions: ((ItemID) -> [AccessibilityCustomAction])?
    /// The offset of this event, told once it is over.
    let offsetReport = OncePerEvent()
    /// The offset told last.
    var offsetReported: CGPoint?
    /// Told of an error that kept a declaration from being shown (``apply(_:animated:)``).
    package var errorOccurred: ((any Error) -> Void)?
    /// The last error told, until a declaration is shown: the same error is told once, not on
    /// every update that meets it again.
    private var lastErrorTold: String?
    /// The modifier of other types told last: told once, not on every update that sets it.
    private var mismatchTold: ModifierTypeMismatch?
    /// What VoiceOver's words for items were last made from (``accessibilityTraits(ofItemAt:)``,
    /// ``accessibilityActions(ofItemAt:)``): an
    /// update that changes none of it (an offset kept in `@State`) leaves VoiceOver's elements.
    private var itemAccessibilityInputs: [AnyHashable] = []

    /// A collection keeping `view`, which `engine` decides for, in step, shown by `data` (the
    /// view's diffable data source); the view shows the layout the app chose as `layoutID`.
    package init(view: any ScrollableCollection, engine: CollectionViewEngine, data: DiffableDataSourceCore<SectionID, ItemID>,
                 layoutID: AnyHashable) {
        self.view = view
        self.engine = engine
        self.data = data
        layouts = LayoutChoice(id: layoutID, layout: view.collectionLayout)
        view.delegate = self
        engine.itemAccessibilityTraits = { [weak self] path in self?.accessibilityTraits(ofItemAt: path) ?? [] }
        engine.itemAccessibilityActions = { [weak self] path in self?.accessibilityActions(ofItemAt: path) ?? [] }
    }

    /// Shows `declaration`: its content inset, its sections and items (the difference, animated
    /// when `animated`; the cells that may exist of the items whose values changed are
    /// configured again; the same storage as the last update costs nothing per item), the layout it chooses (animated when `animated`, keeping the item the person
    /// looks at in place), then moves to the selection and the scroll position it binds when the
    /// app changed them. Throws for repeated ids (a `SnapshotError` naming them, showing what was
    /// shown), a content inset that is not finite, and what making or preparing a layout throws.
    package func update(_ declaration: CollectionDeclaration<SectionID, ItemID>, animated: Bool) throws {
        let isFirst = !hasShownDeclaration
        self.declaration = declaration
        try engine.performViewUpdate {
            data.reorderingHandlers = reorderingHandlers(declaration.canMoveItem)
            if let inset = declaration.contentInset, inset != view.contentInset { try view.setContentInset(inset) }
            showsDeclaredSections = false
            try show(declaration.sections, changedItems: declaration.changedItems, itemEdits: declaration.itemEdits,
                     animated: animated && !isFirst)
            showsDeclaredSections = true
            if let layout = try layouts.layout(for: declaration.layoutID, make: declaration.makeLayout) {
                try engine.setCollectionViewLayout(layout, animated: animated && !isFirst)
                layouts.choose(declaration.layoutID, layout)
                // An element of a kind no view is registered for would vanish unnoticed.
                if let refusal = engine.takeElementRefusedBySwitch() { throw refusal }
            }
            followBindings(animated: animated)
            checkNearEdges()
        }
        hasShownDeclaration = true
        // What VoiceOver says of items follows the selection, edit mode and the modifiers.
        let inputs: [AnyHashable] = [declaration.selection, declaration.selectedItems, declaration.isEditing, declaration.hasTapAction,
                                     declaration.canDeleteItems, rowSwipeActions != nil]
        if inputs != itemAccessibilityInputs {
            itemAccessibilityInputs = inputs
            engine.accessibilityInputsChanged()
        }
    }

    /// Moves to the selection and the scroll position the app binds, when it changed them (or
    /// tells the app where the view rests): a new selection glides there, a new scroll position
    /// is scrolled to, animated when the update is. A view without a size yet waits for one: the
    /// end of the first layout pass that gives it one follows them.
    func followBindings(animated: Bool) {
        guard let declaration else { return }
        guard !view.bounds.isEmpty else {
            engine.layoutPassEnded = { [weak self] in self?.viewGotItsSize() }
            return
        }
        engine.layoutPassEnded = nil
        if let value = declaration.selection {
            respondToSelection(selection.appUpdated(value, current: currentSelection, atRest: engine.isAtRest, animated: true))
        }
        if let value = declaration.scrollPosition {
            respondToPosition(position.appUpdated(value, current: itemAtPositionAnchor, atRest: engine.isAtRest, animated: animated))
        }
        serve(declaration.scrollRequest, animated: animated && hasShownDeclaration)
    }

    /// A layout pass ended while the bindings waited for a size: once the view has one, they are
    /// followed at the end of that pass, before the frame is shown (what they tell the app
    /// waits for the pass to end), and the end of the content may be near already.
    private func viewGotItsSize() {
        // A pass inside the app's update (a new layout laid out) leaves it to that update.
        guard !view.bounds.isEmpty, !engine.isDeferringEvents else { return }
        engine.layoutPassEnded = nil
        engine.performViewUpdate {
            followBindings(animated: false)
            checkNearEdges()
        }
    }

    /// ``update(_:animated:)`` for an app's update, which cannot throw (SwiftUI's `updateUIView`):
    /// an error is reported as a runtime issue (``RuntimeIssue``) and reaches ``errorOccurred``
    /// once the update is over, each only when it is not the one told last.
    package func apply(_ declaration: CollectionDeclaration<SectionID, ItemID>, animated: Bool) {
        do {
            try update(declaration, animated: animated)
            lastErrorTold = nil
        } catch {
            tell(error)
        }
    }

    /// Reports `error`, which kept a declaration from being shown or a modifier from working, as
    /// a runtime issue and to ``errorOccurred`` once the app's update is over: once, until
    /// another error or a declaration shown.
    private func tell(_ error: any Error) {
        let description = String(describing: error)
        guard description != lastErrorTold else { return }
        lastErrorTold = description
        report(error)
    }

    /// Reports `mismatch`, a modifier of this update's set for other types than the view's (`nil`:
    /// none was), as ``tell(_:)`` does, once for as long as the app's updates set it.
    package func tellMismatch(_ mismatch: ModifierTypeMismatch?) {
        guard mismatch != mismatchTold else { return }
        mismatchTold = mismatch
        if let mismatch { report(mismatch) }
    }

    /// Reports `error` as a runtime issue now, and to ``errorOccurred`` once the app's update is over.
    private func report(_ error: any Error) {
        RuntimeIssue.report(error)
        engine.platform?.performAfterCurrentEvent { [weak self] in self?.errorOccurred?(error) }
    }

    /// Tells the app `event` now, or once its update is over.
    func tellApp(_ event: @escaping () -> Void) {
        engine.deliverToApp(event)
    }
}

/// What an app declares on each update of a ``DeclaredCollection``.
package struct CollectionDeclaration<SectionID: Hashable, ItemID: Hashable> {
    /// The sections, in order, each with its items' ids in order. Declaring the last update's
    /// arrays again (the same storage) costs nothing per item.
    package var sections: [(id: SectionID, items: [ItemID])]
    /// The items whose values changed since the last declaration, whose cells are configured
    /// again; `nil` (unknown) configures again every item whose cell may exist, when the sections
    /// are not the last update's storage. ``DeclaredSections`` tells it.
    package var changedItems: Set<ItemID>?
    /// How each section's ids changed since the last declaration, when the app's update found it
    /// (``DeclaredSections/edits``): the view then edits what it shows by those runs, comparing
    /// no id again. `nil`: the ids are compared.
    package var itemEdits: DeclaredItemEdits<ItemID>?
    /// Which layout: a new id shows the layout ``makeLayout`` makes (once per id).
    package var layoutID: AnyHashable
    /// Makes the layout chosen as ``layoutID`` the first time it is chosen.
    package var makeLayout: () throws -> any CollectionLayout
    /// The selection the app binds (`.some(nil)`: bound, nothing selected); `nil` when unbound.
    package var selection: ItemID??
    /// The set of selected items the app binds (multiple selection); `nil` when unbound.
    package var selectedItems: Set<ItemID>?
    /// Whether the app is in edit mode (SwiftUI's `editMode`): a set of selected items changes
    /// by taps only then.
    package var isEditing = false
    /// Whether the app deletes items (`onCollectionDelete`): rows show a delete control in edit mode.
    package var canDeleteItems = false
    /// Whether the app hears taps on items (`onCollectionSelect`): VoiceOver says their cells are
    /// buttons.
    package var hasTapAction = false
    /// The item at the leading edge (or at ``scrollAnchor``) the app binds; `nil` when unbound.
    package var scrollPosition: ItemID??
    /// Which point of the visible region the bound scroll position names, in unit coordinates
    /// (`(0.5, 0.5)`: the item at the centre, brought to the centre); `nil`: the leading edge.
    package var scrollAnchor: CGPoint?
    /// Where the app asks the view to scroll, carried out once per request.
    package var scrollRequest: ScrollRequest<ItemID>?
    /// The content inset, when the app sets one (a pizza half's centring inset for its size).
    package var contentInset: LayoutEdgeInsets?
    /// How near the end (points along the scroll axis) the view tells ``DeclaredCollection/nearEnd``;
    /// `nil`: one screen.
    package var nearEndDistance: CGFloat?
    /// How near the start the view tells ``DeclaredCollection/nearStart``; `nil`: one screen.
    package var nearStartDistance: CGFloat?
    /// Which items a person may move; `nil`: none.
    package var canMoveItem: ((ItemID) -> Bool)?

    /// A declaration of `sections` in the layout `makeLayout` makes for `layoutID`, binding nothing.
    package init(sections: [(id: SectionID, items: [ItemID])], layoutID: AnyHashable,
                 makeLayout: @escaping () throws -> any CollectionLayout) {
        self.sections = sections
        self.layoutID = layoutID
        self.makeLayout = makeLayout
    }
}
