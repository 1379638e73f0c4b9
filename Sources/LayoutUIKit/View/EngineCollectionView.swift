#if canImport(UIKit)
import LayoutCore
import LayoutHosting
import UIKit

/// The collection view of a ``UIKitCollectionView``: it owns its platform (the engine, the data
/// source and delegate, VoiceOver's pieces), so it works for as long as it lives, whichever object
/// the app keeps; its overrides hand UIKit's moments to the engine — the end of each layout pass,
/// and VoiceOver's questions through all four container methods, as UIKit's accessibility uses a
/// collection view's own order only when a subclass overrides all four
/// (`UICollectionViewAccessibility`'s `_accessibilityOverridesContainerProtocol`, iOS 18.2
/// decompile; openradar 19194522: `accessibilityElements` alone is ignored). Where the engine
/// keeps UIKit's order, each answers UIKit's own; otherwise all four answer one list.
@MainActor
final class EngineCollectionView: UICollectionView {
    /// The collection view as its engine's platform, and everything made for the engine.
    let platform: UIKitPlatform
    /// Its data source and delegate, which hold what the app gave the view.
    let bridge: UIKitCollectionViewBridge
    /// VoiceOver's gestures, for UIKit's nonisolated `accessibilityScroll(_:)`, which it calls on
    /// the main thread.
    nonisolated(unsafe) private let gestures: any VoiceOverGestures

    /// A collection view of `frame` showing `adapter`, deciding through `platform`, with `bridge`
    /// as its data source and delegate.
    init(frame: CGRect, adapter: CollectionLayoutAdapter, platform: UIKitPlatform, bridge: UIKitCollectionViewBridge) {
        self.platform = platform
        self.bridge = bridge
        gestures = platform.voiceOver
        super.init(frame: frame, collectionViewLayout: adapter)
        platform.attach(self)
        platform.reportsLayoutPasses = true
        dataSource = bridge
        delegate = bridge
    }

    /// Not supported: the view is made in code.
    required init?(coder: NSCoder) { nil }

    // MARK: Layouts the app sets

    /// An adapter the app made (`CollectionLayoutAdapter(layout)`, with an engine of its own) set
    /// as this view's layout shows its layout through this view's engine, as
    /// ``UIKitCollectionView/setCollectionViewLayout(_:animated:completion:)`` does: a second engine
    /// would answer the adapter's calls while this view's answers everything else. The engine's own
    /// switches (its adapters) and UIKit's own layouts reach UIKit.
    override func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard let adapter = layout as? CollectionLayoutAdapter, !adapter.decides(through: platform) else {
            return super.setCollectionViewLayout(layout, animated: animated, completion: completion)
        }
        do { try platform.engine.setCollectionViewLayout(adapter.layout, animated: animated, completion: completion) } catch { platform.engine.report(error) }
    }

    override func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    // MARK: Registrations, however the app makes them

    // Registrations made on the collection view itself (by the handle, by the app, or by UIKit for
    // a cell or supplementary registration) are the engine's registry too.

    override func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        super.register(cellClass, forCellWithReuseIdentifier: identifier)
        platform.engine.changeRegistry { $0.registerCell(reuseIdentifier: identifier, isRegistered: cellClass != nil) }
    }

    override func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        super.register(nib, forCellWithReuseIdentifier: identifier)
        platform.engine.changeRegistry { $0.registerCell(reuseIdentifier: identifier, isRegistered: nib != nil) }
    }

    override func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        super.register(viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        platform.engine.changeRegistry { $0.registerSupplementaryView(ofKind: kind, reuseIdentifier: identifier, isRegistered: viewClass != nil) }
    }

    override func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        super.register(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        platform.engine.changeRegistry { $0.registerSupplementaryView(ofKind: kind, reuseIdentifier: identifier, isRegistered: nib != nil) }
    }

    /// The reuse identifier of the empty view shown for a supplementary kind no view is registered for.
    static let placeholderReuseIdentifier = "UIKitCollectionView.missing"

    /// An empty view in place of a supplementary view of `kind`, for which nothing is registered
    /// (UIKit would raise; the engine reported it): registered for the kind under its own
    /// identifier, which the engine's registry does not count as the kind's.
    func placeholder(ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        super.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: Self.placeholderReuseIdentifier)
        return dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: Self.placeholderReuseIdentifier, for: indexPath)
    }

    // MARK: UIKit's data calls, made by the app

    /// The changes the app records inside its `performBatchUpdates(_:completion:)` block, the
    /// items it configures again there, and the completions of blocks nested in it.
    private var appBatch: BatchUpdates?
    private var appReconfigured: [ItemPath] = []
    private var nestedCompletions: [(Bool) -> Void] = []

    /// Whether a data call reaches UIKit as it is: one made while the engine calls UIKit (its
    /// batch update, reload, configuration, and the movement's steps, where UIKit makes its own).
    /// The app's others go through the engine.
    private var passesToUIKit: Bool {
        platform.makesUIKitCalls > 0
    }

    /// The app's `reloadData()` reloads through the engine, with the counts the view answers (the
    /// last given, or the diffable data source's snapshot); the engine's own reaches UIKit.
    override func reloadData() {
        guard !passesToUIKit else { return super.reloadData() }
        platform.engine.appReloadedData()
    }

    /// The app's `performBatchUpdates(_:completion:)`: laid out first (UIKit lays a pending
    /// invalidation out before the update, with the data as it is then), the app's block changes
    /// its data and records its changes, which the engine carries out as one batch update with the
    /// counts they leave (``CollectionViewEngine/appRecorded(_:completion:)``).
    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard !passesToUIKit else { return super.performBatchUpdates(updates, completion: completion) }
        guard appBatch == nil else {
            // Nested in the app's block: part of its update, its completion called with the outer one's.
            completion.map { nestedCompletions.append($0) }
            return updates?() ?? ()
        }
        layoutIfNeeded()
        appBatch = BatchUpdates()
        updates?()
        let batch = appBatch ?? BatchUpdates()
        let (reconfigured, nested) = (appReconfigured, nestedCompletions)
        (appBatch, appReconfigured, nestedCompletions) = (nil, [], [])
        platform.engine.appRecorded(batch, reconfiguring: reconfigured) { finished in
            nested.forEach { $0(finished) }
            completion?(finished)
        }
    }

    /// The app's `reconfigureItems(at:)`: inside its update block, part of that update (its
    /// cells configured with the update's data); alone, the cells configured again at once.
    override func reconfigureItems(at indexPaths: [IndexPath]) {
        guard !passesToUIKit else { return super.reconfigureItems(at: indexPaths) }
        let paths = indexPaths.compactMap(ItemPath.init)
        guard appBatch == nil else { return appReconfigured += paths }
        platform.engine.appReconfigured(paths)
    }

    /// One change the app records: inside its `performBatchUpdates` block, part of that update;
    /// alone, an update of its own, as UIKit makes it.
    private func record(_ change: (inout BatchUpdates) -> Void) {
        if appBatch != nil {
            change(&appBatch!)
        } else {
            var batch = BatchUpdates()
            change(&batch)
            platform.engine.appRecorded(batch, completion: nil)
        }
    }

    /// UIKit's own call when the engine makes it (inside its batch update or reload), the app's
    /// `change` otherwise: the one place the two are told apart.
    private func uikitsOrApps(_ uikit: () -> Void, _ change: (inout BatchUpdates) -> Void) {
        guard !passesToUIKit else { return uikit() }
        record(change)
    }

    override func insertItems(at indexPaths: [IndexPath]) {
        uikitsOrApps({ super.insertItems(at: indexPaths) }) { $0.insertItems(at: indexPaths.compactMap(ItemPath.init)) }
    }

    override func deleteItems(at indexPaths: [IndexPath]) {
        uikitsOrApps({ super.deleteItems(at: indexPaths) }) { $0.deleteItems(at: indexPaths.compactMap(ItemPath.init)) }
    }

    override func reloadItems(at indexPaths: [IndexPath]) {
        uikitsOrApps({ super.reloadItems(at: indexPaths) }) { $0.reloadItems(at: indexPaths.compactMap(ItemPath.init)) }
    }

    override func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        uikitsOrApps({ super.moveItem(at: indexPath, to: newIndexPath) }) { batch in
            zip([indexPath].compactMap(ItemPath.init), [newIndexPath].compactMap(ItemPath.init)).forEach { batch.moveItem(at: $0, to: $1) }
        }
    }

    override func insertSections(_ sections: IndexSet) {
        uikitsOrApps({ super.insertSections(sections) }) { $0.insertSections(sections) }
    }

    override func deleteSections(_ sections: IndexSet) {
        uikitsOrApps({ super.deleteSections(sections) }) { $0.deleteSections(sections) }
    }

    override func reloadSections(_ sections: IndexSet) {
        uikitsOrApps({ super.reloadSections(sections) }) { $0.reloadSections(sections) }
    }

    override func moveSection(_ section: Int, toSection newSection: Int) {
        uikitsOrApps({ super.moveSection(section, toSection: newSection) }) { $0.moveSection(section, toSection: newSection) }
    }

    // MARK: The app's delegate

    /// The app's delegate, set the UIKit way (`collectionView.delegate = self`), is kept beside the
    /// bridge, which stays UIKit's delegate so that the engine keeps hearing every scroll event
    /// (an endless carousel re-centres, a glide ends) and hands the app every event it answers
    /// (``UIKitCollectionViewBridge``). Read back, it is the bridge, the object UIKit calls
    /// (UIKit may read its delegate through this getter); a delegate that wraps it and forwards
    /// back (RxCocoa's) is told each event once.
    override var delegate: (any UICollectionViewDelegate)? {
        get { super.delegate }
        set {
            bridge.appDelegate = newValue === bridge ? nil : newValue
            refreshDelegate()
        }
    }

    /// Sets the bridge as UIKit's delegate again, so UIKit asks it anew which methods it answers
    /// (UIKit keeps the answers from when a delegate is set): after the app's delegate, or a hook
    /// that changes what the bridge answers, changed.
    func refreshDelegate() {
        bridge.appDelegateChanged()
        super.delegate = nil
        super.delegate = bridge
    }

    /// Told when the view moved into a window (or out of one).
    var movedToWindow: (() -> Void)?

    override func didMoveToWindow() {
        super.didMoveToWindow()
        environmentMayHaveChanged()
        movedToWindow?()
    }

    // What the view tells a layout besides its bounds (the display scale it learns in a window,
    // size classes, the safe area, the layout margins) reaches the layout when it changes.

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        environmentMayHaveChanged()
    }

    // A keyboard's inset: a layout that follows its content's end keeps the end in view, inside
    // the keyboard's own animation.
    override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        platform.engine.adjustedContentInsetDidChange(animated: false)
    }

    override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        environmentMayHaveChanged()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        environmentMayHaveChanged()
    }

    /// The engine compares what the view tells a layout with what it was prepared with
    /// (``CollectionViewEngine/viewEnvironmentMayHaveChanged()``); the next pass prepares again.
    private func environmentMayHaveChanged() {
        platform.engine.viewEnvironmentMayHaveChanged()
        setNeedsLayout()
    }

    override func layoutSubviews() {
        // UIKit keeps which methods the delegate answers from when it was set: once the app's
        // delegate is freed, those the bridge only forwarded must no longer be answered.
        if bridge.appDelegateWasFreed { refreshDelegate() }
        super.layoutSubviews()
        platform.viewDidLayout()
    }

    /// The answer of the engine's order (`ours`), or UIKit's own (`uikit`) where the engine keeps
    /// UIKit's: the one place the four container methods choose.
    private func containerAnswer<Answer>(_ ours: (AccessibilityContainer<Any>) -> Answer, orUIKits uikit: () -> Answer) -> Answer {
        platform.voiceOver.container().map(ours) ?? uikit()
    }

    override var accessibilityElements: [Any]? {
        get { containerAnswer({ $0.elements }, orUIKits: { super.accessibilityElements }) }
        set { super.accessibilityElements = newValue }
    }

    override func accessibilityElementCount() -> Int {
        containerAnswer({ $0.count }, orUIKits: { super.accessibilityElementCount() })
    }

    override func accessibilityElement(at index: Int) -> Any? {
        containerAnswer({ $0.element(at: index) }, orUIKits: { super.accessibilityElement(at: index) })
    }

    override func index(ofAccessibilityElement element: Any) -> Int {
        containerAnswer({ $0.index { $0 as AnyObject === element as AnyObject } ?? NSNotFound },
                        orUIKits: { super.index(ofAccessibilityElement: element) })
    }

    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        gestures.scroll(direction)
    }

    /// A data table while the layout is read as one (`DataTableLayout`): VoiceOver then offers its
    /// row and column navigation and speaks each cell's row, column and headers
    /// (`UIAccessibilityConstants.h`: a container of this type implements
    /// `UIAccessibilityContainerDataTable`). UIKit's own answer otherwise
    /// (`UICollectionViewAccessibility`: a semantic group).
    override var accessibilityContainerType: UIAccessibilityContainerType {
        get { platform.engine.isAccessibilityTable ? .dataTable : super.accessibilityContainerType }
        set { super.accessibilityContainerType = newValue }
    }
}

/// VoiceOver's questions of a table (iOS 11+), each the engine's answer through the VoiceOver
/// bridge: the proxies it hands out are those of the container's four methods.
extension EngineCollectionView: UIAccessibilityContainerDataTable {
    func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> UIAccessibilityContainerDataTableCell? {
        platform.voiceOver.tableCell(row: row, column: column)
    }

    func accessibilityRowCount() -> Int { platform.engine.accessibilityTableSize.rows }

    func accessibilityColumnCount() -> Int { platform.engine.accessibilityTableSize.columns }

    func accessibilityHeaderElements(forRow row: Int) -> [UIAccessibilityContainerDataTableCell]? {
        platform.voiceOver.tableHeaders(forRow: row)
    }

    func accessibilityHeaderElements(forColumn column: Int) -> [UIAccessibilityContainerDataTableCell]? {
        platform.voiceOver.tableHeaders(column: column)
    }
}
#endif
