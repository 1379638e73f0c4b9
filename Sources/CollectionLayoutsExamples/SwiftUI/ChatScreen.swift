#if canImport(UIKit) && canImport(SwiftUI)
import Layouts
import LayoutUIKit
import SwiftUI

/// A chat in SwiftUI: messages as tall as their text (`TableLayout(estimatedRowHeight:)`: the
/// SwiftUI cells size themselves); "Earlier" loads twenty messages above the one being read
/// without moving it; "Latest" scrolls to the last message.
public struct ChatScreen: View {
    /// A message.
    struct Message: Identifiable {
        let id: Int
        var text: String { "Message \(id)" + String(repeating: " and more words", count: id % 5 * 3) }
    }

    @State private var messages = (101...160).map(Message.init)
    @State private var reading: Int? = 160

    public init() {}

    public var body: some View {
        CollectionLayoutView(messages, layout: { try TableLayout(estimatedRowHeight: 44) }) { message in
            Text(message.text)
                .padding(10)
                .background(RoundedRectangle(cornerRadius: 14).fill(Color.blue.opacity(0.15)))
                .frame(maxWidth: .infinity, alignment: message.id.isMultiple(of: 2) ? .leading : .trailing)
                .padding(.horizontal)
        }
        .scrollPosition(id: $reading)
        .toolbar {
            Button("Earlier") { loadEarlier() }
            Button("Latest") { withAnimation { reading = messages.last?.id } }
        }
    }

    /// Twenty earlier messages above: the message being read stays where it is on screen.
    private func loadEarlier() {
        guard let first = messages.first?.id else { return }
        messages.insert(contentsOf: (first - 20..<first).map(Message.init), at: 0)
    }
}
#endif
