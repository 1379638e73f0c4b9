#if canImport(UIKit) && canImport(SwiftUI)
import Layouts
import LayoutUIKit
import SwiftUI

/// A cover-flow carousel in SwiftUI: the centred album is the selection, shown below it; the
/// buttons glide one album on or back by setting it.
public struct CoverFlowScreen: View {
    private let albums = (1...30).map { "Album \($0)" }
    @State private var current: String? = "Album 1"

    public init() {}

    public var body: some View {
        VStack {
            CollectionLayoutView(albums, id: \.self, layout: { try CarouselLayout(configuration: CarouselLayoutConfiguration(type: .coverFlow)) }) { album in
                RoundedRectangle(cornerRadius: 8).fill(Color.purple.opacity(0.5)).overlay(Text(album).foregroundColor(.white))
            }
            .collectionSelection($current)
            .collectionViewAccessibilityLabel("Albums")
            HStack {
                Button("Back") { step(-1) }
                Text(current ?? "").font(.headline).frame(maxWidth: .infinity)
                Button("On") { step(1) }
            }
            .padding()
        }
    }

    /// Selects the album `steps` on from the current one, within the shelf.
    private func step(_ steps: Int) {
        guard let index = current.flatMap(albums.firstIndex(of:)) else { return }
        current = albums[min(max(index + steps, 0), albums.count - 1)]
    }
}
#endif
