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

    func collectionView(_ collectionView: SimulatedCollectionView, configure view: SimulatedView, for key: ElementKey) {
        view.setAppearance(appearance(key), animationDuration: 0)
    }
}
