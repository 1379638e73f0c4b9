#if canImport(UIKit) && canImport(SwiftUI)
import Layouts
import LayoutUIKit
import SwiftUI

/// The wheel in SwiftUI: icons on a spinning wheel, SwiftUI cells over a real collection view.
/// The icon the wheel rests on is the selection, named below it; a tap spins the wheel to an
/// icon; "Remove" takes the selected icon off, and the wheel closes the gap with an animation.
public struct IconWheelScreen: View {
    @State private var icons = ["star", "heart", "bolt", "leaf", "flame", "drop", "moon", "sun.max", "cloud", "bell"]
    @State private var selected: String? = "star"

    public init() {}

    public var body: some View {
        VStack {
            CollectionLayoutView(icons, id: \.self, layout: { try WheelLayout() }) { icon in
                Image(systemName: icon)
                    .font(.title)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(Circle().fill(Color.accentColor.opacity(icon == selected ? 0.5 : 0.2)))
            }
            .collectionSelection($selected)
            Button("Remove \(selected ?? "")") {
                withAnimation { icons.removeAll { $0 == selected } }
            }
            .padding()
        }
    }
}
#endif
