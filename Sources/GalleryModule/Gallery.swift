import Foundation

/// The registry of every named demo, in gallery order.
package enum Gallery {
    /// Every demo.
    package static let demos: [Demo] = [
        FoundationDemos.table,
        FoundationDemos.tableSections,
        FoundationDemos.flowGrid,
        FoundationDemos.flowPinnedHeaders,
        FoundationDemos.flowHorizontal,
    ] + SelfSizingDemos.all + [
        PizzaDemos.halves,
        PizzaDemos.drum,
        WheelDemos.wheel,
    ] + CarouselDemos.all + [
        PhotoEditorDemos.editor,
        PhotoEditorDemos.parallaxPreview,
        PhotoEditorDemos.thumbnailStrip,
    ] + CompositionalDemos.all + DiffableDemos.all + PhotosDemos.all + CollageDemos.all + ReorderingDemos.all
        + VoiceOverDemos.all + CatalogueDemos.all + ChatDemos.all + CardDeckDemos.all + StretchingHeaderDemos.all + TwoAxisDemos.all + DeclaredDemos.all

    /// The demo called `name`, if any.
    package static func demo(named name: String) -> Demo? {
        demos.first { $0.name == name }
    }
}
