#if canImport(UIKit)
import CollectionLayouts
import LayoutUIKit
import SwiftUI
import UIKit

// A plain `List` in a file of an app that imports LayoutUIKit: SwiftUI's own `onDelete(perform:)`,
// `onMove(perform:)`, `swipeActions`, `contextMenu`, `refreshable` and `List(selection:)` must stay
// SwiftUI's. Each expression is typed on its own, as inside a `ViewBuilder`, and then handed to a
// generic function that requires SwiftUI's type: `ForEach(…).onDelete(perform:)` is SwiftUI's only
// while it is `DynamicViewContent` (a `View.onDelete<ID>(perform:)` of ours once made it `some View`
// in every `List` of the app, type-checked against the iOS 16.5 SDK; a return type written out
// would steer the overload instead of checking it). The modifiers whose result SwiftUI keeps
// opaque (`swipeActions`, `contextMenu`, `refreshable`) cannot be told apart by type: that no
// modifier of ours has their names is `.ci/check-swiftui-names.py`'s check.

/// `content`, which must be SwiftUI's dynamic view content (`ForEach` and what its own
/// `onDelete`/`onMove` return).
func requireDynamicViewContent<Content: DynamicViewContent>(_ content: Content) -> Content {
    content
}

/// A notes list written the SwiftUI way, beside a collection view of the same notes.
struct SwiftUIListCheck: View {
    @State private var notes = ["Milk", "Eggs", "Bread"]
    @State private var selected: Set<String> = []

    var body: some View {
        let rows = ForEach(notes, id: \.self) { note in
            Text(note)
                .swipeActions(edge: .leading, allowsFullSwipe: false) { Button("Pin") {} }
                .contextMenu { Button("Copy") { UIPasteboard.general.string = note } }
        }
        let deletable = rows.onDelete(perform: delete)
        let movable = deletable.onMove(perform: move)
        let list = List(selection: $selected) { requireDynamicViewContent(requireDynamicViewContent(movable)) }
            .refreshable { await reload() }
        return VStack {
            list
            CollectionLayoutView(notes, id: \.self, layout: { CompositionalLayout.list() }) { Text($0) }
                .collectionSelection($selected)
                .onCollectionDelete { note in notes.removeAll { $0 == note } }
                .onCollectionSelect { note in print(note) }
        }
    }

    private func delete(at offsets: IndexSet) {
        notes.remove(atOffsets: offsets)
    }

    private func move(from offsets: IndexSet, to destination: Int) {
        notes.move(fromOffsets: offsets, toOffset: destination)
    }

    private func reload() async {}
}
#endif
