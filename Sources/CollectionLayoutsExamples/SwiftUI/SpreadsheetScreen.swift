#if canImport(UIKit) && canImport(SwiftUI)
import LayoutCore
import Layouts
import LayoutUIKit
import SwiftUI
import UIKit

/// A spreadsheet in SwiftUI (`GridLayout` through `CollectionLayoutView`): each row a section of
/// cells, the header row and the name column frozen while the figures scroll both ways, grid
/// lines in the gaps, drags locked to the axis they begin along. VoiceOver reads it as a table:
/// "Week 5, Store 3, row 4, column 6". A tap on a figure raises it by one, and only that cell
/// is shown again.
public struct SpreadsheetScreen: View {
    /// A row of the sheet: a store and its weekly figures.
    struct Row: Identifiable {
        let id: Int
        var cells: [Cell]
    }

    /// A cell: its text, identified across the sheet.
    struct Cell: Identifiable {
        let id: Int
        var text: String
    }

    private static let columns = 53

    @State private var rows: [Row] = (0..<200).map { row in
        Row(id: row, cells: (0..<columns).map { column in
            Cell(id: row * columns + column, text: row == 0 ? (column == 0 ? "Store" : "Week \(column)")
                 : column == 0 ? "Store \(row)" : String((row * 31 + column * 17) % 1_000))
        })
    }

    public init() {}

    public var body: some View {
        CollectionLayoutView(rows, items: \.cells, layout: {
            var configuration = GridLayoutConfiguration(columnWidths: .uniform(88), rowHeights: .uniform(36), spacing: 1)
            configuration.frozenLeadingRows = 1
            configuration.frozenLeadingColumns = 1
            return try GridLayout(configuration: configuration)
        }) { cell in
            Text(cell.text).font(.callout.monospacedDigit())
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .trailing).padding(.horizontal, 8)
                .background(Color(uiColor: .systemBackground))
                .onTapGesture { raise(cell.id) }
        } supplementary: { _ in
            EmptyView()
        }
        .collectionDecorationView(SeparatorView.self, ofKind: GridLayout.columnLineKind)
        .collectionDecorationView(SeparatorView.self, ofKind: GridLayout.rowLineKind)
        .collectionDirectionalLockEnabled()
    }

    /// The figure of cell `id` raised by one.
    private func raise(_ id: Int) {
        let (row, column) = (id / Self.columns, id % Self.columns)
        guard row > 0, column > 0, let value = Int(rows[row].cells[column].text) else { return }
        rows[row].cells[column].text = String(value + 1)
    }
}
#endif
