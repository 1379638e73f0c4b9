import Foundation
import LayoutCore
import Layouts

/// The demos of the foundation: a table, a table in sections and three flow layouts.
enum FoundationDemos {
    static let table = Demo(
        name: "table", title: "Table layout",
        summary: "50 full-width rows of 60 pt: a drag, a fling that bounces off the end, and a pull past the end that springs back.",
        viewportSize: CGSize(width: 320, height: 480),
        script: [.drag(by: CGPoint(x: 0, y: -180), frames: 12), .release(velocity: .zero)]
            + DemoStep.fling(drag: CGPoint(x: 0, y: -60), frames: 4, velocity: CGPoint(x: 0, y: 6000))
            + [.drag(by: CGPoint(x: 0, y: -240), frames: 20), .release(velocity: .zero), .settle(maximumSeconds: 3)]
    ) {
        DemoSetup(layout: try TableLayout(itemSize: CGSize(width: 320, height: 60)), itemCounts: [50])
    }

    static let tableSections = Demo(
        name: "table-sections", title: "Table layout in sections",
        summary: "Four sections of 44 pt rows as UITableView's plain style shows them: each header sticks to the top while its rows "
            + "pass beneath and is pushed away by its section's end; footers stick to the bottom.",
        viewportSize: CGSize(width: 320, height: 480),
        script: [.drag(by: CGPoint(x: 0, y: -560), frames: 70), .release(velocity: .zero), .settle(maximumSeconds: 2)]
            + DemoStep.fling(drag: CGPoint(x: 0, y: -60), velocity: CGPoint(x: 0, y: 1600))
    ) {
        let style = try TableSectionStyle.plain(headerHeight: 28, footerHeight: 24)
        return DemoSetup(layout: try TableLayout(itemSize: CGSize(width: 320, height: 44), sections: style), itemCounts: [4, 12, 3, 10],
                         registering: .sectionHeadersAndFooters)
    }

    static let flowGrid = Demo(
        name: "flow-grid", title: "Flow layout grid",
        summary: "Three sections of 90 pt items with headers and section insets; lines are justified as UIKit's flow layout does.",
        viewportSize: CGSize(width: 320, height: 480),
        script: DemoStep.fling(drag: CGPoint(x: 0, y: -120), velocity: CGPoint(x: 0, y: 1400))
            + DemoStep.fling(drag: CGPoint(x: 0, y: 80), velocity: CGPoint(x: 0, y: -3000))
    ) {
        var configuration = FlowLayoutConfiguration(
            itemSize: CGSize(width: 90, height: 90), minimumLineSpacing: 10, minimumInteritemSpacing: 10,
            sectionInset: LayoutEdgeInsets(top: 10, left: 10, bottom: 20, right: 10),
            headerReferenceSize: CGSize(width: 0, height: 36))
        configuration.sizeForItem = { path in
            path.section == 1 && path.item % 3 == 0 ? CGSize(width: 140, height: 70) : CGSize(width: 90, height: 90)
        }
        return DemoSetup(layout: try FlowLayout(configuration: configuration), itemCounts: [7, 5, 11], registering: .sectionHeaders)
    }

    static let flowPinnedHeaders = Demo(
        name: "flow-pinned-headers", title: "Flow layout with pinned headers",
        summary: "Headers stay at the top while their section scrolls under them and are pushed away by the next section.",
        viewportSize: CGSize(width: 320, height: 480),
        script: [.drag(by: CGPoint(x: 0, y: -520), frames: 60), .release(velocity: .zero), .settle(maximumSeconds: 2)]
            + DemoStep.fling(drag: CGPoint(x: 0, y: -60), velocity: CGPoint(x: 0, y: 1800))
    ) {
        var configuration = FlowLayoutConfiguration(
            itemSize: CGSize(width: 145, height: 80), minimumLineSpacing: 10, minimumInteritemSpacing: 10,
            sectionInset: LayoutEdgeInsets(top: 10, left: 10, bottom: 10, right: 10),
            headerReferenceSize: CGSize(width: 0, height: 40))
        configuration.sectionHeadersPinToVisibleBounds = true
        return DemoSetup(layout: try FlowLayout(configuration: configuration), itemCounts: [8, 6, 10, 8], registering: .sectionHeaders)
    }

    static let flowHorizontal = Demo(
        name: "flow-horizontal", title: "Horizontal flow layout",
        summary: "Items flow down columns and the content scrolls sideways; each section starts with a header column.",
        viewportSize: CGSize(width: 480, height: 220),
        script: DemoStep.fling(drag: CGPoint(x: -100, y: 0), velocity: CGPoint(x: 1500, y: 0))
            + DemoStep.fling(drag: CGPoint(x: 60, y: 0), velocity: CGPoint(x: -4000, y: 0))
    ) {
        let configuration = FlowLayoutConfiguration(
            scrollDirection: .horizontal, itemSize: CGSize(width: 80, height: 80), minimumLineSpacing: 10,
            minimumInteritemSpacing: 10, sectionInset: LayoutEdgeInsets(top: 10, left: 10, bottom: 10, right: 10),
            headerReferenceSize: CGSize(width: 32, height: 0))
        return DemoSetup(layout: try FlowLayout(configuration: configuration), itemCounts: [14, 9, 12], registering: .sectionHeaders)
    }
}
