#if canImport(UIKit)
import CollectionLayouts
import LayoutUIKit
import SwiftUI
import UIKit

/// Sections declared as a `List`'s: from `ForEach`, under `if`; and a flat list edited through
/// bindings, as `List($items) { $item in … }` does. Type-checked for iOS.
struct CollectionSectionsCheck: View {
    struct Note: Identifiable {
        let id: Int
        var text: String
    }

    struct Month: Identifiable {
        let id: String
        let photos: [Int]
    }

    @State private var notes = [Note(id: 1, text: "Milk"), Note(id: 2, text: "Eggs")]
    @State private var months = [Month(id: "May", photos: [1, 2]), Month(id: "June", photos: [3])]
    @State private var showsPinned = true

    /// Sections of different item types, as cases of one item type.
    enum FeedItem: Hashable {
        case note(Int)
        case month(String)
    }

    var body: some View {
        VStack {
            CollectionLayoutView($notes, layout: { try TableLayout(estimatedRowHeight: 44) }) { $note in
                TextField("Note", text: $note.text)
            }
            CollectionLayoutView(itemID: \.self, layout: { try TableLayout(itemSize: CGSize(width: 0, height: 44), sections: .plain(headerHeight: 28)) }) {
                if showsPinned {
                    CollectionSection(id: "pinned", items: [0]) { Text("\($0)") } header: { Text("Pinned") }
                }
                ForEach(months) { month in
                    CollectionSection(id: month.id, items: month.photos) { Text("\($0)") } header: { Text(month.id) }
                }
            }
            CollectionLayoutView(itemID: \.self, layout: { try TableLayout(estimatedRowHeight: 44, sections: .plain(headerHeight: 28)) }) {
                CollectionSection(id: "notes", items: notes.map(\.id), as: FeedItem.note) { id in
                    Text("Note \(id)")
                } header: {
                    Text("Notes")
                } footer: {
                    EmptyView()
                }
                CollectionSection(id: "months", items: months, as: { FeedItem.month($0.id) }) { month in
                    Text("\(month.id): \(month.photos.count) photos")
                }
            }
        }
    }
}
#endif
