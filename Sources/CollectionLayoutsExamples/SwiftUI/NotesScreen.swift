#if canImport(UIKit) && canImport(SwiftUI)
import Layouts
import LayoutCore
import LayoutUIKit
import SwiftUI
import UIKit

/// Notes declared as a `List`'s sections are: two `CollectionSection`s, each with its own rows,
/// header and footer, in a compositional list whose rows size themselves. A row swiped to the
/// left is deleted (`onCollectionDelete`), swiped to the right is pinned or unpinned; a note's text drags
/// to other apps, and text dropped from them becomes notes where it lands. Each note is a field
/// that grows as it is typed in; the row being typed in stays above the keyboard, which a drag
/// down the list pulls away.
public struct NotesScreen: View {
    /// A note.
    struct Note: Identifiable, Equatable {
        let id: Int
        var text: String
    }

    @State private var pinned = [Note(id: 1, text: "Groceries: bread, apples, coffee"), Note(id: 2, text: "Call the dentist")]
    @State private var notes = (3...40).map { Note(id: $0, text: "Note \($0)" + String(repeating: ", and more", count: $0 % 4)) }

    public init() {}

    public var body: some View {
        CollectionLayoutView(layout: { try Self.layout() }) {
            CollectionSection(id: "pinned", items: pinned) { note in
                TextField("Note", text: text(of: note.id), axis: .vertical).padding(12)
            } header: {
                Text("Pinned").font(.headline).frame(maxWidth: .infinity, alignment: .leading)
            } footer: {
                Text("Pinned notes stay on top").font(.footnote).foregroundColor(.secondary)
            }
            CollectionSection(id: "all", items: notes) { note in
                TextField("Note", text: text(of: note.id), axis: .vertical).padding(12)
            } header: {
                Text("Notes").font(.headline).frame(maxWidth: .infinity, alignment: .leading)
            } footer: {
                Text("\(notes.count) notes").font(.footnote).foregroundColor(.secondary)
            }
        }
        // Set right on the view, the modifiers infer its ids and items (`{ id in … }`).
        .onCollectionDelete { id in
            withAnimation {
                pinned.removeAll { $0.id == id }
                notes.removeAll { $0.id == id }
            }
        }
        .collectionDraggable { id in
            (pinned + notes).first { $0.id == id }?.text ?? ""
        }
        .collectionDropDestination(for: String.self) { texts, destination in
            withAnimation { insert(texts, at: destination) }
        }
        .collectionSwipeActions(edge: .leading) { id in
            [UIContextualAction(style: .normal, title: pinned.contains { $0.id == id } ? "Unpin" : "Pin") { _, _, done in
                withAnimation { togglePin(id) }
                done(true)
            }]
        }
        .scrollDismissesKeyboard(.interactively)
    }

    /// The text of the note `id`, wherever it is.
    private func text(of id: Int) -> Binding<String> {
        Binding(get: { (pinned + notes).first { $0.id == id }?.text ?? "" }, set: { text in
            if let index = pinned.firstIndex(where: { $0.id == id }) { pinned[index].text = text }
            if let index = notes.firstIndex(where: { $0.id == id }) { notes[index].text = text }
        })
    }

    /// New notes of `texts` where they were dropped.
    private func insert(_ texts: [String], at destination: CollectionDropDestination<String, Int>) {
        var nextID = ((pinned + notes).map(\.id).max() ?? 0) + 1
        let new = texts.map { text in
            defer { nextID += 1 }
            return Note(id: nextID, text: text)
        }
        if destination.section == "pinned" {
            pinned.insert(contentsOf: new, at: pinned.firstIndex { $0.id == destination.beforeItem } ?? pinned.endIndex)
        } else {
            notes.insert(contentsOf: new, at: notes.firstIndex { $0.id == destination.beforeItem } ?? notes.endIndex)
        }
    }

    /// Moves the note `id` between the pinned notes and the others.
    private func togglePin(_ id: Int) {
        if let index = pinned.firstIndex(where: { $0.id == id }) {
            notes.insert(pinned.remove(at: index), at: 0)
        } else if let index = notes.firstIndex(where: { $0.id == id }) {
            pinned.append(notes.remove(at: index))
        }
    }

    /// Rows as tall as their text, each section under a header and over a footer.
    /// A table in UITableView's plain style: rows as tall as their text, each section's header
    /// pinned while its notes scroll beneath it, and its footer.
    static func layout() throws -> TableLayout {
        try TableLayout(estimatedRowHeight: 44, sections: .plain(headerHeight: 36, footerHeight: 36))
    }
}
#endif
