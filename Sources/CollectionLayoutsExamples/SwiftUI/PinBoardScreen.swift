#if canImport(UIKit) && canImport(SwiftUI)
import LayoutCore
import Layouts
import LayoutUIKit
import SwiftUI
import UIKit

/// A Pinterest board in SwiftUI: pins in as many columns of 160 points as fit, each as tall as its
/// photo's proportions, loading thirty more when the person nears the end. The waterfall reads
/// each pin's aspect ratio from the pins the view shows now (``CollectionItems``), so the pins
/// loaded later are sized from their own values by the layout made for the first page.
public struct PinBoardScreen: View {
    /// A pin: its photo's width ÷ height.
    struct Pin: Identifiable, Equatable {
        let id: Int
        let aspectRatio: CGFloat
    }

    @State private var pins = Self.page(0)

    public init() {}

    public var body: some View {
        CollectionLayoutView(pins, layout: { items in
            try WaterfallLayout(configuration: WaterfallLayoutConfiguration(
                columns: .minimumWidth(160), columnSpacing: 8, itemSpacing: 8, sectionInset: LayoutEdgeInsets(all: 8)
            ) { path in
                items[path].map { .aspectRatio($0.aspectRatio) } ?? .estimated(220)
            })
        }) { pin in
            RoundedRectangle(cornerRadius: 12)
                .fill(Color(hue: Double(pin.id % 12) / 12, saturation: 0.4, brightness: 0.9))
                .overlay(Text("\(pin.id)").font(.caption).padding(6), alignment: .bottomLeading)
        }
        .onCollectionNearEnd { pins += Self.page(pins.count / 30) }
    }

    /// The thirty pins of page `page`, their proportions from portrait to landscape.
    static func page(_ page: Int) -> [Pin] {
        (page * 30..<(page + 1) * 30).map { Pin(id: $0, aspectRatio: [0.6, 0.75, 1, 1.33][$0 % 4]) }
    }
}
#endif
