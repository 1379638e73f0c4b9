import Foundation
import Testing

/// What the UIKit layer must hand over for the engine's decisions to reach a device, checked in
/// its sources, since UIKit cannot run here (the iOS type-check compiles them): each check names
/// the device defect it keeps fixed (issues 36 and 43) and the UIKit evidence it rests on. What
/// the engine decides is tested through the engine and the simulated view; these checks only
/// keep LayoutUIKit a translation.
@Suite("LayoutUIKit hands the engine's decisions to UIKit")
struct UIKitTranslationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The source of `file` in `Sources/LayoutUIKit`.
    static func source(_ file: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent("Sources/LayoutUIKit").appendingPathComponent(file), encoding: .utf8)
    }

    /// Every Swift source of `Sources/LayoutUIKit`, by path.
    static func allSources() throws -> [String: String] {
        let folder = root.appendingPathComponent("Sources/LayoutUIKit")
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        return try Dictionary(uniqueKeysWithValues: paths.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) })
    }

    /// The lines of `text` that are code: no comment lines, no conditional compilation.
    static func codeLines(_ text: String) -> [String] {
        text.components(separatedBy: "\n").filter {
            let line = $0.trimmingCharacters(in: .whitespaces)
            return !line.hasPrefix("//") && !line.hasPrefix("#")
        }
    }

    /// The body of the declaration that starts with `signature` in `text`, up to its closing brace.
    static func body(of signature: String, in text: String) throws -> String {
        let start = try #require(text.range(of: signature), "\(signature)")
        var depth = 0, end = start.upperBound
        for index in text[start.upperBound...].indices {
            if text[index] == "{" { depth += 1 }
            if text[index] == "}" {
                depth -= 1
                if depth == 0 { end = index; break }
            }
        }
        return String(text[start.lowerBound..<end])
    }

    // MARK: Issue 36

    /// 1 and 11. UIKit uses a collection view's own VoiceOver order only when all four container
    /// methods are overridden (`UICollectionViewAccessibility`'s `_accessibilityOverridesContainerProtocol`,
    /// 18.2 decompile; openradar 19194522); the four answer from one list, or all four UIKit's:
    /// each goes through the one place that chooses, so no element falls back to UIKit's opaque
    /// provider at the same index.
    @Test func theCollectionViewOverridesAllFourContainerMethodsWithOneList() throws {
        let view = try Self.source("View/EngineCollectionView.swift")
        for member in ["override var accessibilityElements: [Any]?", "override func accessibilityElementCount() -> Int",
                       "override func accessibilityElement(at index: Int) -> Any?",
                       "override func index(ofAccessibilityElement element: Any) -> Int",
                       "override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool"] {
            #expect(view.contains(member), "\(member)")
        }
        for member in ["get {", "func accessibilityElementCount()", "func accessibilityElement(at index: Int)", "func index(ofAccessibilityElement"] {
            #expect(try Self.body(of: member, in: view).contains("containerAnswer("), "\(member)")
        }
        #expect(try Self.source("Platform/VoiceOverBridge.swift").contains("engine.accessibilityContainer(resolving:"))
    }

    /// 4. The adapter declares left to right as its layouts' development direction, and the
    /// context reads the view's effective direction, not its trait collection's.
    @Test func rightToLeftIsTheViewsOwnDirection() throws {
        #expect(try Self.source("Adapter/CollectionLayoutAdapter.swift")
            .contains("public override var developmentLayoutDirection: UIUserInterfaceLayoutDirection"))
        let conversions = try Self.source("Support/UIKitConversions.swift")
        #expect(conversions.contains("collectionView.effectiveUserInterfaceLayoutDirection"))
    }

    /// 5 and 43.12. Section scroll views answer the failure requirement themselves and belong to
    /// the collection view: no `require(toFail:)` link outlives them; hidden, they never take the
    /// status bar's tap ("If more than one is found, none will be scrolled", `UIScrollView.h`).
    @Test func sectionScrollViewsLeaveNothingBehind() throws {
        let sources = try Self.allSources()
        #expect(!sources.values.contains { $0.contains("require(toFail:") })
        let sections = try Self.source("Platform/SectionScrollViews.swift")
        #expect(sections.contains("shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool"))
        #expect(sections.contains("scrollView.isHidden = true") && sections.contains("scrollView.scrollsToTop = false"))
    }

    /// 8. A data source is matched by the engine's token, never by an object's address; 6 and 7:
    /// no error of an apply is dropped, and sizing never prepares the layout shown.
    @Test func noAddressMatchesAndNoDroppedErrors() throws {
        let dataSource = try Self.source("DataSource/CollectionViewDiffableDataSource.swift")
        #expect(!dataSource.contains("ObjectIdentifier"))
        let dropped = try Self.allSources().flatMap { path, text in
            text.components(separatedBy: "\n").filter { $0.contains("try?") }.map { "\(path): \($0)" }
        }
        // The one `try?` left: SwiftUI's `sizeThatFits`, whose `nil` asks SwiftUI to choose.
        #expect(dropped.count == 1 && dropped[0].contains("sizeThatFits(width: proposal.width"), "\(dropped)")
    }

    /// 9. The adjustable element stands over the frame the engine answers (the visible frame),
    /// never a view's `frame`, undefined under a 3D transform; views are given their elements
    /// from the engine's assignments, not every element on every pass.
    @Test func voiceOverTakesTheEnginesFramesAndAssignments() throws {
        let bridge = try Self.source("Platform/VoiceOverBridge.swift")
        #expect(bridge.contains("engine.accessibilityAssignments()"))
        for (path, text) in try Self.allSources() {
            #expect(!text.contains("view.frame"), "\(path)")
        }
    }

    /// 10. The fling's target is the engine's answer, which keeps UIKit's while paging.
    @Test func theTargetIsTheEnginesAnswer() throws {
        #expect(try Self.source("View/UIKitCollectionViewBridge.swift")
            .contains("targetContentOffset.pointee = engine.willEndDragging(velocity: ScrollVelocity.fromUIKit(velocity),"))
    }

    // MARK: Issue 43: one door

    /// The adapter's one path: it asks the engine and never the hosted layout (`hosted` is only
    /// the name it gives the engine, and `hosted.layout` the layout it shows), with no fallback
    /// around an engine it might lack; and no engine is found through associated objects.
    @Test func theAdapterHasOneDoor() throws {
        let adapter = Self.codeLines(try Self.source("Adapter/CollectionLayoutAdapter.swift")).joined(separator: "\n")
        let hostedMembers = adapter.components(separatedBy: "hosted.").dropFirst().map { $0.prefix(while: { $0.isLetter }) }
        #expect(Set(hostedMembers) == ["layout"], "\(hostedMembers)")
        #expect(!adapter.contains("engine?") && !adapter.contains("?? hosted"))
        for (path, text) in try Self.allSources() {
            #expect(!text.contains("objc_setAssociatedObject") && !text.contains("objc_getAssociatedObject"), "\(path)")
        }
    }

    /// What remains in LayoutUIKit outside the SwiftUI view decides nothing: it converts. A line
    /// that branches (`if`, `guard`, `switch`, `while`, a `for … in` loop, `??`) is one of those
    /// the issue-43 note lists, each a conversion of UIKit's types or one of UIKit's own rules, and
    /// the five of issue 47's table: the object standing for an element (its proxy, or its view),
    /// the proxy as VoiceOver's focus, the cell's own traits and its actions read through its proxy,
    /// and the container kept while the engine's elements are the same; and issue 55's thirty-three,
    /// each UIKit's own mechanism carried over: the app's data calls told from the engine's own
    /// (four) and the app's batch under way with what it configures again (five); the app's
    /// delegate as the Objective-C runtime forwards to it (what the bridge answers, for whom, the
    /// forwarding target, a delegate forwarding back, the freed delegate, the delegate read back,
    /// the older context-menu and move-redirect forms: nine), its context menu and move target
    /// (three); a supplementary kind found missing at dequeue time with its placeholder (three);
    /// the kinds a layout shows (one); a released data source's provider (one); an app's adapter
    /// shown through the view's engine (one); VoiceOver's proxies reading their cells live and
    /// the selected cell's own actions (three); values and traits stored only when they change,
    /// without the `.selected` UIKit computes (three, less those they replaced); UIKit's default
    /// answers of the highlight and selection questions the bridge tells the app (two); VoiceOver's
    /// items past a band and the band's scroll view moved to them (two). The count stays at most 83.
    @Test func layoutUIKitBranchesOnlyToConvert() throws {
        let pattern = try NSRegularExpression(pattern: #"\bfor\b[^:]*\bin\b|\b(if|guard|switch|while)\b|\?\?"#)
        let branches = try Self.allSources().filter { !$0.key.hasPrefix("SwiftUI/") }.flatMap { path, text in
            Self.codeLines(text).filter { pattern.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil }.map { "\(path): \($0)" }
        }
        #expect(branches.count <= 83, "\(branches.count) branch lines:\n\(branches.sorted().joined(separator: "\n"))")
    }

    // MARK: Issue 43: a view an app can own

    /// 1. `UICollectionView` holds its data source and delegate weakly (`UICollectionView.h`:
    /// `@property (nonatomic, weak, nullable) id <UICollectionViewDataSource> dataSource;`): the
    /// collection view itself owns the object that answers them, through its platform, and that
    /// object holds no handle an app may drop.
    @Test func theCollectionViewOwnsWhatUIKitHoldsWeakly() throws {
        let view = try Self.source("View/EngineCollectionView.swift")
        #expect(view.contains("let platform: UIKitPlatform") && view.contains("let bridge: UIKitCollectionViewBridge"))
        #expect(view.contains("dataSource = bridge") && view.contains("delegate = bridge"))
        let bridge = try Self.source("View/UIKitCollectionViewBridge.swift")
        // Weakly, only the app's own delegate, as UIKit holds a delegate (issue 55).
        #expect(bridge.components(separatedBy: "weak var").count == 2 && bridge.contains("weak var appDelegate"))
        #expect(bridge.contains("private unowned let engine: CollectionViewEngine"))
    }

    /// 2. An app reloads with new counts through a public call, as on the simulated view, and the
    /// counts the data source answers are the app's, which only an update, a reload or a
    /// movement changes.
    @Test func anAppReloadsThroughAPublicCall() throws {
        let view = try Self.source("View/UIKitCollectionView.swift")
        #expect(view.contains("public func reloadData(itemCounts: [Int], updatingData: () -> Void = {}) throws(LayoutError)"))
        #expect(view.contains("public var itemCounts: [Int] { bridge.itemCounts }") && !view.contains("internal(set)"))
        let bridge = try Self.source("View/UIKitCollectionViewBridge.swift")
        #expect(bridge.contains("func numberOfSections(in collectionView: UICollectionView) -> Int {\n        itemCounts.count"))
        #expect(try Self.source("Platform/UIKitPlatform.swift").contains("bridge?.itemCounts = itemCounts\n        collectionView?.reloadData()"))
    }

    /// 4 and leniency 5. Both views answer "at rest" with the engine's one rule, and both reload in public.
    @Test func bothViewsAnswerTheEnginesRest() throws {
        #expect(try Self.source("View/UIKitCollectionView.swift").contains("public var isAtRest: Bool { engine.isAtRest }"))
        let simulated = try String(contentsOf: Self.root.appendingPathComponent("Sources/Simulation/View/SimulatedCollectionView.swift"),
                                   encoding: .utf8)
        #expect(simulated.contains("public var isAtRest: Bool { engine.isAtRest }"))
        #expect(!simulated.contains("isIdle"))
    }

    // MARK: Issue 43: device defects only UIKit can show

    /// 5. UIKit's movement speaks reorder events itself (`accessibilityShouldSpeakItemReorderEvents`
    /// defaults to the reordering flag `beginInteractiveMovementForItemAtIndexPath:` sets;
    /// `UICollectionViewAccessibility.m`, 18.2 decompile): the platform says so, and the engine
    /// then announces nothing more (tested through the engine).
    @Test func uikitsMovementSpeaksItsOwnReorderEvents() throws {
        #expect(try Self.source("Platform/UIKitPlatform.swift").contains("var speaksReorderEvents: Bool { true }"))
    }

    /// 6. A cell's own custom actions, value and traits stay the app's: the engine's ownership
    /// rule merges ours beside them (tested on Linux), never assigns ours alone.
    @Test func aCellsOwnAccessibilityIsKept() throws {
        let bridge = try Self.source("Platform/VoiceOverBridge.swift")
        #expect(bridge.contains("owned.ownership.actions(current: view.accessibilityCustomActions, ours: actions)"))
        #expect(bridge.contains("owned.ownership.value(current: view.accessibilityValue"))
        #expect(bridge.contains("owned.ownership.traits(current: current, ours: UIAccessibilityTraits(element.traits))"))
        #expect(!bridge.contains("view.accessibilityCustomActions = actions"))
    }

    /// 7 and 10. Positions and move actions serve every assistive technology (Voice Control and
    /// Full Keyboard Access have no running-status API): nothing is gated on VoiceOver or Switch
    /// Control, and no notification is observed, so no observer token is left behind.
    @Test func everyAssistiveTechnologyGetsPositionsAndNoObserverLeaks() throws {
        for (path, text) in try Self.allSources() {
            #expect(!text.contains("isVoiceOverRunning") && !text.contains("isSwitchControlRunning"), "\(path)")
            #expect(!text.contains("addObserver(forName"), "\(path)")
        }
    }

    /// 8. A frame-laid view takes a new size through its frame, which keeps its origin; setting
    /// `bounds.size` grows a view around its centre (Apple's `UIView.bounds` documentation:
    /// "Changing the size portion of the bounds rectangle grows or shrinks the view relative to its
    /// center point").
    @Test func aNewSizeKeepsTheFramesOrigin() throws {
        let view = try Self.source("View/UIKitCollectionView.swift")
        #expect(view.contains("collectionView.frame.size = size"))
        for (path, text) in try Self.allSources() {
            #expect(!text.contains("bounds.size ="), "\(path)")
        }
    }

    /// 9. Registering a decoration view of no class unregisters it, as UIKit's
    /// `register(_:forDecorationViewOfKind:)` with `nil` does: the engine then leaves the element
    /// out instead of returning one UIKit raises for (tested through the engine).
    @Test func registeringNoDecorationClassUnregisters() throws {
        let adapter = try Self.source("Adapter/CollectionLayoutAdapter.swift")
        #expect(adapter.contains("engine.registerDecorationView(ofKind: elementKind, isRegistered: viewClass != nil, in: hosted)"))
        #expect(adapter.contains("engine.registerDecorationView(ofKind: elementKind, isRegistered: nib != nil, in: hosted)"))
        // Registrations on the collection view itself, however made, reach the engine (issue 55).
        let view = try Self.source("View/EngineCollectionView.swift")
        #expect(view.contains("isRegistered: cellClass != nil") && view.contains("isRegistered: viewClass != nil"))
        #expect(view.contains("$0.registerCell(reuseIdentifier: identifier, isRegistered: nib != nil)"))
        #expect(view.contains("$0.registerSupplementaryView(ofKind: kind, reuseIdentifier: identifier, isRegistered: nib != nil)"))
        let bridge = try Self.source("View/UIKitCollectionViewBridge.swift")
        #expect(bridge.contains("guard let identifier = ItemPath(indexPath).flatMap({ engine.reuseIdentifierForDequeue(ofSupplementaryKind: kind, at: $0) }) else {"))
        #expect(try Self.source("View/UIKitCollectionView.swift").contains("engine.changeRegistry { $0.checksSupplementaryKinds = false }"))
    }

    /// Issue 55 (6): closures the collection view owns cannot keep their owner alive. The diffable
    /// data source keeps its supplementary provider itself, as Apple's does, and hands the view a
    /// closure holding it weakly (`OwnershipTests` checks the same ownership through the simulated
    /// view); the examples capture `self` weakly in the closures the view owns (`unowned` would
    /// crash when UIKit calls a closure of a view that outlived its controller).
    @Test func viewOwnedClosuresHoldTheirOwnersWeakly() throws {
        let dataSource = try Self.source("DataSource/CollectionViewDiffableDataSource.swift")
        #expect(dataSource.contains("view.supplementaryViewProvider = supplementaryViewProvider == nil ? nil : { [weak self, unowned bridge = view.bridge]"))
        let examples = Self.root.appendingPathComponent("Sources/CollectionLayoutsExamples")
        let files = FileManager.default.enumerator(atPath: examples.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOf: examples.appendingPathComponent(file), encoding: .utf8)
            for owned in ["didSelectItem = { [unowned", "itemCounts: [messages.count]) {\n                [unowned", "cellProvider = { [unowned"] {
                #expect(!text.contains(owned), "\(file): \(owned)")
            }
        }
    }

    /// Issue 55 (3): an app's own delegate (`collectionView.delegate = self`, the only way to
    /// `willDisplay` and context menus) is kept beside the bridge as IGListKit's
    /// `IGListAdapterProxy` keeps it (`uikit-contract.md`, "Driven the UIKit way"): the bridge
    /// stays UIKit's delegate, answers every selector the app's answers, forwards those it does not
    /// implement, and tells the app each scroll event after the engine, so a carousel still
    /// re-centres and `isAtRest` still ends. Read back, `delegate` stays the bridge, which UIKit
    /// may read through the getter; a delegate that wraps it (RxCocoa's proxies) and forwards
    /// back reaches the bridge again, which then tells that event nothing twice (guarded per
    /// event, so UIKit's other messages meanwhile go on); the common display, highlight and
    /// selection methods are the bridge's own, told to the app, so a freed delegate's are never
    /// sent on to nothing; once the app's delegate is freed, UIKit is made to ask again which
    /// methods the bridge answers; the older forms of the context menu and move redirect reach an
    /// app that implements only those. Only UIKit can run it; its sources are checked here.
    @Test func anAppsDelegateIsForwardedNotReplaced() throws {
        let view = try Self.source("View/EngineCollectionView.swift")
        #expect(view.contains("bridge.appDelegate = newValue === bridge ? nil : newValue"))
        #expect(view.contains("get { super.delegate }"))
        #expect(view.contains("super.delegate = nil\n        super.delegate = bridge"))
        #expect(try Self.body(of: "override func layoutSubviews()", in: view).contains("if bridge.appDelegateWasFreed { refreshDelegate() }"))
        let bridge = try Self.source("View/UIKitCollectionViewBridge.swift")
        #expect(bridge.contains("guard asking.insert(aSelector).inserted else { return super.responds(to: aSelector) }"))
        #expect(bridge.contains("return super.responds(to: aSelector) || app"))
        #expect(bridge.contains("guard let appDelegate, appDelegate.responds(to: aSelector) else { return super.forwardingTarget(for: aSelector) }"))
        #expect(try Self.body(of: "private func tellApp(", in: bridge).contains("guard let appDelegate, telling.insert(name).inserted else { return }"))
        for common in ["willDisplay cell:", "didEndDisplaying cell:", "shouldHighlightItemAt", "shouldSelectItemAt", "didDeselectItemAt"] {
            #expect(bridge.contains("func collectionView(_ collectionView: UICollectionView, \(common)"), "\(common)")
        }
        #expect(bridge.contains("if aSelector == Self.pluralContextMenu { return app || answersContextMenu }"))
        #expect(bridge.contains("nonisolated(unsafe) weak var appDelegate"))
        #expect(try Self.body(of: "private func event(", in: bridge).contains("guard !telling.contains(name) else { return }\n        engine()\n        tellApp(name: name, app)"))
        // Every scroll event the bridge answers reaches the engine, then the app.
        for event in ["scrollViewDidScroll", "scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
                      "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating", "scrollViewDidEndScrollingAnimation"] {
            let body = try Self.body(of: "func \(event)(", in: bridge)
            #expect(body.contains("event({") && body.contains("engine.") && body.contains("$0.\(event)?("), "\(event)")
        }
        #expect(try Self.body(of: "func collectionView(_ collectionView: UICollectionView, didSelectItemAt", in: bridge)
            .contains("$0.collectionView?(collectionView, didSelectItemAt: indexPath)"))
    }

    /// Issue 55 (1): UIKit's own data calls the app makes on the collection view go through the
    /// engine (`ViewCallTests` checks what the engine decides); the engine's own calls, made
    /// inside the platform's batch update and reload, reach UIKit. Each override hands over, none
    /// answers UIKit from a copy of the counts.
    @Test func uikitsOwnDataCallsGoThroughTheEngine() throws {
        let view = try Self.source("View/EngineCollectionView.swift")
        #expect(view.contains("override func reloadData() {\n        guard !passesToUIKit else { return super.reloadData() }\n        platform.engine.appReloadedData()"))
        #expect(view.contains("platform.engine.appRecorded(batch, reconfiguring: reconfigured) { finished in"))
        #expect(try Self.body(of: "private func uikitsOrApps(", in: view)
            .contains("guard !passesToUIKit else { return uikit() }\n        record(change)"))
        // The engine's own calls (UIKit's own during the movement steps it makes) reach UIKit as
        // they are; the app's, during a movement too, reach the engine, which refuses them then.
        #expect(try Self.body(of: "private var passesToUIKit: Bool", in: view).contains("platform.makesUIKitCalls > 0\n"))
        for entry in ["func configureAgain(", "func beginViewMovement(", "func updateViewMovement(", "func endViewMovement("] {
            #expect(try Self.body(of: entry, in: try Self.source("Platform/UIKitPlatform.swift")).contains("makesUIKitCalls += 1"), "\(entry)")
        }
        #expect(try Self.body(of: "override func reconfigureItems(at", in: view).contains("guard appBatch == nil else { return appReconfigured += paths }"))
        for call in ["insertItems(at", "deleteItems(at", "reloadItems(at", "moveItem(at", "insertSections(", "deleteSections(",
                     "reloadSections(", "moveSection("] {
            let body = try Self.body(of: "override func \(call)", in: view)
            #expect(body.contains("uikitsOrApps({ super.\(call)"), "\(call)")
        }
        // The app's block runs after a layout pass, as UIKit lays out before an update.
        let update = try Self.body(of: "override func performBatchUpdates(", in: view)
        let layout = try #require(update.range(of: "layoutIfNeeded()"))
        let block = try #require(update.range(of: "updates?()\n"))
        #expect(layout.lowerBound < block.lowerBound)
        let platform = try Self.source("Platform/UIKitPlatform.swift")
        for entry in ["func applyBatchUpdates(", "func reloadAllViews("] {
            #expect(try Self.body(of: entry, in: platform).contains("makesUIKitCalls += 1\n        defer { makesUIKitCalls -= 1 }"), "\(entry)")
        }
    }

    /// Issue 55 (4): the display scale a view learns in a window, its traits, safe area and layout
    /// margins reach the engine, which decides whether the layout prepares again
    /// (`aNewScaleOrSafeAreaReachesTheLayout`); UIKit's own moments call it.
    @Test func theViewsSurroundingsReachTheEngine() throws {
        let view = try Self.source("View/EngineCollectionView.swift")
        for moment in ["didMoveToWindow()", "safeAreaInsetsDidChange()", "layoutMarginsDidChange()", "traitCollectionDidChange("] {
            #expect(try Self.body(of: "override func \(moment)", in: view).contains("environmentMayHaveChanged()"), "\(moment)")
        }
        #expect(view.contains("platform.engine.viewEnvironmentMayHaveChanged()\n        setNeedsLayout()"))
    }

    /// Issue 55 (8): an adapter the app made, set on a view of ours, shows its layout through the
    /// view's engine (a switch, with the anchor rule), not a second engine of its own.
    @Test func anAppsAdapterJoinsTheViewsEngine() throws {
        let view = try Self.source("View/EngineCollectionView.swift")
        let body = try Self.body(of: "override func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion:", in: view)
        #expect(body.contains("guard let adapter = layout as? CollectionLayoutAdapter, !adapter.decides(through: platform) else {"))
        #expect(body.contains("try platform.engine.setCollectionViewLayout(adapter.layout, animated: animated, completion: completion)"))
    }

    /// Issue 55 (7): VoiceOver's proxies stand for their cells and read them when asked, with
    /// ours beside: a table cell's value, traits, hint and actions, and the selecting layouts'
    /// adjustable element's hint, traits and actions, are the cell's as it is now (a copy taken
    /// at the last layout pass went stale, and the table proxy dropped the cell's value).
    @Test func proxiesReadTheirCellsLive() throws {
        let table = try Self.source("Platform/DataTableCellElement.swift")
        for property in ["accessibilityValue: String?", "accessibilityTraits: UIAccessibilityTraits", "accessibilityHint: String?",
                         "accessibilityCustomActions: [UIAccessibilityCustomAction]?"] {
            #expect(try Self.body(of: "override var \(property)", in: table).contains("get { (cell?.")
                    || Self.body(of: "override var \(property)", in: table).contains("get { cell?."), "\(property)")
        }
        let selection = try Self.source("Platform/SelectionAccessibilityElement.swift")
        #expect(selection.contains("get { (cell?.accessibilityTraits ?? []).union([.adjustable, .selected]) }"))
        #expect(selection.contains("get { cellActions + ownActions }"))
        #expect(table.contains("get { cell?.accessibilityValue == ownValue ? nil : cell?.accessibilityValue }"))
        #expect(selection.contains("get { cell?.accessibilityHint }"))
    }

    /// Issue 55 (7): what UIKit's accessibility getters compute is never stored back on a cell: a
    /// value is written only when it changes, and a selected cell's traits without the
    /// `.selected` UIKit adds on every read (`UICollectionViewCellAccessibility`, iOS 18.2:
    /// `super | (isSelected ? selected : 0)`), which stuck to deselected and reused cells.
    @Test func computedTraitsAndValuesAreNotStoredBack() throws {
        let body = try Self.body(of: "private func give(_ element: AccessibilityElement)", in: try Self.source("Platform/VoiceOverBridge.swift"))
        #expect(body.contains("if value != view.accessibilityValue { view.accessibilityValue = value }"))
        #expect(body.contains("(view as? UICollectionViewCell)?.isSelected == true ? .selected : []"))
        #expect(body.contains("let current = view.accessibilityTraits.subtracting(computed)"))
        #expect(body.contains("if traits != current { view.accessibilityTraits = traits }"))
    }

    /// Issue 55 (7): the items just past a band's visible part are proxies in the view's own
    /// order (UIKit's would scroll the collection view, not the band); VoiceOver's focus on one
    /// has the engine scroll the band (its scroll view moved, which tells the engine as any
    /// scroll) and move the focus to the cell (`OrthogonalVoiceOverTests` checks the engine).
    @Test func itemsPastABandAreReachedThroughTheEngine() throws {
        let platform = try Self.source("Platform/UIKitPlatform.swift")
        #expect(platform.contains("if element.revealsOnFocus { return voiceOver.itemPastBand(element) }"))
        #expect(platform.contains("sectionScrollViews.scroll(section: section, toLayoutOffset: offset)"))
        let proxy = try Self.source("Platform/ItemPastBandElement.swift")
        #expect(try Self.body(of: "override func accessibilityElementDidBecomeFocused()", in: proxy).contains("key.map { gestures?.focused(on: $0) }"))
        #expect(try Self.source("Platform/VoiceOverBridge.swift").contains("engine.accessibilityElementFocused(key)"))
    }
}
