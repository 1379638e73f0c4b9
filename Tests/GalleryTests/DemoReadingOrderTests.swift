import Foundation
import Testing
@testable import GalleryModule
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
import PropertyBased
@_spi(Testing) import Simulation

/// What VoiceOver reads in every view of every demo, at rest and at offsets along its content and
/// one point further: checked against the rules, worked out here from the elements the view shows.
@Suite("Every demo's reading order")
struct DemoReadingOrderTests {
    static let names = Gallery.demos.map(\.name)

    /// At rest, then at offsets drawn along the content and one point on from each: the rules
    /// hold, and the order of the elements read at both stays the same (unless the selection
    /// changed between them: a carousel half-way between two items).
    @Test(arguments: names)
    func everyShownElementIsReadOnceInItsPlace(_ name: String) async throws {
        let demo = try #require(Gallery.demo(named: name))
        let views = try demo.makeScene(clock: ManualClock()).views.count
        for index in 0..<views {
            let scene = try demo.makeScene(clock: ManualClock())
            try Self.check(scene.views[index], "\(name) view \(index) at rest")
        }
        await propertyCheck(count: 10, input: Gen.int(in: 0...1_000)) { permille in
            do {
                let scene = try demo.makeScene(clock: ManualClock())
                for (index, view) in scene.views.enumerated() {
                    guard let offset = Self.offset(view, along: CGFloat(permille) / 1_000) else { continue }
                    view.setContentOffset(offset, animated: false)
                    let before = try Self.check(view, "\(name) view \(index) at \(offset)")
                    let horizontal = Self.scrollsHorizontally(view)
                    view.setContentOffset(CGPoint(x: offset.x + (horizontal ? 1 : 0), y: offset.y + (horizontal ? 0 : 1)), animated: false)
                    let after = try Self.check(view, "\(name) view \(index) one point on")
                    let selection = { (read: [AccessibilityElement]) in read.first { $0.traits.contains(.adjustable) }?.key }
                    guard selection(before) == selection(after) else { continue }
                    let common = Set(before.map(\.key)).intersection(after.map(\.key))
                    #expect(before.map(\.key).filter(common.contains) == after.map(\.key).filter(common.contains),
                            "\(name) view \(index): the order changed under a 1-pt scroll from \(offset)")
                }
            } catch {
                Issue.record("\(name): \(error)")
            }
        }
    }

    static func scrollsHorizontally(_ view: SimulatedCollectionView) -> Bool {
        view.contentSize.width - view.bounds.width > view.contentSize.height - view.bounds.height
    }

    /// `fraction` of the way along the axis the content scrolls further along (rounded, plus a
    /// quarter point, off the items' edges), or `nil` when it does not scroll.
    static func offset(_ view: SimulatedCollectionView, along fraction: CGFloat) -> CGPoint? {
        let inset = view.adjustedContentInset
        if scrollsHorizontally(view) {
            let low = -inset.left, high = view.contentSize.width + inset.right - view.bounds.width
            return high > low ? CGPoint(x: (low + (high - low) * fraction).rounded() + 0.25, y: view.contentOffset.y) : nil
        }
        let low = -inset.top, high = view.contentSize.height + inset.bottom - view.bounds.height
        return high > low ? CGPoint(x: view.contentOffset.x, y: (low + (high - low) * fraction).rounded() + 0.25) : nil
    }

    /// The rules: every element read is shown, once; every shown element that is not a decoration,
    /// hidden, transparent, empty or covered whole (its part on screen) by an opaque element drawn
    /// above it is read;
    /// sections read in order, each section's headers before the rest and its footers after; a
    /// layout that selects has one adjustable element, its selected item's; a carousel or wheel
    /// starts with it.
    @discardableResult
    static func check(_ view: SimulatedCollectionView, _ context: String) throws -> [AccessibilityElement] {
        // The items just past a band's visible part (issue 55) are read without being shown: VoiceOver
        // moves on to them as past the screen's edge; the rules are those of the rest.
        let all = view.accessibilityElements
        let read = all.filter { !$0.revealsOnFocus }
        let keys = read.map(\.key)
        #expect(Set(all.map(\.key)).count == all.count, "\(context): an element is read twice")
        let shown = view.visibleElements
        #expect(all.filter(\.revealsOnFocus).allSatisfy { past in !shown.contains { $0.key == past.key } },
                "\(context): an item past a band is shown")
        let drawn = shown.enumerated().filter { _, element in
            if case .decorationView = element.category { return false }
            return !element.isHidden && element.alpha >= 0.01 && element.visibleFrame.width > 0 && element.visibleFrame.height > 0
        }
        // Only the part on screen counts: what the screen's edge cuts and an element above covers
        // cannot be seen.
        let readable = drawn.filter { position, element in
            let onScreen = element.visibleFrame.intersection(view.bounds)
            let seen = onScreen.isNull || onScreen.isEmpty ? element.visibleFrame : onScreen
            return !drawn.contains { other in
                other.offset != position && other.element.alpha >= 1 && (other.element.zIndex, other.offset) > (element.zIndex, position)
                    && other.element.visibleFrame.contains(seen)
            }
        }
        #expect(Set(keys) == Set(readable.map(\.element.key)), "\(context): read \(keys.count), readable \(readable.count)")
        let sections = read.map(\.key.indexPath.section)
        #expect(sections == sections.sorted(), "\(context): sections out of order")
        for section in Set(sections) {
            let kinds = read.filter { $0.key.indexPath.section == section }.map { element -> Int in
                switch element.key.category {
                case .supplementaryView(ElementCategory.headerKind): 0
                case .supplementaryView(ElementCategory.footerKind): 2
                default: 1
                }
            }
            #expect(kinds == kinds.sorted(), "\(context): section \(section)'s headers, items and footers out of order")
        }
        let adjustable = read.filter { $0.traits.contains(.adjustable) }
        if let layout = view.collectionLayout as? any SelectingLayout, let selected = layout.selectedItem,
           keys.contains(ElementKey(category: .cell, indexPath: selected)) {
            #expect(adjustable.map(\.key) == [ElementKey(category: .cell, indexPath: selected)], "\(context): the adjustable element")
            if view.collectionLayout is CarouselLayout || view.collectionLayout is WheelLayout {
                #expect(read.first?.key == ElementKey(category: .cell, indexPath: selected), "\(context): not read from the selected item")
            }
        } else {
            #expect(adjustable.isEmpty, "\(context): an adjustable element in a layout that does not select")
        }
        return read
    }
}
