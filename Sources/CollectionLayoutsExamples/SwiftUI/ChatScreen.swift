#if canImport(UIKit) && canImport(SwiftUI)
import Layouts
import LayoutUIKit
import SwiftUI

/// A chat in SwiftUI: messages as tall as their text (`TableLayout(estimatedRowHeight:)`: the
/// SwiftUI cells size themselves, fitted to the width); "Earlier" loads twenty messages above the
/// one being read without moving it; "Latest" scrolls to the last message. A bubble keeps its own
/// `@State` (tapped, it shows when it was sent, and stays so when its cell is reused for another
/// message) and reads the app's ``ChatStyle`` from the environment, as a `List`'s row would.
public struct ChatScreen: View {
    /// A message.
    struct Message: Identifiable, Equatable {
        let id: Int
        var text: String { "Message \(id)" + String(repeating: " and more words", count: id % 5 * 3) }
    }

    @State private var messages = (101...160).map(Message.init)
    @State private var reading: Int? = 160
    @StateObject private var style = ChatStyle()

    public init() {}

    public var body: some View {
        CollectionLayoutView(messages, layout: { try TableLayout(estimatedRowHeight: 44) }) { message in
            MessageBubble(message: message)
        }
        .toolbar {
            Button("Earlier") { loadEarlier() }
            Button("Latest") { withAnimation { reading = messages.last?.id } }
            Toggle("Compact", isOn: $style.isCompact)
        }
        // After SwiftUI's own modifiers: ours travel down the environment, in any order.
        .collectionScrollPosition(item: $reading)
        .environmentObject(style)
    }

    /// Twenty earlier messages above: the message being read stays where it is on screen.
    private func loadEarlier() {
        guard let first = messages.first?.id else { return }
        messages.insert(contentsOf: (first - 20..<first).map(Message.init), at: 0)
    }
}

/// How the chat draws its bubbles: an app's model, reaching each cell as an environment object.
final class ChatStyle: ObservableObject {
    @Published var isCompact = false
}

/// One message: its `@State` belongs to its message, its style comes from the environment.
struct MessageBubble: View {
    let message: ChatScreen.Message
    @EnvironmentObject private var style: ChatStyle
    @State private var showsTime = false

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(message.text)
            if showsTime { Text("Sent at 9:\(message.id % 60)").font(.caption).foregroundColor(.secondary) }
        }
        .padding(style.isCompact ? 4 : 10)
        .background(RoundedRectangle(cornerRadius: 14).fill(Color.blue.opacity(0.15)))
        .onTapGesture { withAnimation { showsTime.toggle() } }
        .frame(maxWidth: .infinity, alignment: message.id.isMultiple(of: 2) ? .leading : .trailing)
        .padding(.horizontal)
    }
}
#endif
