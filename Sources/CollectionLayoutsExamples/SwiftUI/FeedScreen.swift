#if canImport(UIKit) && canImport(SwiftUI)
import LayoutCore
import Layouts
import LayoutUIKit
import SwiftUI
import UIKit

/// A feed of two item types in SwiftUI: stories and ads, each section listing its own values as a
/// case of one item type (`FeedItem`) and building its cells from its own values, in a table with
/// pinned headers.
public struct FeedScreen: View {
    /// A story of the feed.
    struct Story: Identifiable {
        let id: Int
        let title: String
    }

    /// An ad between the stories.
    struct Ad: Identifiable {
        let id: String
        let sponsor: String
    }

    /// What the view shows: a story or an ad, by id.
    enum FeedItem: Hashable { case story(Story.ID), ad(Ad.ID) }

    @State private var stories = (1...20).map { Story(id: $0, title: "Story \($0)") }
    @State private var ads = [Ad(id: "bikes", sponsor: "Bikes & Co"), Ad(id: "tea", sponsor: "Tea House")]

    public init() {}

    public var body: some View {
        CollectionLayoutView(itemID: \.self, layout: { try TableLayout(estimatedRowHeight: 80, sections: .plain(headerHeight: 28)) }) {
            CollectionSection(id: "stories", items: stories, as: { FeedItem.story($0.id) }) { story in
                StoryRow(story: story)
            } header: {
                Text("Stories")
            } footer: {
                EmptyView()
            }
            CollectionSection(id: "ads", items: ads, as: { FeedItem.ad($0.id) }) { ad in AdBanner(ad: ad) }
        }
    }

    /// A story's row.
    struct StoryRow: View {
        let story: Story

        var body: some View {
            Text(story.title).padding(12).frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    /// An ad's banner.
    struct AdBanner: View {
        let ad: Ad

        var body: some View {
            Text("Sponsored: \(ad.sponsor)").font(.footnote).padding(12).frame(maxWidth: .infinity).background(Color.yellow.opacity(0.2))
        }
    }
}
#endif
