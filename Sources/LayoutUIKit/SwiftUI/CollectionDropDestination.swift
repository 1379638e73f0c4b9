#if canImport(UIKit) && canImport(SwiftUI)

/// Where items dropped on a ``CollectionLayoutView`` land, named by the app's ids: the section,
/// and the item they go before (`nil`: at the section's end).
public struct CollectionDropDestination<SectionID: Hashable, ID: Hashable>: Hashable {
    /// The section the items land in.
    public var section: SectionID
    /// The item they go before; `nil`: after the section's last.
    public var beforeItem: ID?
}
#endif
