import Foundation

/// A view whose content a data source configures: ``ElementAppearance`` set at once or
/// animated. The simulated collection view's views conform; on iOS a cell would.
package protocol ConfigurableView: AnyObject {
    /// The appearance the view shows once any running change ends.
    var appearance: ElementAppearance? { get }
    /// Shows `appearance`, at once when `animationDuration` is 0, otherwise moving to it from
    /// what the view shows now over `animationDuration` seconds.
    func setAppearance(_ appearance: ElementAppearance?, animationDuration: Double)
}
