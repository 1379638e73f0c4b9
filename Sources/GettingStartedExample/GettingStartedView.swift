#if canImport(UIKit) && canImport(SwiftUI)
import CollectionLayouts
import LayoutUIKit
import SwiftUI

/// The README's first iOS screen in SwiftUI: the same compositional list, headers pinned to the
/// top over a rounded background per section, its rows and headers SwiftUI views.
public struct GettingStartedView: View {
    /// A section of rows.
    struct Section: Identifiable {
        let id: Int
        let rows: [Int]
    }

    private let sections = [8, 12, 20].enumerated().map { index, count in
        Section(id: index + 1, rows: (1...count).map { index * 100 + $0 })
    }

    public init() {}

    public var body: some View {
        CollectionLayoutView(sections, id: \.id, items: \.rows, itemID: \.self,
                             layout: { CompositionalLayout.pinnedHeaders(backgroundKind: SectionBackgroundView.kind) }) { row in
            Text("Row \(row % 100)").frame(maxWidth: .infinity, alignment: .leading).padding(.horizontal)
        } supplementary: { header in
            Text("Section \(header.section)").font(.headline).frame(maxWidth: .infinity, alignment: .leading).padding(.horizontal)
        }
        .collectionDecorationView(SectionBackgroundView.self, ofKind: SectionBackgroundView.kind)
        .background(Color(uiColor: .systemGroupedBackground))
    }
}
#endif
