import LayoutCore

/// A supplementary view an app fills (a header, a footer, a badge: any kind the layout returns),
/// named by the ids the app gave: its kind, its section and, for an element of one item, the item.
public struct SupplementaryElement<SectionID: Hashable, ItemID: Hashable>: Hashable {
    /// The kind, as the layout names it (`ElementCategory.headerKind`, …).
    public let kind: String
    /// The section's id.
    public let section: SectionID
    /// The id of the item the element belongs to: the item at its index path, for a kind other
    /// than the section's header and footer (whose paths name no item).
    public let item: ItemID?
    /// Where the layout places it.
    public let indexPath: ItemPath

    /// The element of `kind` at `indexPath`, in `section`, of `item`.
    @_spi(Testing) public init(kind: String, section: SectionID, item: ItemID?, indexPath: ItemPath) {
        self.kind = kind
        self.section = section
        self.item = item
        self.indexPath = indexPath
    }

    /// What its content is identified by, so its state stays with it and never passes to another
    /// element that reuses its view: the kind, the section and the item, not where it is (a header
    /// keeps its state when its section moves).
    package var contentIdentity: AnyHashable { [AnyHashable(kind), AnyHashable(section), AnyHashable(item)] }

    /// Whether it is the section's header (`ElementCategory.headerKind`).
    public var isHeader: Bool { kind == ElementCategory.headerKind }
    /// Whether it is the section's footer (`ElementCategory.footerKind`).
    public var isFooter: Bool { kind == ElementCategory.footerKind }
}
