#if canImport(UIKit) && canImport(SwiftUI)
import LayoutCore
import LayoutHosting
import SwiftUI
import UIKit

extension CollectionLayoutView {
    /// What every hosted cell and supplementary view of the view observes: the app's environment
    /// and, through the coordinator, the latest declaration. Each SwiftUI update of the view
    /// reaches the cells that exist (on screen, or made ahead by prefetching) once the update is
    /// over, as a `List`'s rows follow their parent; SwiftUI re-renders only what changed in them.
    @MainActor
    final class HostedContentStore: ObservableObject {
        /// The coordinator that declares: held weakly (the cells, which hold the store, live in
        /// its collection view).
        weak var coordinator: Coordinator?
        /// The environment of the view, as SwiftUI's last update gave it.
        private(set) var environment = EnvironmentValues()
        private let refresh = OncePerEvent()

        /// Shows `environment` (and the declaration just applied) in every hosted view: those
        /// configured from now on at once, those that exist once the current event, SwiftUI's
        /// update, is over (an observable object must not change during SwiftUI's update), in the
        /// update's `transaction`: a change made inside `withAnimation` animates what the cells
        /// show of it (a check mark, a delete control), as in a `List`, though a turn later.
        func show(_ environment: EnvironmentValues, in transaction: Transaction, after engine: CollectionViewEngine) {
            self.environment = environment
            refresh.run(after: engine) { [weak self] in
                withTransaction(transaction) { self?.objectWillChange.send() }
            }
        }
    }

    /// The content of one cell or supplementary view: the app's view of its element (`content`,
    /// from the latest declaration), in the app's whole environment (`environment(\.self, …)`
    /// hands over environment objects, Observation models and custom keys, which a hosting
    /// configuration's own tree lacks), with ``CellLayoutAttributes`` and ``CollectionCellState``;
    /// in edit mode a row of an app that deletes shows a delete control before it, as a `List`'s. Identified where it is
    /// hosted by what it shows, so its state stays with its item.
    @MainActor
    struct HostedElement<Content: View>: View {
        /// Which configuration UIKit asked for: a new one renders the item's new value.
        let configuration: Int
        let layoutAttributes: CellLayoutAttributes
        @ObservedObject var highlight: CellHighlight
        @ObservedObject var store: HostedContentStore
        /// The content when UIKit configured the view: shown once the declaration no longer has
        /// the element (a deleted item animating out).
        let configured: Content?
        let content: @MainActor (Coordinator) -> Content?
        /// Whether the element's item is selected.
        let isSelected: @MainActor (Coordinator) -> Bool
        /// What the row's delete control does, when it shows one (edit mode, `onCollectionDelete`).
        let deleteControl: @MainActor (Coordinator) -> (() -> Void)?

        var body: some View {
            let state = CollectionCellState(isSelected: store.coordinator.map(isSelected) ?? false, isHighlighted: highlight.isHighlighted,
                                            isEditing: store.environment.editMode?.wrappedValue.isEditing ?? false)
            HStack(spacing: 0) {
                if let delete = store.coordinator.flatMap(deleteControl) {
                    Button(action: delete) { Image(systemName: "minus.circle.fill").foregroundColor(.red).imageScale(.large) }
                        .padding(.leading, 12)
                        .accessibilityLabel(Text("Delete"))
                }
                store.coordinator.flatMap(content) ?? configured
            }
                .environment(\.collectionCellState, state)
                .environmentObject(layoutAttributes)
                .environment(\.collectionLayoutOptions, CollectionLayoutOptions())
                .environment(\.self, store.environment)
        }
    }
}
#endif
