import Foundation
import LayoutCore
import Simulation

/// A data source that gives each view the appearance a closure computes for its element: how
/// demos dress cells from screen state (a collage's photos, a picker's template thumbnails).
final class AppearanceDataSource: SimulatedDataSource {
    let appearance: (ElementKey) -> ElementAppearance?

    init(_ appearance: @escaping (ElementKey) -> ElementAppearance?) {
        self.appearance = appearance
    }

    func collectionView(_ collectionView: SimulatedCollectionView, cellForItemAt indexPath: ItemPath) throws(LayoutError) -> SimulatedView {
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: SimulatedCollectionView.defaultCellReuseIdentifier, for: indexPath)
        cell.setAppearance(appearance(ElementKey(category: .cell, indexPath: indexPath)), animationDuration: 0)
        return cell
    }

    func collectionView(_ collectionView: SimulatedCollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: ItemPath) throws(LayoutError) -> SimulatedView {
        let view = try collectionView.dequeueReusableSupplementaryView(ofKind: kind, for: indexPath)
        view.setAppearance(appearance(ElementKey(category: .supplementaryView(kind), indexPath: indexPath)), animationDuration: 0)
        return view
    }
}
