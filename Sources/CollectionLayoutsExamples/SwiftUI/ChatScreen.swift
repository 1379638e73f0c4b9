#if canImport(UIKit) && canImport(SwiftUI)
import Layouts
import LayoutUIKit
import SwiftUI

/// A chat in SwiftUI on a ``ChatLayout``: messages as tall as their text (the SwiftUI cells size
/// themselves), the other side's at the leading edge and the person's at the trailing edge, the
/// newest at the bottom. The layout keeps the newest in view while the person is at the bottom:
/// a message sent from the composer, the keyboard the composer brings up (SwiftUI gives the view
/// the keyboard's safe area; the layout's rule moves the offset with it). Nearing the top
/// (`onCollectionNearStart`) loads twenty messages above the one being read without moving it;
/// "Latest" scrolls to the last message. A
/// bubble keeps its own `@State` (tapped, it shows when it was sent, and stays so when its cell is
/// reused for another message) and reads the app's ``ChatStyle`` from the environment, as a
/// `List`'s row would.
public struct ChatScreen: View {
    /// A message.
    struct Message: Identifiable, Equatable {
        let id: Int
        var text: String { "Message \(id)" + String(repeating: " and more words", count: id % 5 * 3) }
        /// The person's own messages: every other one.
        var isMine: Bool { !id.isMultiple(of: 2) }
    }

    @State private var messages = (101...160).map(Message.init)
    @State private var reading: Int? = 160
    @State private var draft = ""
    @StateObject private var style = ChatStyle()

    public init() {}

    public var body: some View {
        CollectionLayoutView(messages, layout: { items in
            try ChatLayout(configuration: ChatLayoutConfiguration(estimatedMessageHeight: 44) { path in
                items[path]?.isMine == true ? .trailing : .leading
            })
        }) { message in
            MessageBubble(message: message)
        }
        .safeAreaInset(edge: .bottom) {
            HStack {
                TextField("Message", text: $draft)
                Button("Send") { send() }.disabled(draft.isEmpty)
            }
            .padding()
            .background(.bar)
        }
        // Earlier messages load as the person nears the top.
        .onCollectionNearStart { loadEarlier() }
        .toolbar {
            Button("Latest") { withAnimation { reading = messages.last?.id } }
            Toggle("Compact", isOn: $style.isCompact)
        }
        // After SwiftUI's own modifiers: ours travel down the environment, in any order.
        .collectionScrollPosition(item: $reading)
        .environmentObject(style)
    }

    /// The draft as the person's next message: the chat follows it when they are at the bottom.
    private func send() {
        let next = (messages.last?.id ?? 0) + (messages.last?.isMine == true ? 2 : 1)
        messages.append(Message(id: next))
        draft = ""
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
        .frame(maxWidth: .infinity, alignment: message.isMine ? .trailing : .leading)
    }
}
#endif
