import LayoutCore
import Screens
import Simulation

/// How the gallery draws the collage picker: each template's cells, ringed when chosen.
extension CollageEditorController {
    /// What the picker's thumbnail `item` draws: the template's cells, ringed when chosen.
    package func thumbnailAppearance(forItem item: Int) -> ElementAppearance? {
        guard templates.indices.contains(item) else { return nil }
        let template = templates[item].template
        return ElementAppearance(title: templates[item].id,
                                 outlines: template.cells.indices.map { template.polygon(ofCell: $0) },
                                 isSelected: item == selectedTemplateIndex)
    }
}
