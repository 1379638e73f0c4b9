#if canImport(UIKit) && canImport(SwiftUI)
import Layouts
import LayoutUIKit
import SwiftUI

/// A collage in SwiftUI: photos in a template's cells, masked by their polygons with rounded
/// corners (the view's cells mask by the shape the layout gives them); choosing another template
/// (a new layout id) moves every photo to its new cell with an animation.
public struct CollageScreen: View {
    private let entries = Array(CollageCatalogue.entries.prefix(6))
    private let photos = Array(1...6)
    @State private var entry = CollageCatalogue.entries[0]

    public init() {}

    public var body: some View {
        VStack {
            let template = entry.template
            CollectionLayoutView(Array(photos.prefix(template.photoCount)), id: \.self, layoutID: entry.id,
                                 layout: { try CollageLayout(configuration: CollageLayoutConfiguration(template: template, cornerRadius: 8)) }) { photo in
                Color.teal.opacity(0.2 + Double(photo) / 10).overlay(Text("Photo \(photo)"))
            } supplementary: { _ in
                Color.gray.opacity(0.2)
            }
            .collectionSupplementaryKinds(CollageLayout.placeholderKind)
            .collectionDecorationView(UICollectionReusableView.self, ofKind: CollageLayout.dividerKind)
            .aspectRatio(1, contentMode: .fit)
            Picker("Template", selection: Binding(get: { entry }, set: { next in withAnimation { entry = next } })) {
                ForEach(entries, id: \.self) { Text($0.id) }
            }
            .pickerStyle(.segmented)
            .padding()
        }
    }
}
#endif
