#if canImport(UIKit) && canImport(SwiftUI)
import DeclaredViews
import DiffableData
import LayoutCore
import LayoutHosting
import SwiftUI
import UIKit

/// What the modifiers of ``CollectionLayoutView`` set, carried down the environment so each works
/// wherever it stands in the chain (before or after SwiftUI's own modifiers, or on a container
/// around the view), as SwiftUI's `listStyle` does. The modifiers that name the view's ids or
/// items keep them untyped here; the view takes them back for its own types
/// (``CollectionLayoutView/Modifiers``, through the portable `ModifierTyping`) and reports one set
/// for other types. A cell's content
/// gets them empty: a collection view inside a cell does not take its parent's.
struct CollectionLayoutOptions {
    var selection: Any?
    var selectedItems: Any?
    var scrollPosition: Any?
    var scrollAnchor: UnitPoint?
    var scrollRequests: Any?
    var move: Any?
    var selectAction: Any?
    var contextMenu: Any?
    var swipeActions: [HorizontalEdge: (allowsFullSwipe: Bool, actions: Any)] = [:]
    var deleteAction: Any?
    var draggable: Any?
    var dropDestination: Any?
    var nearEnd: (distance: CGFloat?, action: () -> Void)?
    var nearStart: (distance: CGFloat?, action: () -> Void)?
    var contentInset: LayoutEdgeInsets?
    var supplementaryKinds: Set<String> = []
    var decorationViews: [String: UICollectionReusableView.Type] = [:]
    var isPagingEnabled = false
    var isDirectionalLockEnabled = false
    var accessibilityLabel: String?
    var scrollAction: ((CGPoint) -> Void)?
    var errorAction: ((any Error) -> Void)?
}

extension CollectionLayoutOptions {
    /// Items drag out carrying what `payload` makes of them.
    mutating func setDraggable<ID: Hashable, Payload: Transferable & Sendable>(_ payload: @escaping (ID) -> Payload) {
        draggable = { (id: ID) -> NSItemProvider in
            let provider = NSItemProvider()
            // `register(_:)` takes an autoclosure that must be Sendable: the value, made here.
            let value = payload(id)
            provider.register(value)
            return provider
        }
    }

    /// Drops of `type` load their items, in order, and `action` hears those that loaded and
    /// where they landed; each item that does not load is told to the drop's `failed`.
    mutating func setDropDestination<SectionID: Hashable, ID: Hashable, Payload: Transferable & Sendable>(
        for type: Payload.Type, action: @escaping ([Payload], CollectionDropDestination<SectionID, ID>) -> Void
    ) {
        dropDestination = { (providers: [NSItemProvider], destination: CollectionDropDestination<SectionID, ID>,
                             failed: @escaping @MainActor (any Error) -> Void) in
            Task { @MainActor in
                var items: [Payload] = []
                for provider in providers {
                    do {
                        items.append(try await withCheckedThrowingContinuation { (loaded: CheckedContinuation<Payload, any Error>) in
                            _ = provider.loadTransferable(type: Payload.self) { loaded.resume(with: $0) }
                        })
                    } catch {
                        failed(error)
                    }
                }
                if !items.isEmpty { action(items, destination) }
            }
        }
    }
}

private struct CollectionLayoutOptionsKey: EnvironmentKey {
    static var defaultValue: CollectionLayoutOptions { CollectionLayoutOptions() }
}

extension EnvironmentValues {
    /// The ``CollectionLayoutView`` modifiers set around this view.
    var collectionLayoutOptions: CollectionLayoutOptions {
        get { self[CollectionLayoutOptionsKey.self] }
        set { self[CollectionLayoutOptionsKey.self] = newValue }
    }
}

extension View {
    /// Sets what the ``CollectionLayoutView`` modifiers carry: the one nearest the view wins, as
    /// with SwiftUI's environment modifiers.
    func collectionLayoutOption(_ set: @escaping (inout CollectionLayoutOptions) -> Void) -> some View {
        transformEnvironment(\.collectionLayoutOptions, transform: set)
    }
}

extension CollectionLayoutView {
    /// The modifiers set around the view, typed for its ids and items.
    struct Modifiers {
        var selection: Binding<ID?>?
        var selectedItems: Binding<Set<ID>>?
        var scrollPosition: Binding<ID?>?
        var scrollRequests: Binding<CollectionScrollPosition<ID>>?
        var move: (canMove: (ID) -> Bool, action: (ItemMove<SectionID, ID>) -> Void)?
        var selectAction: ((Item) -> Void)?
        var contextMenu: ((Set<ID>) -> UIMenu?)?
        var swipeActions: [HorizontalEdge: (allowsFullSwipe: Bool, actions: (ID) -> [UIContextualAction])] = [:]
        var deleteAction: ((ID) -> Void)?
        var draggable: ((ID) -> NSItemProvider)?
        var dropDestination: (([NSItemProvider], CollectionDropDestination<SectionID, ID>, @escaping @MainActor (any Error) -> Void) -> Void)?
        var options: CollectionLayoutOptions
        /// The first modifier set for other types, if one was.
        var mismatch: ModifierTypeMismatch?

        /// `options`, typed for this view.
        init(_ options: CollectionLayoutOptions) {
            self.options = options
            var typing = ModifierTyping()
            func typed<Value>(_ value: Any?, _ modifier: String, as type: Value.Type) -> Value? {
                typing.typed(value, modifier, as: type)
            }
            selection = typed(options.selection, ".collectionSelection(_:)", as: Binding<ID?>.self)
            selectedItems = typed(options.selectedItems, ".collectionSelection(_:)", as: Binding<Set<ID>>.self)
            scrollPosition = typed(options.scrollPosition, ".collectionScrollPosition(item:anchor:)", as: Binding<ID?>.self)
            scrollRequests = typed(options.scrollRequests, ".collectionScrollPosition(_:)", as: Binding<CollectionScrollPosition<ID>>.self)
            move = typed(options.move, ".onCollectionMove(allowing:perform:)", as: ((ID) -> Bool, (ItemMove<SectionID, ID>) -> Void).self)
                .map { (canMove: $0.0, action: $0.1) }
            selectAction = typed(options.selectAction, ".onCollectionSelect(_:)", as: ((Item) -> Void).self)
            contextMenu = typed(options.contextMenu, ".collectionContextMenu(_:)", as: ((Set<ID>) -> UIMenu?).self)
            for (edge, swipe) in options.swipeActions {
                guard let actions = typed(swipe.actions, ".collectionSwipeActions(edge:allowsFullSwipe:_:)", as: ((ID) -> [UIContextualAction]).self) else { continue }
                swipeActions[edge] = (swipe.allowsFullSwipe, actions)
            }
            deleteAction = typed(options.deleteAction, ".onCollectionDelete(perform:)", as: ((ID) -> Void).self)
            draggable = typed(options.draggable, ".collectionDraggable(_:)", as: ((ID) -> NSItemProvider).self)
            dropDestination = typed(options.dropDestination, ".collectionDropDestination(for:action:)",
                                    as: (([NSItemProvider], CollectionDropDestination<SectionID, ID>,
                                          @escaping @MainActor (any Error) -> Void) -> Void).self)
            mismatch = typing.mismatch
        }
    }
}
#endif
