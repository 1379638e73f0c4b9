import Foundation
@testable import GalleryModule
import LayoutCore
import Layouts
import Rendering
import Testing

/// The collage writes no renderer labels; the gallery does, on the elements it draws.
@Suite("Collage canvas labels")
struct CollageCanvasLabelTests {
    @Test func placeholdersReadPlusAndHandlesNothing() {
        let path = ItemPath(item: 0, section: 0)
        var placeholder = LayoutAttributes(forSupplementaryViewOfKind: CollageLayout.placeholderKind, with: path)
        var handle = LayoutAttributes(forDecorationViewOfKind: CollageLayout.dividerKind, with: path)
        var cell = LayoutAttributes(forCellWith: path)
        CollageDemos.labelCanvas(&placeholder)
        CollageDemos.labelCanvas(&handle)
        CollageDemos.labelCanvas(&cell)
        #expect(placeholder[ElementLabel.self] == "+")
        #expect(handle[ElementLabel.self] == "")
        #expect(cell[ElementLabel.self] == nil)
    }

    /// A canvas with more cells than photos shows placeholders, and the scene the gallery records
    /// labels them: the renderer draws "+" where a photo is missing.
    @Test func theEditorScenesPlaceholdersAreLabelled() throws {
        let layout = try CollageLayout(configuration: CollageLayoutConfiguration(template: try CollageDemos.quarters))
        layout.hostState.context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 390, height: 390), itemCounts: [2])
        try layout.prepare()
        var placeholders = layout.layoutAttributesForElements(in: layout.context.bounds)
            .filter { $0.category == .supplementaryView(CollageLayout.placeholderKind) }
        #expect(placeholders.count == 2)
        for index in placeholders.indices { CollageDemos.labelCanvas(&placeholders[index]) }
        #expect(placeholders.allSatisfy { $0[ElementLabel.self] == "+" })
    }
}
