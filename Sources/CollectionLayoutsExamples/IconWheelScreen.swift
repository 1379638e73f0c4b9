#if canImport(UIKit) && canImport(SwiftUI)
import Layouts
import LayoutUIKit
import SwiftUI

/// The SwiftUI screen: icons on a spinning wheel, SwiftUI cells over a real collection view;
/// tapping an icon removes it, and the wheel closes the gap with an animation.
public struct IconWheelScreen: View {
    @State private var icons = ["star", "heart", "bolt", "leaf", "flame", "drop", "moon", "sun.max", "cloud", "bell"]

    public init() {}

    public var body: some View {
        CollectionLayoutView(icons, id: \.self, layout: { try WheelLayout() }) { icon in
            Image(systemName: icon)
                .font(.title)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Circle().fill(Color.accentColor.opacity(0.2)))
        }
        .onSelect { icon in
            withAnimation { icons.removeAll { $0 == icon } }
        }
    }
}
#endif
