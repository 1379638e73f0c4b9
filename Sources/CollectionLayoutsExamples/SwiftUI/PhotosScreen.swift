#if canImport(UIKit) && canImport(SwiftUI)
import CompositionalLayoutModule
import LayoutCore
import LayoutUIKit
import SwiftUI
import UIKit

/// Photos' Months ↔ All Photos in SwiftUI: the months as sections under their headers in a
/// dense grid, or every photo in one larger grid; switched inside `withAnimation`, the photo the
/// person looks at stays where it is. "Latest" glides to the end and "Photo 45" centres that
/// photo (a ``CollectionScrollPosition`` asked inside `withAnimation`); pulling down refreshes;
/// "Edit" lets taps select photos into a set, each tile showing its state; a long press opens a
/// menu for the photo, or for every selected photo when it is one of them.
/// Both arrays are made once, so an update that changes neither costs nothing per photo.
public struct PhotosScreen: View {
    /// The two ways of showing the library.
    enum Mode: String, CaseIterable, Identifiable {
        case months = "Months"
        case allPhotos = "All Photos"

        var id: Self { self }

        /// A grid of five columns with month headers, or of three.
        func layout() -> CompositionalLayout {
            let section = LayoutSection.grid(columns: self == .months ? 5 : 3, itemInsets: 1)
            if self == .months {
                section.boundarySupplementaryItems = [LayoutBoundarySupplementaryItem(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                    elementKind: ElementCategory.headerKind, alignment: .top)]
            }
            return CompositionalLayout(section: section)
        }
    }

    /// A month of photos.
    struct Month: Identifiable {
        let id: String
        let photos: [Int]
    }

    private let months = ["May", "June", "July"].enumerated().map { index, name in
        Month(id: "\(name) 2020", photos: Array(index * 30..<index * 30 + 30))
    }
    private let allPhotos = [Month(id: "All Photos", photos: (0..<90).map { $0 })]
    @State private var mode = Mode.allPhotos
    @State private var position = CollectionScrollPosition<Int>()
    @State private var refreshes = 0
    @State private var selected: Set<Int> = []

    public init() {}

    public var body: some View {
        // All Photos is one section of every photo.
        let sections = mode == .months ? months : allPhotos
        CollectionLayoutView(sections, id: \.id, items: \.photos, itemID: \.self, layoutID: mode, layout: { mode.layout() }) { photo in
            PhotoTile(photo: photo)
        } supplementary: { header in
            Text(header.section).font(.headline).frame(maxWidth: .infinity, alignment: .leading)
        }
        .toolbar {
            Picker("Mode", selection: Binding(get: { mode }, set: { next in withAnimation { mode = next } })) {
                ForEach(Mode.allCases) { Text($0.rawValue) }
            }
            .pickerStyle(.segmented)
            EditButton()
            Button("Latest") { withAnimation { position.scrollTo(edge: .bottom) } }
            Button("Photo 45") { withAnimation { position.scrollTo(id: 45, anchor: .center) } }
        }
        .collectionScrollPosition($position)
        .collectionSelection($selected)
        .collectionContextMenu { (photos: Set<Int>) in
            UIMenu(children: [UIAction(title: photos.count == 1 ? "Share Photo" : "Share \(photos.count) Photos",
                                       image: UIImage(systemName: "square.and.arrow.up")) { _ in }])
        }
        .refreshable { await refresh() }
    }

    /// What a pull to refresh waits for: the library reloaded (here, a moment).
    private func refresh() async {
        try? await Task.sleep(nanoseconds: 500_000_000)
        refreshes += 1
    }
}
/// A photo, with a check mark in edit mode and dimmed while a finger is down on it.
struct PhotoTile: View {
    let photo: Int
    @Environment(\.collectionCellState) private var state

    var body: some View {
        Color.green.opacity(0.2 + Double(photo % 5) / 10)
            .overlay(Text("\(photo)").font(.caption2))
            .overlay(alignment: .bottomTrailing) {
                if state.isEditing { Image(systemName: state.isSelected ? "checkmark.circle.fill" : "circle").padding(4) }
            }
            .opacity(state.isHighlighted ? 0.6 : 1)
    }
}
#endif
