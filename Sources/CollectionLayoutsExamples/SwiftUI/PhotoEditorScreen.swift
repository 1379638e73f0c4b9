#if canImport(UIKit) && canImport(SwiftUI)
import Layouts
import LayoutUIKit
import SwiftUI

/// The photo editor in SwiftUI: a paging parallax preview above a strip of thumbnails that widen
/// to the photo in focus, both selecting the same photo through one binding; the trash button
/// deletes it, and both views rest on the photo that takes its place. Each page's picture slides
/// against the page by the layout's parallax value.
public struct PhotoEditorScreen: View {
    @State private var photos = (1...12).map { "Photo \($0)" }
    @State private var focused: String? = "Photo 1"

    public init() {}

    public var body: some View {
        VStack(spacing: 0) {
            CollectionLayoutView(photos, id: \.self, layout: { try ParallaxPreviewLayout() }) { photo in
                PreviewPage(photo: photo)
            }
            .collectionPagingEnabled()
            .collectionSelection($focused)
            CollectionLayoutView(photos, id: \.self, layout: { try ThumbnailStripLayout() }) { photo in
                Rectangle().fill(Color.blue.opacity(photo == focused ? 0.6 : 0.3))
            }
            .collectionSelection($focused)
            .frame(height: 64)
        }
        .toolbar {
            Button(role: .destructive) {
                withAnimation { photos.removeAll { $0 == focused } }
            } label: {
                Image(systemName: "trash")
            }
        }
    }
}

/// A preview page: the photo slides against the page by the parallax value the layout gives it.
struct PreviewPage: View {
    let photo: String
    @EnvironmentObject private var layout: CellLayoutAttributes

    var body: some View {
        GeometryReader { proxy in
            RoundedRectangle(cornerRadius: 12).fill(Color.blue.opacity(0.3))
                .overlay(Text(photo).offset(x: ParallaxValue.imageShift(forParallax: layout[ParallaxValue.self], width: proxy.size.width)))
                .clipped()
        }
    }
}
#endif
