#if canImport(UIKit) && canImport(SwiftUI)
import LayoutCore
import Layouts
import LayoutUIKit
import SwiftUI
import UIKit

/// A profile page in SwiftUI whose cover stretches (`HeaderStretching`): pulled past the top, the
/// cover grows from the top of the screen; scrolled up, it leaves at half the scroll's pace under
/// the posts. The header view fills the height the layout gives it, so it only needs to fill.
public struct ProfileScreen: View {
    @State private var posts = (1...40).map { "Post \($0)" }

    public init() {}

    public var body: some View {
        CollectionLayoutView(itemID: \.self, layout: {
            try TableLayout(itemSize: CGSize(width: 0, height: 64),
                            sections: TableSectionStyle(headerHeight: 260, firstHeaderStretching: .parallax()))
        }) {
            CollectionSection(id: "posts", items: posts) { post in
                Text(post).padding(.horizontal, 16).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
                    .background(Color(uiColor: .systemBackground))
            } header: {
                LinearGradient(colors: [.teal, .blue], startPoint: .top, endPoint: .bottom)
                    .overlay(Image(systemName: "mountain.2.fill").font(.system(size: 80)).foregroundColor(.white))
            }
        }
    }
}
#endif
