@_spi(Testing) import CompositionalLayoutModule
import CompositionalReferenceProbe
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import LayoutHosting
import Testing

/// The portable half of the reference probe: its presets lay out here, and its comparison
/// reports exactly the elements that differ.
@Suite struct ReferenceProbeTests {
    static func cell(_ item: Int, _ frame: CGRect) -> LayoutAttributes {
        LayoutAttributes(forCellWith: ItemPath(item: item, section: 0), frame: frame)
    }

    @Test func framesWithinHalfAPointAgree() {
        let ours = [Self.cell(0, CGRect(x: 0, y: 0, width: 100, height: 44)), Self.cell(1, CGRect(x: 0, y: 44, width: 100, height: 44))]
        let apple = [Self.cell(0, CGRect(x: 0.4, y: 0, width: 100, height: 44)), Self.cell(1, CGRect(x: 0, y: 44, width: 100, height: 44.4))]
        #expect(FrameDifference.differences(ours: ours, apple: apple).isEmpty)
    }

    @Test func differingAndOneSidedElementsAreReportedInOrder() {
        let header = LayoutAttributes(forSupplementaryViewOfKind: ElementCategory.headerKind, with: ItemPath(item: 0, section: 0),
                                      frame: CGRect(x: 0, y: 0, width: 390, height: 40))
        let ours = [Self.cell(1, CGRect(x: 0, y: 44, width: 100, height: 44)), Self.cell(0, CGRect(x: 0, y: 0, width: 100, height: 44))]
        let apple = [Self.cell(0, CGRect(x: 0, y: 0, width: 100, height: 44)), Self.cell(1, CGRect(x: 0, y: 45, width: 100, height: 44)),
                     header]
        let differences = FrameDifference.differences(ours: ours, apple: apple)
        #expect(differences == [
            FrameDifference(key: ElementKey(category: .cell, indexPath: ItemPath(item: 1, section: 0)),
                            ours: CGRect(x: 0, y: 44, width: 100, height: 44), apple: CGRect(x: 0, y: 45, width: 100, height: 44)),
            FrameDifference(key: header.key, ours: nil, apple: header.frame),
        ])
        #expect(differences[1].description.contains("ours missing"))
    }

    @Test func everyPresetLaysOutItsData() throws {
        #expect(ReferencePreset.all.count == 10)
        for preset in ReferencePreset.all {
            let layout = preset.makeLayout()
            let host = HostedLayout(layout)
            try host.prepare(with: LayoutContext(bounds: CGRect(x: 0, y: 0, width: 390, height: 844)), itemCounts: { preset.itemCounts })
            let total = preset.itemCounts.reduce(0, +)
            let cells = layout.layoutAttributesForElements(in: CGRect(x: -10_000, y: -10_000, width: 40_000, height: 40_000))
                .filter { $0.category == .cell }
            #expect(cells.count == total, "\(preset.name)")
        }
    }
}
