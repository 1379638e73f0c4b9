import Foundation
import LayoutCore

/// What VoiceOver reads: the elements a view shows, those that are read, in the layout's reading
/// order, with the position the layout gives each, the adjustable element of a layout that
/// selects, and what each shown view must be given. One decision for both views.
extension CollectionViewEngine {
    /// The elements VoiceOver reads now, in order (`AccessibilityReadingOrder.readable(_:)`, then
    /// the layout's `accessibilityReadingOrder(of:)`), each labelled with the app's words for its
    /// view, placed ("3 of 12") and given its custom actions. In a layout that selects, the
    /// selected item's element is the adjustable one (``accessibilitySelectedItem``): labelled as
    /// the view, set to the item's label and place, given that item's actions, and marked
    /// adjustable and selected. Made once per layout pass, when first asked.
    /// - Complexity: O(k log k) for the order of the k elements shown, O(k²) for the check of
    ///   elements covered whole; nothing until asked.
    package var accessibilityElements: [AccessibilityElement] {
        if let cached = voiceOver.cachedElements { return cached }
        let made = makeAccessibilityElements()
        voiceOver.cache(made)
        return made
    }

    private func makeAccessibilityElements() -> [AccessibilityElement] {
        guard let platform else { return [] }
        settleAccessibilitySelection()
        let readable = layout.layout.accessibilityReadingOrder(of: AccessibilityReadingOrder.readable(platform.shownElements, in: platform.bounds))
        let adjustable = adjustableItem(among: readable)
        let elements = readable.map { element in
            guard let adjustable, element.key == .cell(adjustable.standsAt) else { return plainAccessibilityElement(element, in: platform) }
            return adjustableAccessibilityElement(element, for: adjustable.item, in: platform)
        }
        return withItemsPastTheBands(elements, in: platform)
    }

    /// `elements` with, for each section that scrolls on its own, the item just past each end of
    /// its shown items (not on screen, ``AccessibilityElement/revealsOnFocus``) beside them: what
    /// VoiceOver moves on to past a band's visible part, as it moves on past the screen's edge.
    /// - Complexity: O(k) for the k elements, plus two queries a band shown.
    private func withItemsPastTheBands(_ elements: [AccessibilityElement], in platform: any CollectionViewPlatform) -> [AccessibilityElement] {
        let bands = layout.orthogonalSections().filter { $0.frame.intersects(platform.bounds) }
        guard !bands.isEmpty else { return elements }
        var result = elements
        for band in bands {
            let shown = result.indices.filter { result[$0].key.category == .cell && result[$0].key.indexPath.section == band.section }
            guard let first = shown.first, let last = shown.last else { continue }
            let items = shown.map { result[$0].key.indexPath.item }
            let count = platform.itemCounts.indices.contains(band.section) ? platform.itemCounts[band.section] : 0
            if let after = items.max().map({ $0 + 1 }), after < count, let next = pastTheBand(ItemPath(item: after, section: band.section), in: platform) {
                result.insert(next, at: last + 1)
            }
            if let before = items.min().map({ $0 - 1 }), before >= 0, let previous = pastTheBand(ItemPath(item: before, section: band.section), in: platform) {
                result.insert(previous, at: first)
            }
        }
        return result
    }

    /// The element of the item at `path`, past its band's visible part: placed and given its
    /// actions as a shown one, with no label (it has no view yet), revealed when focused.
    private func pastTheBand(_ path: ItemPath, in platform: any CollectionViewPlatform) -> AccessibilityElement? {
        guard let attributes = layout.layoutAttributes(for: .cell(path)) else { return nil }
        var element = plainAccessibilityElement(attributes, in: platform)
        element.revealsOnFocus = true
        return element
    }

    /// VoiceOver's focus moved to the element of `key`: an item of a section that scrolls on its
    /// own and is not whole in its band (past its visible part, or cut by its edge) is scrolled
    /// whole into the band, by the least movement, and VoiceOver's focus goes to its view once
    /// laid out, as UIKit scrolls an element into view when VoiceOver moves to it. Elsewhere
    /// nothing moves.
    package func accessibilityElementFocused(_ key: ElementKey) {
        guard let platform, key.category == .cell, let band = layout.orthogonalSection(key.indexPath.section),
              let frame = layout.layoutAttributes(for: key)?.frame else { return }
        let axis = band.axis
        let shift: CGFloat = if frame.max(axis) > band.frame.max(axis) {
            frame.max(axis) - band.frame.max(axis)
        } else if frame.min(axis) < band.frame.min(axis) {
            frame.min(axis) - band.frame.min(axis)
        } else {
            0
        }
        guard shift != 0 else { return }
        let target = (band.offset + band.layoutDelta(forScrollViewDelta: shift)).clamped(to: band.scrollableRange)
        platform.scrollSection(band.section, toOffset: target)
        platform.layoutIfNeeded()
        platform.post(.layoutChanged(focus: .element(key)))
    }

    /// In a layout that selects, the cell among `elements` the adjustable element stands at, and
    /// the item it stands for (``accessibilitySelectedItem``): that item's cell when it is among
    /// them, else the layout's selected item's. `nil` in a layout that does not select.
    private func adjustableItem(among elements: [LayoutAttributes]) -> (item: ItemPath, standsAt: ItemPath)? {
        guard let item = accessibilitySelectedItem else { return nil }
        let standsAt = elements.contains { $0.key == .cell(item) } ? item : layout.capabilities.selecting?.selectedItem
        return standsAt.map { (item, $0) }
    }

    /// The adjustable element standing at `element` for `item`: labelled as the view, set to the
    /// item's label and place, given that item's actions, adjustable and selected.
    private func adjustableAccessibilityElement(_ element: LayoutAttributes, for item: ItemPath,
                                                in platform: any CollectionViewPlatform) -> AccessibilityElement {
        let actions = accessibilityActions(for: .cell(item))
        return AccessibilityElement(key: element.key, frame: element.visibleFrame, label: platform.viewAccessibilityLabel,
                                    value: accessibilitySelectionValue(of: item, label: platform.accessibilityLabel(of: .cell(item))),
                                    traits: [.adjustable, .selected], customActions: actions.map(\.name),
                                    customActionIdentifiers: actions.map(\.identifier))
    }

    /// The element of `element`, not adjustable: labelled with the app's words for its view,
    /// placed, its traits and custom actions.
    private func plainAccessibilityElement(_ element: LayoutAttributes, in platform: any CollectionViewPlatform) -> AccessibilityElement {
        let key = element.key
        let actions = accessibilityActions(for: key)
        return AccessibilityElement(key: key, frame: element.visibleFrame, label: platform.accessibilityLabel(of: key),
                                    value: accessibilityPosition(of: key), traits: accessibilityTraits(of: key),
                                    customActions: actions.map(\.name), customActionIdentifiers: actions.map(\.identifier),
                                    tableSpan: accessibilityTableCell(key)?.span)
    }

    // MARK: The container UIKit asks

    /// The elements a view hands VoiceOver as its own order (UIKit's four container methods:
    /// `accessibilityElements`, `accessibilityElementCount()`, `accessibilityElement(at:)`,
    /// `index(ofAccessibilityElement:)`, all four of which a `UICollectionView` subclass must
    /// override for UIKit to use its order: `UICollectionViewAccessibility`'s
    /// `_accessibilityOverridesContainerProtocol`, iOS 18.2 decompile). `nil` where the engine
    /// reads the cells in index-path order with no adjustable element (lists, grids): the view
    /// then keeps UIKit's own order (a count of `NSNotFound`), which scrolls VoiceOver on past the
    /// screen's edge, where an order handed over stops.
    package var accessibilityContainerElements: [AccessibilityElement]? {
        let elements = accessibilityElements
        return readsCellsInIndexOrder(elements) ? nil : elements
    }

    /// The container a view hands VoiceOver: ``accessibilityContainerElements`` as the objects
    /// `object` finds for them (a view's cell, the adjustable element), those it finds no object
    /// for left out, so that the count, each index and each object's index answer one list and no
    /// element falls back to UIKit's own; `nil` where UIKit keeps its own order.
    /// - Complexity: O(k) for the k elements read, once they are made.
    package func accessibilityContainer<Object>(resolving object: (AccessibilityElement) -> Object?) -> AccessibilityContainer<Object>? {
        accessibilityContainerElements.map { AccessibilityContainer(elements: $0.compactMap(object)) }
    }

    /// Whether `elements` read their cells in index-path order with no adjustable element, and
    /// not as a table's (VoiceOver reads a table's cells from the view's own container, whose
    /// elements say their rows and columns), nor items past a band (which UIKit's own order,
    /// scrolling the view and not the band, would not reach).
    package func readsCellsInIndexOrder(_ elements: [AccessibilityElement]) -> Bool {
        guard !isAccessibilityTable, !elements.contains(where: { $0.traits.contains(.adjustable) || $0.revealsOnFocus }) else { return false }
        let cells = elements.filter { $0.key.category == .cell }.map(\.key.indexPath)
        return zip(cells, cells.dropFirst()).allSatisfy { $0 < $1 }
    }

    /// The elements whose views must be given their value, traits and custom actions after this
    /// layout pass: those that came on screen since they were last given them, or all shown after
    /// anything they are made from changed (an update, a movement's step, a switch, new actions:
    /// ``accessibilityInputsChanged()``), not every shown view on every frame. A view runs this
    /// after every layout pass whatever reads it (VoiceOver, Switch Control, Voice Control, Full
    /// Keyboard Access: the last two have no running status to ask), so it makes only the
    /// elements that came on screen, and the adjustable element, which stands where its item is
    /// (its frame follows the scroll), without the reading order or the check of elements covered
    /// whole, which VoiceOver's container alone needs.
    /// - Complexity: O(k) for the k elements shown, plus the elements made for those that came on
    ///   screen.
    package func accessibilityAssignments() -> [AccessibilityElement] {
        guard let platform else { return [] }
        settleAccessibilitySelection()
        let shown = platform.shownElements
        let adjustable = adjustableItem(among: shown)
        let standsAt = adjustable.map { ElementKey.cell($0.standsAt) }
        let arriving = voiceOver.unassignedKeys(among: shown.map(\.key), adjustableAt: standsAt)
        return voiceOver.changed(shown.filter { arriving.contains($0.key) }.map { element in
            guard let adjustable, element.key == standsAt else { return plainAccessibilityElement(element, in: platform) }
            return adjustableAccessibilityElement(element, for: adjustable.item, in: platform)
        })
    }

    // MARK: Positions

    /// "3 of 12" for the third item of a section of twelve; "Section 2" for a section's header or
    /// footer; `nil` for anything else.
    func accessibilityPosition(of key: ElementKey) -> String? {
        let strings = accessibilityStrings
        if let cell = accessibilityTableCell(key) { return accessibilityTablePosition(of: key, at: cell.span, headedBy: cell.headers) }
        if let value = layout.capabilities.describing?.accessibilityValue(of: key, strings: strings) { return value }
        switch key.category {
        case .cell:
            let count = layout.layout.context.numberOfItems(inSection: key.indexPath.section)
            return strings(.itemPosition, strings.number(key.indexPath.item + 1), strings.number(count))
        case .supplementaryView(ElementCategory.headerKind), .supplementaryView(ElementCategory.footerKind):
            return strings(.sectionPosition, strings.number(key.indexPath.section + 1))
        default:
            return nil
        }
    }

    /// `key` as a cell of the table the layout is read as (``DataTableLayout``): the rows and
    /// columns it spans, and the elements heading its column, then its row; `nil` for anything
    /// else.
    private func accessibilityTableCell(_ key: ElementKey) -> (span: TableSpan, headers: [ElementKey])? {
        guard let table = layout.capabilities.dataTable, let span = table.accessibilityTableSpan(of: key) else { return nil }
        return (span, table.accessibilityHeaderElements(forColumn: span.columns.lowerBound) + table.accessibilityHeaderElements(forRow: span.rows.lowerBound))
    }

    /// "Q5, Store 3, row 4, column 6" for a cell spanning `span` from row 3 and column 5, headed by
    /// `headers`: their labels (not its own), then its place from 1; "Row 4, column 6" without
    /// headers.
    private func accessibilityTablePosition(of key: ElementKey, at span: TableSpan, headedBy headers: [ElementKey]) -> String {
        let strings = accessibilityStrings
        let row = strings.number(span.rows.lowerBound + 1), column = strings.number(span.columns.lowerBound + 1)
        let labels = headers.filter { $0 != key }.compactMap { platform?.accessibilityLabel(of: $0) }.filter { !$0.isEmpty }
        return labels.isEmpty ? strings(.tableCell, row, column) : strings(.tableCellWithHeaders, labels.joined(separator: ", "), row, column)
    }

    /// A section's header is a header, and so is a cell that heads a row or a column of a table.
    func accessibilityTraits(of key: ElementKey) -> AccessibilityElementTraits {
        let heads = key.category == .supplementaryView(ElementCategory.headerKind) || accessibilityTableCell(key)?.headers.contains(key) == true
        let item = key.category == .cell ? itemAccessibilityTraits?(key.indexPath) ?? [] : []
        return item.union(heads ? .header : [])
    }

    // MARK: Tables

    /// Whether VoiceOver reads the layout as a table (``DataTableLayout``).
    package var isAccessibilityTable: Bool { layout.capabilities.dataTable != nil }

    /// The rows and columns of a layout read as a table; none for any other.
    package var accessibilityTableSize: (rows: Int, columns: Int) {
        layout.capabilities.dataTable.map { ($0.accessibilityRowCount, $0.accessibilityColumnCount) } ?? (0, 0)
    }

    /// The element holding the cell at `row` and `column` of a table, scrolled on screen first
    /// when VoiceOver would not find it there (its row and column navigation moves to any cell,
    /// as `UITableView` scrolls to a row it moves to); `nil` outside the table. A view lays out,
    /// then hands VoiceOver the element of that key among ``accessibilityElements``.
    package func revealAccessibilityTableCell(row: Int, column: Int) -> ElementKey? {
        guard let key = layout.capabilities.dataTable?.accessibilityTableElement(row: row, column: column) else { return nil }
        if key.category == .cell, !accessibilityElements.contains(where: { $0.key == key }) {
            try? scrollToItem(at: key.indexPath, at: [.centeredVertically, .centeredHorizontally], animated: false)
        }
        return key
    }

    /// The elements on screen that head `row` (or `column`, given instead) of a table.
    package func accessibilityTableHeaders(forRow row: Int? = nil, column: Int? = nil) -> [AccessibilityElement] {
        guard let table = layout.capabilities.dataTable else { return [] }
        let keys = Set(row.map(table.accessibilityHeaderElements(forRow:)) ?? column.map(table.accessibilityHeaderElements(forColumn:)) ?? [])
        return accessibilityElements.filter { keys.contains($0.key) }
    }
}

extension ElementKey {
    /// The cell at `indexPath`.
    static func cell(_ indexPath: ItemPath) -> ElementKey {
        ElementKey(category: .cell, indexPath: indexPath)
    }
}
