#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

/// The state of a ``CollectionLayoutView`` cell, as `UICellConfigurationState` gives a UIKit
/// cell: read it in a cell's content with `@Environment(\.collectionCellState)`.
///
/// ```swift
/// @Environment(\.collectionCellState) private var state
///
/// var body: some View {
///     PhotoTile(photo).overlay(alignment: .bottomTrailing) {
///         if state.isEditing { Image(systemName: state.isSelected ? "checkmark.circle.fill" : "circle") }
///     }
///     .opacity(state.isHighlighted ? 0.6 : 1)
/// }
/// ```
public struct CollectionCellState: Equatable, Sendable {
    /// The item is in the selected set, or is the selection (`collectionSelection(_:)`).
    public var isSelected = false
    /// A finger is down on the cell.
    public var isHighlighted = false
    /// The app is in edit mode (SwiftUI's `editMode`), when taps select items of a set.
    public var isEditing = false
}

private struct CollectionCellStateKey: EnvironmentKey {
    static var defaultValue: CollectionCellState { CollectionCellState() }
}

extension EnvironmentValues {
    /// The state of the ``CollectionLayoutView`` cell this view is in (all `false` elsewhere).
    public internal(set) var collectionCellState: CollectionCellState {
        get { self[CollectionCellStateKey.self] }
        set { self[CollectionCellStateKey.self] = newValue }
    }
}

/// Whether a finger is down on a hosted cell: UIKit highlights the cell, its content hears it.
@MainActor
final class CellHighlight: ObservableObject {
    @Published var isHighlighted = false
}
#endif
