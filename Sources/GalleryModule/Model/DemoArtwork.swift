import Foundation
import LayoutCore
import Simulation
import Rendering

/// The pictures the gallery's realistic renders give demo cells: what each app's cell shows.
enum DemoArtwork {
    /// A photo for a cell, `aspectRatio` wide per unit of height, chosen by the cell's identity
    /// (its appearance's tint, when its data source gave one) or else by its item; other
    /// elements are left alone.
    static func stampPhoto(on element: inout LayoutAttributes, aspectRatio: CGFloat = 1) {
        guard element.category == .cell else { return }
        let seed = element[ElementAppearance.self]?.tint ?? element.indexPath.item
        element[ElementArtwork.self] = .photo(seed: seed, aspectRatio: aspectRatio)
    }

    /// The seed of the editor photo named `photo`: its place in the demo's original list, which deletions do
    /// not change.
    static func seed(of photo: String) -> Int {
        PhotoEditorDemos.photos.firstIndex { $0.name == photo } ?? 0
    }
}
