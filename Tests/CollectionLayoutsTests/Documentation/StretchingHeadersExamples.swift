import CompositionalLayoutModule
import Foundation
import LayoutCore
import Layouts
import Testing

/// The Stretching headers article's and the README's blocks, run.
@Suite("Stretching headers article")
struct StretchingHeadersExamples {
    @Test func theArticlesHeaders() throws {
        // A table: the first section's header, 260 pt tall, a cover photo.
        let table = try TableLayout(itemSize: CGSize(width: 0, height: 64),
                                    sections: TableSectionStyle(headerHeight: 260, firstHeaderStretching: .parallax()))

        // A flow layout.
        var configuration = FlowLayoutConfiguration(itemSize: CGSize(width: 120, height: 120),
                                                    headerReferenceSize: CGSize(width: 0, height: 240))
        configuration.firstHeaderStretching = .stretch

        // A compositional layout's own photo above its sections.
        let photo = LayoutBoundarySupplementaryItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1),
                                                                           heightDimension: .absolute(300)),
                                                    elementKind: "photo", alignment: .top)
        photo.stretching = .parallax(0.3)

        #expect(table.sectionStyle.firstHeaderStretching == .parallax(0.5))
        #expect(try FlowLayout(configuration: configuration).configuration.firstHeaderStretching == .stretch)
        #expect(photo.stretching?.parallaxFactor == 0.3)
    }

    @Test func theReadmesProfilePage() throws {
        let layout = try TableLayout(itemSize: CGSize(width: 0, height: 64),
                                     sections: TableSectionStyle(headerHeight: 260, firstHeaderStretching: .parallax()))
        // Pulled 40 pt: the cover is 300 tall from the top of the screen.
        try layout.prepare(in: LayoutContext(bounds: CGRect(x: 0, y: -40, width: 390, height: 844), itemCounts: [10]))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: ElementCategory.headerKind, at: ItemPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: -40, width: 390, height: 300))
    }
}
