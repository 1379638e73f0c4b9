import LayoutCore
import Screens
import Simulation

/// How the gallery draws the Photos screen: its cells' titles, palette colours and the month
/// summary's card details, for the renderer.
extension PhotosController where Photo == DemoPhoto {
    /// The look of `item`'s cell in the current mode: the photo (its number, its colour) with
    /// square corners; in the month summary, the large photo's card has corners of 16, its day
    /// as a label, a button and a gradient.
    package func appearance(for item: Item) -> ElementAppearance {
        let photo = item.photo
        var appearance = ElementAppearance(title: "#\(photo.id)", tint: photo.id, cornerRadius: 0)
        if case .largePhoto = item, mode == .monthSummary {
            appearance.cornerRadius = 16
            appearance.caption = photo.day
            appearance.showsAccessoryButton = true
            appearance.showsGradient = true
        }
        return appearance
    }

    /// Shows `item` in `cell`: at once in a cell that showed another photo, over
    /// ``styleChangeDuration`` in one that already shows this photo (a reconfigured cell whose
    /// style changes with the mode).
    package func configure(_ cell: some ConfigurableView, for item: Item) {
        let appearance = appearance(for: item)
        let samePhoto = cell.appearance?.title == appearance.title
        cell.setAppearance(appearance, animationDuration: samePhoto ? Self.styleChangeDuration : 0)
    }

    /// Shows the title of the month at `section` in its header view.
    package func configureHeader(_ view: some ConfigurableView, section: Int) {
        let title = months.indices.contains(section) ? months[section].title : nil
        view.setAppearance(ElementAppearance(title: title), animationDuration: 0)
    }
}
