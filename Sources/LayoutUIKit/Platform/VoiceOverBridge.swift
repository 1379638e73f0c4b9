#if canImport(UIKit)
import LayoutCore
import LayoutHosting
// The iOS 16 SDK declares the accessibility traits as mutable globals.
@preconcurrency import UIKit

/// VoiceOver in a ``UIKitCollectionView``, as the engine decides it: each method converts the
/// engine's answer into what UIKit's accessibility reads (views, `UIAccessibilityCustomAction`s,
/// the adjustable element, `NSNotFound`).
///
/// Give each cell an `accessibilityLabel` (and `isAccessibilityElement`); after every layout pass
/// the views whose element changed are given their place as their `accessibilityValue` ("3 of
/// 12"), headers the header trait, and items their custom actions, beside the value, traits and
/// actions the app gave them (the engine's `AccessibilityOwnership`), whichever assistive
/// technology reads them (VoiceOver, Switch Control, Voice Control, Full Keyboard Access), so no
/// notification is observed. Where the engine reads the cells in index-path order (lists, grids)
/// the order stays UIKit's; elsewhere (a carousel, the wheel, any layout that selects) the
/// collection view answers the engine's order, all four container questions from one list.
@MainActor
final class VoiceOverBridge {
    private unowned let platform: UIKitPlatform
    /// What each view was given, held with the view (weakly: a view made later at a freed one's
    /// address starts with nothing).
    private let given = NSMapTable<UIView, Given>.weakToStrongObjects()
    /// The proxies of a table's cells on screen, by element.
    private var tableCells: [ElementKey: DataTableCellElement] = [:]
    /// The proxies of the items just past a band's visible part, by element.
    private var itemsPastBands: [ElementKey: ItemPastBandElement] = [:]
    /// The container last handed out, with the engine's elements it was made from: UIKit asks
    /// its four questions element by element, and each answers from this one list until the
    /// elements change.
    private var lastContainer: (elements: [AccessibilityElement], container: AccessibilityContainer<Any>?)?

    /// What one view was given.
    private final class Given {
        var ownership = AccessibilityOwnership<UIAccessibilityCustomAction, UIAccessibilityTraits>()
    }

    init(platform: UIKitPlatform) {
        self.platform = platform
    }

    private var engine: CollectionViewEngine { platform.engine }

    /// Gives the views whose element changed since the last layout pass their value, traits and
    /// custom actions (the adjustable element its own).
    func giveViewsTheirElements() {
        lastContainer = nil
        engine.accessibilityAssignments().forEach(give)
    }

    /// Gives `element`'s view (or the adjustable element) its value, traits and custom actions.
    private func give(_ element: AccessibilityElement) {
        let actions = customActions(of: element)
        if element.traits.contains(.adjustable) {
            let cell = platform.view(for: element.key)
            let cellActions = cell.map { given.object(forKey: $0)?.ownership.own(current: $0.accessibilityCustomActions) ?? $0.accessibilityCustomActions ?? [] }
            return platform.selectionElement.update(from: element, cell: cell, cellActions: cellActions ?? [], actions: actions)
        }
        guard let view = platform.view(for: element.key) else { return }
        let owned = given.object(forKey: view) ?? Given()
        given.setObject(owned, forKey: view)
        // What UIKit's getters compute is read, never stored back: a stored value stops following
        // the cell. A value is written only when it changes; a cell's traits are stored without
        // the `.selected` UIKit adds on every read of a selected cell (`UICollectionViewCellAccessibility`'s
        // `accessibilityTraits`: `super | (isSelected ? selected : 0)`, iOS 18.2 decompile), which
        // stuck to the cell once it was deselected or reused.
        let value = owned.ownership.value(current: view.accessibilityValue, ours: element.value)
        if value != view.accessibilityValue { view.accessibilityValue = value }
        let computed: UIAccessibilityTraits = (view as? UICollectionViewCell)?.isSelected == true ? .selected : []
        let current = view.accessibilityTraits.subtracting(computed)
        let traits = owned.ownership.traits(current: current, ours: UIAccessibilityTraits(element.traits))
        if traits != current { view.accessibilityTraits = traits }
        view.accessibilityCustomActions = owned.ownership.actions(current: view.accessibilityCustomActions, ours: actions)
    }

    /// `UIAccessibilityCustomAction`s for `element`'s actions: each performs its action by its
    /// identifier on the element the view (or the adjustable element) stands for when it runs.
    private func customActions(of element: AccessibilityElement) -> [UIAccessibilityCustomAction] {
        let view = platform.view(for: element.key) as? UICollectionViewCell
        return zip(element.customActionIdentifiers, element.customActions).map { identifier, name in
            UIAccessibilityCustomAction(name: name) { [weak self, weak view] _ in
                self?.perform(identifier, of: element, shownBy: view) == true
            }
        }
    }

    /// Performs the action `identifier` of `element`, whose cell is `view`: on the item the cell
    /// shows now (it may have moved), as the engine decides.
    private func perform(_ identifier: AccessibilityCustomAction.Identifier, of element: AccessibilityElement,
                         shownBy view: UICollectionViewCell?) -> Bool {
        let shown = view.flatMap { platform.collectionView?.indexPath(for: $0) }.flatMap(ItemPath.init)
        return engine.performAccessibilityAction(identifier, on: element.key, nowShownAt: shown)
    }

    // MARK: The container

    /// The engine's order as the objects VoiceOver is given, or `nil` where UIKit keeps its own:
    /// made again only when the engine's elements changed. The proxies of table cells that left
    /// the screen are let go (all of them once the layout is no table).
    func container() -> AccessibilityContainer<Any>? {
        let elements = engine.accessibilityElements
        if let last = lastContainer, last.elements == elements { return last.container }
        let shown = Set(platform.shownElements.map(\.key))
        tableCells = engine.isAccessibilityTable ? tableCells.filter { shown.contains($0.key) } : [:]
        let pastBands = Set(elements.filter(\.revealsOnFocus).map(\.key))
        itemsPastBands = itemsPastBands.filter { pastBands.contains($0.key) }
        let container = engine.accessibilityContainer(resolving: platform.accessibilityObject(for:))
        lastContainer = (elements, container)
        return container
    }

    // MARK: Items past a band

    /// The proxy VoiceOver moves to for `element`, an item just past a band's visible part, which
    /// has no cell yet: focused, the engine scrolls the band and moves the focus to its cell.
    func itemPastBand(_ element: AccessibilityElement) -> ItemPastBandElement {
        let proxy = itemsPastBands[element.key, default: ItemPastBandElement(accessibilityContainer: NSObject())]
        itemsPastBands[element.key] = proxy
        proxy.update(from: element, in: platform.collectionView, gestures: self)
        return proxy
    }

    // MARK: A table

    /// The proxy VoiceOver reads for `element`, a cell of a table, brought up to date: the same
    /// object for as long as the cell stays on screen.
    /// `element`, spanning `span`.
    func tableCell(for element: AccessibilityElement, span: TableSpan) -> DataTableCellElement {
        let proxy = tableCells[element.key, default: DataTableCellElement(accessibilityContainer: NSObject())]
        tableCells[element.key] = proxy
        proxy.update(from: element, span: span, cell: platform.view(for: element.key), actions: customActions(of: element),
                     in: platform.collectionView)
        return proxy
    }

    /// The proxy of `element`, a cell of a table (one that says its span).
    private func tableCell(for element: AccessibilityElement) -> DataTableCellElement? {
        element.tableSpan.map { tableCell(for: element, span: $0) }
    }

    /// `accessibilityDataTableCellElement(forRow:column:)`: the proxy of the cell at `row` and
    /// `column`, scrolled on screen first when it is not (the engine's decision).
    func tableCell(row: Int, column: Int) -> DataTableCellElement? {
        platform.collectionView?.layoutIfNeeded()
        let key = engine.revealAccessibilityTableCell(row: row, column: column)
        platform.collectionView?.layoutIfNeeded()
        return engine.accessibilityElements.first { $0.key == key }.flatMap(tableCell(for:))
    }

    /// The proxy of the table cell `key`, when VoiceOver was handed one: what its focus goes to.
    func handedTableCell(_ key: ElementKey) -> DataTableCellElement? {
        tableCells[key]
    }

    /// `accessibilityHeaderElements(forRow:)` (or `forColumn:`): the proxies of the headers on screen.
    func tableHeaders(forRow row: Int? = nil, column: Int? = nil) -> [DataTableCellElement] {
        engine.accessibilityTableHeaders(forRow: row, column: column).compactMap(tableCell(for:))
    }

    // MARK: Gestures

    /// An increment (1) or decrement (−1) of the adjustable element: the engine's adjustment; the
    /// element says the item the selection moves to and stands where that item is.
    func adjustSelection(by steps: Int) {
        guard let (item, value) = engine.adjustForAccessibility(by: steps) else { return }
        platform.selectionElement.accessibilityValue = value
        engine.layoutAttributes(for: ElementKey(category: .cell, indexPath: item)).map {
            platform.selectionElement.accessibilityFrameInContainerSpace = $0.visibleFrame
        }
    }

    /// VoiceOver's focus reached the element of `key`: the engine's reveal of an item past a band.
    func focused(on key: ElementKey) {
        engine.accessibilityElementFocused(key)
    }

    /// `accessibilityScroll(_:)`: the engine's page scroll, which posts `.pageScrolled`; `false`
    /// at the end of the content (UIKit plays its boundary sound).
    func scroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        engine.accessibilityScroll(AccessibilityScrollDirection(direction)) != nil
    }
}
extension VoiceOverBridge: @preconcurrency VoiceOverGestures {}

extension AccessibilityScrollDirection {
    /// The portable direction of UIKit's `direction`; an unknown one is `next`.
    init(_ direction: UIAccessibilityScrollDirection) {
        self = switch direction {
        case .right: .right
        case .left: .left
        case .up: .up
        case .down: .down
        case .previous: .previous
        default: .next
        }
    }
}

extension UIAccessibilityTraits {
    /// UIKit's traits of a view whose element has `traits` (header, selected, button; the
    /// adjustable element is an object of its own).
    init(_ traits: AccessibilityElementTraits) {
        let pairs: [(AccessibilityElementTraits, UIAccessibilityTraits)] = [(.header, .header), (.selected, .selected), (.button, .button)]
        self.init(pairs.filter { traits.contains($0.0) }.map(\.1))
    }
}
#endif
