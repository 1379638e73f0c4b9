#if canImport(UIKit) && canImport(SwiftUI)
import DeclaredViews
import LayoutCore
import LayoutHosting
import SwiftUI
import UIKit

extension CollectionLayoutView {
    /// The content of one cell or supplementary view: the app's view of its element, in the app's
    /// whole environment (`environment(\.self, …)` hands over environment objects, Observation
    /// models and custom keys, which a hosting configuration's own tree lacks), with
    /// ``CellLayoutAttributes`` and ``CollectionCellState``; in edit mode a row of an app that
    /// deletes shows a delete control before it, as a `List`'s. Identified where it is hosted by
    /// what it shows, so its state stays with its item.
    ///
    /// Made with each configuration UIKit asks for, and again when a parent update changes what it
    /// shows (``HostedElements``): a change made inside `withAnimation` animates what the cell
    /// shows of it (a check mark, a delete control) with that animation, as a `List`'s row does.
    @MainActor
    struct HostedElement<Content: View>: View {
        /// Which rendering this is: a new one is told apart from the last by it, for `animation`.
        let rendering: Int
        let layoutAttributes: CellLayoutAttributes
        @ObservedObject var highlight: CellHighlight
        /// What the element shows, from the declaration of the update that rendered it.
        let inputs: HostedElementInputs<Content, EnvironmentValues>
        /// What the row's delete control does, when it shows one.
        let delete: (() -> Void)?
        /// The animation of the update that rendered it (`nil`: none).
        let animation: Animation?

        var body: some View {
            let state = CollectionCellState(isSelected: inputs.isSelected, isHighlighted: highlight.isHighlighted, isEditing: inputs.isEditing)
            HStack(spacing: 0) {
                if inputs.showsDeleteControl, let delete {
                    Button(action: delete) { Image(systemName: "minus.circle.fill").foregroundColor(.red).imageScale(.large) }
                        .padding(.leading, 12)
                        .accessibilityLabel(Text("Delete"))
                }
                inputs.content
            }
                .environment(\.collectionCellState, state)
                .environmentObject(layoutAttributes)
                .environment(\.collectionLayoutOptions, CollectionLayoutOptions())
                .environment(\.self, inputs.environment)
                .animation(animation, value: rendering)
        }
    }
}
#endif
