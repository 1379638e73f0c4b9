#if canImport(UIKit) && canImport(SwiftUI)
import Layouts
import LayoutUIKit
import SwiftUI

/// A pizza from two halves in SwiftUI: each half a `PizzaHalfSelectorLayout` whose selection is
/// bound to state, centred in its view by the configuration's inset for the view's size; the
/// caption names the whole pizza when both halves show the same one.
public struct PizzaHalvesScreen: View {
    private let menu = ["Margherita", "Pepperoni", "Four Cheese", "Hawaiian", "Veggie", "Diavola"]
    @State private var left: String? = "Margherita"
    @State private var right: String? = "Pepperoni"

    public init() {}

    public var body: some View {
        VStack {
            Text(left == right ? "Whole \(left ?? "")" : "\(left ?? "") and \(right ?? "")")
                .font(.headline)
            GeometryReader { proxy in
                HStack(spacing: 0) {
                    half(.left, selection: $left, height: proxy.size.height)
                    half(.right, selection: $right, height: proxy.size.height)
                }
            }
        }
    }

    @MainActor private func half(_ orientation: PizzaHalfOrientation, selection: Binding<String?>, height: CGFloat) -> some View {
        let configuration = PizzaHalfSelectorConfiguration(orientation: orientation)
        return CollectionLayoutView(menu, id: \.self, layout: { try PizzaHalfSelectorLayout(configuration: configuration) }) { pizza in
            Circle()
                .fill(Color.orange.opacity(0.7))
                .overlay(Text(pizza).font(.caption))
        } supplementary: { caption in
            Text(caption.item ?? "").font(.headline)
        }
        .collectionSupplementaryKinds(PizzaHalfSelectorLayout.captionKind)
        .collectionContentInset(configuration.centeringContentInset(forBoundsSize: CGSize(width: 0, height: height)))
        .collectionSelection(selection)
        .collectionViewAccessibilityLabel(orientation == .left ? "Left half" : "Right half")
    }
}
#endif
