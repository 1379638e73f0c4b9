import Foundation

extension DocumentationPicture {
    /// Every picture the articles show, by catalog.
    package static let all: [DocumentationPicture] = screens + layouts + compositional

    static let screens = [
        DocumentationPicture(module: "Screens", name: "pizza-halves-matched", demo: "pizza-halves"),
        DocumentationPicture(module: "Screens", name: "pizza-halves-rolling", demo: "pizza-halves", moment: .scriptFrame(40)),
        DocumentationPicture(module: "Screens", name: "photo-editor", demo: "photo-editor"),
        DocumentationPicture(module: "Screens", name: "photo-editor-scrolling", demo: "photo-editor", moment: .scriptFrame(30)),
        DocumentationPicture(module: "Screens", name: "photos-all", demo: "photos-all"),
        DocumentationPicture(module: "Screens", name: "photos-months", demo: "photos-months"),
        DocumentationPicture(module: "Screens", name: "photos-switching", demo: "photos-switch", moment: .scriptFrame(24)),
    ]

    static let layouts = [
        DocumentationPicture(module: "Layouts", name: "wheel", demo: "wheel"),
        DocumentationPicture(module: "Layouts", name: "wheel-turning", demo: "wheel", moment: .scriptFrame(20)),
        DocumentationPicture(module: "Layouts", name: "carousel-cover-flow", demo: "carousel-cover-flow", moment: .scriptFrame(20)),
        DocumentationPicture(module: "Layouts", name: "carousel-rotary", demo: "carousel-rotary"),
        DocumentationPicture(module: "Layouts", name: "carousel-cylinder", demo: "carousel-cylinder"),
        DocumentationPicture(module: "Layouts", name: "carousel-inverted-time-machine", demo: "carousel-inverted-time-machine"),
        DocumentationPicture(module: "Layouts", name: "collage-editor", demo: "collage-editor"),
        DocumentationPicture(module: "Layouts", name: "collage-slanted", demo: "collage-slanted"),
        DocumentationPicture(module: "Layouts", name: "waterfall-board", demo: "waterfall-board"),
        DocumentationPicture(module: "Layouts", name: "justified-photos", demo: "justified-photos"),
        DocumentationPicture(module: "Layouts", name: "flow-tag-cloud", demo: "flow-tag-cloud"),
        DocumentationPicture(module: "Layouts", name: "grid-spreadsheet", demo: "grid-spreadsheet", moment: .scriptFrame(40)),
        DocumentationPicture(module: "Layouts", name: "timeline-week", demo: "timeline-week"),
    ]

    static let compositional = [
        DocumentationPicture(module: "CompositionalLayoutModule", name: "compositional-profile-page", demo: "compositional-profile-page"),
        DocumentationPicture(module: "CompositionalLayoutModule", name: "compositional-nested-groups-scrolling", demo: "compositional-nested-groups-scrolling"),
        DocumentationPicture(module: "CompositionalLayoutModule", name: "compositional-orthogonal-behaviours", demo: "compositional-orthogonal-behaviours",
                             moment: .scriptFrame(.max)),
        DocumentationPicture(module: "CompositionalLayoutModule", name: "compositional-adaptive-landscape", demo: "compositional-adaptive-landscape"),
    ]
}
