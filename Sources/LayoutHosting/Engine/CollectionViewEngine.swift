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
    /// Receives the scroll events, in UIKit's order; held weakly.
    package weak var delegate: (any ScrollViewDelegate)?
    /// Told of every error a data change made on the view's behalf cannot throw to a caller (a
    /// data source emptying the view, an apply carried out after a movement).
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
    /// Told at the end of each layout pass (``viewDidLayout()``): what waits for the view's size
    /// (a declared selection placed before the view had one) runs from here.
    package var layoutPassEnded: (() -> Void)?
    /// The sections a finger or a deceleration moves now: the view keeps it current, and a data
    /// or size change leaves their offsets alone.
    package var movingOrthogonalSections: Set<Int> = []

    var anchoring = ChangeAnchoring()
    var itemScroll = ItemScroll()
    var rest = ScrollRestBehavior()
    var movement = MovementSession()
    var dataChanges = DataChangeGate()
    var updateWindow = BatchUpdateWindow()
    var deferral = EventDeferral()
    var voiceOver = VoiceOverSession()
    var dataSources = DataSourceAttachment()
    /// Whether an animated move of the offset the engine started (the app's, a scroll to an item,
    /// a correction, a settling glide) runs: from the move until its animation ends or a finger
    /// takes the content. Part of being at rest (``isAtRest``).
    package internal(set) var isGlidingOffset = false
    /// Whether nothing moves the content: the view says no finger, deceleration or animation of
    /// its own does, and no glide the engine started runs (UIKit's scroll view does not say).
    package var isAtRest: Bool { platform?.isAtRest != false && !isGlidingOffset }
    /// How many of the engine's changes (a batch update, a reload, a switch, a new size) are
    /// under way: they place their own offsets.
    var changesUnderWay = 0

    /// An engine showing `layout` with the views of `registry` registered; the view sets
    /// ``platform`` and ``view`` to itself before its first layout pass.
    package init(layout: any CollectionLayout, registry: ViewRegistry = ViewRegistry()) {
        self.registry = registry
        self.layout = HostedLayout(layout, registry: registry)
    }

    /// An engine showing `hosted` (an adapter's), its registrations the collection view's.
    package init(hosted: HostedLayout) {
        registry = hosted.registry
        layout = hosted
    }

    // MARK: Registration

    /// Applies a registration to the collection view's views, and hands them to the layout shown.
    package func changeRegistry(_ change: (inout ViewRegistry) -> Void) {
        change(&registry)
        layout.registry = layout.registry.merging(registry)
    }

    // MARK: The layout shown

    /// Makes `hosted` the layout shown, with the view's registrations; everything hosted for the
    /// one before goes (VoiceOver's assignments, the section scroll views made for it).
    func install(_ hosted: HostedLayout) {
        hosted.registry = hosted.registry.merging(registry)
        layout = hosted
        voiceOver.forgetAssignments()
    }

    /// Whether the view shows `hosted` now: the engine's layout, and the view's (an app may give
    /// its own collection view a layout of its own after an adapter).
    package func isShowing(_ hosted: HostedLayout) -> Bool {
        hosted === layout && platform?.isShowing(hosted) != false
    }

    /// Something VoiceOver's elements are made from changed outside a layout pass (the view's
    /// label, its data source): they are made anew when next asked.
    package func accessibilityInputsChanged() {
        voiceOver.layoutPassEnded()
    }

    // MARK: Delegate

    /// Tells the delegate `event` now, or once the app's update is over (``performViewUpdate(_:)``).
    func notifyDelegate(_ event: @escaping (any ScrollViewDelegate, any ScrollableCollection) -> Void) {
        deliverToApp { [weak self] in
            guard let self, let delegate, let view else { return }
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
