import Foundation
import LayoutCore

/// Every decision a collection view makes, made once, in portable code, for both views: the
/// simulated view here and `UICollectionView` on a device (`LayoutUIKit`'s `UIKitCollectionView`,
/// or the adapter alone in an app's own collection view). One engine per collection view.
///
/// A view gives the engine its primitives (``CollectionViewPlatform``) and otherwise translates:
/// each UIKit override and each of the simulated view's entry points is a conversion and a call.
/// The engine owns, each concern a type with private state:
/// - the layout shown (``layout``) and everything about it: the context, invalidation and
///   preparing (``prepareLayout(_:)``, ``shouldInvalidateLayout(forBoundsChange:)``), target
///   offsets, self-sizing adjustments, update items, registration (``HostedLayout``);
/// - what the person is looking at across a change (``ChangeAnchoring``), in the order the
///   change's own method enforces: ``performBatchUpdates(_:reconfiguring:itemCounts:animated:updatingData:completion:perform:)``,
///   ``reloadData(itemCounts:updatingData:perform:)``, ``setCollectionViewLayout(_:animated:perform:)``,
///   ``changeBoundsSize(_:)``;
/// - scrolling to an item and its corrections (``ItemScroll``), rest behaviour (``ScrollRestBehavior``),
///   the scroll events in UIKit's order, paging's fixed target;
/// - the moving finger and auto-scroll (``MovementSession``), when data may change
///   (``DataChangeGate``), the events held back during an app's update (``EventDeferral``);
/// - sections that scroll on their own, VoiceOver (``VoiceOverSession``), the data sources
///   attached.
package final class CollectionViewEngine {
    /// The layout shown, hosted.
    package private(set) var layout: HostedLayout
    /// The views registered with the collection view: every layout shown gets them.
    package private(set) var registry: ViewRegistry
    /// The view's primitives.
    package weak var platform: (any CollectionViewPlatform)?
    /// The view as screen logic sees it: what the delegate is told about.
    package weak var view: (any ScrollableCollection)?
    /// Makes a new handle of the view for the delegate's events when ``view`` is gone: UIKit's
    /// `UIKitCollectionView` is a handle an app may drop while it keeps the collection view, which
    /// goes on working.
    package var makeView: (() -> (any ScrollableCollection)?)?
    /// Receives the scroll events, in UIKit's order; held weakly.
    package weak var delegate: (any ScrollViewDelegate)?
    /// Told of every error the view meets that cannot be thrown to a caller (a data source
    /// emptying the view, an apply carried out after a movement, an element the layout returns
    /// that no view is registered for), after it is reported as a runtime issue (``report(_:)``).
    package var errorHandler: ((LayoutError) -> Void)?
    /// The words VoiceOver says.
    package var accessibilityStrings = AccessibilityStrings.english {
        didSet { accessibilityInputsChanged() }
    }
    /// The custom actions the screen logic owning the view offers on an element, after the
    /// view's own moves.
    package var accessibilityCustomActionProvider: ((ElementKey) -> [AccessibilityCustomAction])? {
        didSet { accessibilityInputsChanged() }
    }
    /// The traits the owner of the view's items gives an item's element (a declared collection:
    /// selected, button), beside the engine's; ``accessibilityInputsChanged()`` when they change.
    package var itemAccessibilityTraits: ((ItemPath) -> AccessibilityElementTraits)?
    /// The custom actions the owner of the view's items gives an item's element (a declared
    /// collection: its row's swipe actions and Delete), after the engine's moves.
    package var itemAccessibilityActions: ((ItemPath) -> [AccessibilityCustomAction])?
    /// Told at the end of each layout pass (``viewDidLayout()``): what waits for the view's size
    /// (a declared selection placed before the view had one) runs from here.
    package var layoutPassEnded: (() -> Void)?

    var anchoring = ChangeAnchoring()
    /// The app's "load more" at either end of the content, for a view it drives the UIKit way.
    package var nearEdges = NearEdgeListeners()
    var itemScroll = ItemScroll()
    var rest = ScrollRestBehavior()
    var movement = MovementSession()
    var dataChanges = DataChangeGate()
    var deferral = EventDeferral()
    /// Whether the app's events are being held until the current event is handled (``deferral``).
    package var isDeferringEvents: Bool { deferral.isDeferring }
    var voiceOver = VoiceOverSession()
    var dataSources = DataSourceAttachment()
    /// The supplementary kinds found missing at dequeue time and reported (once each).
    var reportedMissingKinds: Set<String> = []
    /// Whether an app's `reloadData()` without counts was reported (once per view).
    var hasReportedCountlessReload = false
    /// Whether an animated move of the offset the engine started (the app's, a scroll to an item,
    /// a correction, a settling glide) runs: from a move by at least a pixel until its animation
    /// ends, a move at once replaces it, or a finger takes the content. Part of being at rest
    /// (``isAtRest``).
    package internal(set) var isGlidingOffset = false
    /// How many animations of the engine's changes run (a batch update's, an animated switch of
    /// layout's): each from its call until its completion. Part of being at rest (``isAtRest``).
    package internal(set) var animationsUnderWay = 0
    /// An element the layout a switch installed returned that no view is registered for, met by
    /// the view's pass of a switch without animation: the new layout stays, and the switch's
    /// caller throws it once the switch is done (``takeElementRefusedBySwitch()``).
    package var elementRefusedBySwitch: LayoutError?
    /// Whether a proposal that left the scroll axis open was reported (``sizeThatFits(width:height:measuringWith:)``): once per view.
    var hasReportedUnboundedScrollAxis = false
    /// The engine's changes under way, outermost first (a batch update, a reload, a switch, a new
    /// size): they place their own offsets.
    package private(set) var changes: [EngineChange] = []

    /// An engine showing `layout` with the views of `registry` registered on the collection view
    /// (the layout object has none of its own yet); the view sets ``platform`` and ``view`` to
    /// itself before its first layout pass.
    package init(layout: any CollectionLayout, registry: ViewRegistry = ViewRegistry()) {
        self.registry = registry
        self.layout = HostedLayout(layout, registry: registry)
    }

    // MARK: Rest

    /// Whether the view is at rest, one rule for both views (`uikit-contract.md`, "Ownership,
    /// reload and rest"): no finger on the content, no deceleration, no animated offset the
    /// engine started (``isGlidingOffset``), no update or layout-switch animation
    /// (``animationsUnderWay``, and whatever the view shows of its own,
    /// ``CollectionViewPlatform/isAnimatingElements``), no section scrolling on its own, no item
    /// held by a finger, and
    /// no interactive transition running to its end (one a gesture holds is at rest). A view
    /// with no platform yet is at rest.
    package var isAtRest: Bool {
        guard let platform else { return true }
        return !platform.isTracking && !platform.isDragging && !platform.isDecelerating && !isGlidingOffset
            && animationsUnderWay == 0 && !platform.isAnimatingElements && platform.movingSections.isEmpty && !movement.holdsItem
            && platform.interactiveTransitionPhase != .ending
    }

    /// Runs `body` as `change`, one of the changes under way (``changes``) until it returns or
    /// throws, when the anchor it held is released: whatever the change did not place is not
    /// placed later by someone else's pass.
    @discardableResult
    func carryingOut<Result, Failure: Error>(_ change: EngineChange, _ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        changes.append(change)
        defer {
            changes.removeLast()
            anchoring.release()
        }
        return try body()
    }

    /// Runs `change` with the completion to hand the view (which calls it exactly once, unless
    /// `change` throws): `completion` (`nil`: nothing), and, when the change `animates`, the count
    /// of ``animationsUnderWay`` until its animation ends. A change that throws is not counted.
    func countingAnimation<Result, Failure: Error>(
        _ animates: Bool, completion: ((Bool) -> Void)?,
        _ change: (_ completion: @escaping (Bool) -> Void) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        guard animates else { return try change { completion?($0) } }
        animationsUnderWay += 1
        do {
            return try change { [weak self] finished in
                self?.animationsUnderWay -= 1
                completion?(finished)
            }
        } catch {
            animationsUnderWay -= 1
            throw error
        }
    }

    // MARK: Registration

    /// Applies a registration (or an unregistration) to the collection view's views, and hands
    /// them to the layout shown.
    package func changeRegistry(_ change: (inout ViewRegistry) -> Void) {
        change(&registry)
        layout.takeViewRegistrations(registry)
    }

    /// The supplementary kinds a view is registered for, with the layout shown: those a view can
    /// show.
    package var registeredSupplementaryKinds: [String] {
        layout.registry.supplementaryReuseIdentifiers.keys.sorted()
    }

    /// The reuse identifier to dequeue the supplementary view of `kind` at `indexPath` with when
    /// the app gives no provider for it: the kind's registered one, or `nil` when none is
    /// registered, which is reported once per kind (``report(_:)``: a runtime issue, then the
    /// app's error handler), as `LayoutError/unregisteredView(_:reuseIdentifier:layout:)`: UIKit
    /// raises when it cannot dequeue a kind, and the view shows an empty placeholder instead.
    /// This is where a missing kind is known in a view that does not check kinds before UIKit
    /// asks (an app registering through `UICollectionView.SupplementaryRegistration`, which UIKit
    /// registers on first dequeue).
    package func reuseIdentifierForDequeue(ofSupplementaryKind kind: String, at indexPath: ItemPath) -> String? {
        let registry = layout.registry
        if registry.supplementaryReuseIdentifiers[kind] != nil { return registry.reuseIdentifier(forSupplementaryViewOfKind: kind) }
        if reportedMissingKinds.insert(kind).inserted {
            report(.unregisteredView(ElementKey(category: .supplementaryView(kind), indexPath: indexPath), reuseIdentifier: nil,
                                     layout: String(describing: type(of: layout.layout))))
        }
        return nil
    }

    /// A decoration view of `kind` was registered on the layout object of `hosted` (an adapter's
    /// `register(_:forDecorationViewOfKind:)`), or, `isRegistered` `false`, unregistered (a `nil`
    /// class): that layout alone shows the kind, as UIKit keeps decoration registrations on the
    /// layout object.
    package func registerDecorationView(ofKind kind: String, isRegistered: Bool, in hosted: HostedLayout) {
        hosted.registerDecorationView(ofKind: kind, isRegistered: isRegistered)
    }

    // MARK: The layout shown

    /// `hosted` is shown by a layout object of the view's (UIKit's adapter): the layout's own
    /// invalidations reach that object through `invalidate` (`LayoutHostState.invalidationHandler`),
    /// and the elements it refuses reach ``errorHandler``.
    package func adopt(_ hosted: HostedLayout, invalidatingWith invalidate: @escaping (Invalidation) -> Void) {
        hosted.layout.hostState.invalidationHandler = invalidate
        hosted.errorHandler = { [weak self] error in self?.report(error) }
    }

    /// Reports `error`, which no caller can take, where the developer looks (``RuntimeIssue``),
    /// then tells ``errorHandler``.
    package func report(_ error: LayoutError) {
        RuntimeIssue.report(error)
        errorHandler?(error)
    }

    /// Makes `hosted` the layout shown, with the view's registrations; everything hosted for the
    /// one before goes (VoiceOver's assignments, the section scroll views made for it).
    func install(_ hosted: HostedLayout) {
        hosted.takeViewRegistrations(registry)
        layout = hosted
        voiceOver.forgetAssignments()
    }

    /// Whether the view shows `hosted` now: the engine's layout, and the view's (an app may give
    /// its own collection view a layout of its own after an adapter).
    package func isShowing(_ hosted: HostedLayout) -> Bool {
        hosted === layout && platform?.isShowing(hosted) != false
    }

    /// Something VoiceOver's elements are made from changed outside a layout pass (the view's
    /// label, its data source, whether items move, the screen's custom actions): they are made
    /// anew when next asked, and every view shown is given its element again after the next pass.
    package func accessibilityInputsChanged() {
        voiceOver.forgetAssignments()
    }

    // MARK: Delegate

    /// Tells the delegate `event` now, or once the app's update is over (``performViewUpdate(_:)``).
    func notifyDelegate(_ event: @escaping (any ScrollViewDelegate, any ScrollableCollection) -> Void) {
        deliverToApp { [weak self] in
            guard let self, let delegate, let view = view ?? makeView.flatMap({ $0() }) else { return }
            event(delegate, view)
        }
    }

    /// Tells the app `event` (a binding's new value, a move a person made) now, or once the app's
    /// update is over (``performViewUpdate(_:)``).
    package func deliverToApp(_ event: @escaping () -> Void) {
        if !deferral.holdBack(event) { event() }
    }

    /// Runs `update`, the app's own update of the view (SwiftUI's `updateUIView`): the events it
    /// causes (the offset a new snapshot moves, …) reach the delegate once the current event is
    /// handled, never during it. Nested updates deliver when the outermost ends.
    package func performViewUpdate<Result>(_ update: () throws -> Result) rethrows -> Result {
        deferral.begin()
        defer {
            let events = deferral.end()
            if !events.isEmpty { platform?.performAfterCurrentEvent { events.forEach { $0() } } }
        }
        return try update()
    }
}
