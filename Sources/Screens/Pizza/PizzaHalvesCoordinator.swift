import Foundation
import LayoutCore
import Layouts

/// The screen logic of the pizza made of two halves: two collection views side by side over
/// the same menu, each with a `PizzaHalfSelectorLayout`. After every scroll it reads both
/// current pizzas; when they match, the pair is one whole pizza, so both halves hide their
/// captions and one central caption with the pizza's name shows instead.
///
/// Written against `ScrollableCollection`: the same code drives simulated views in tests and
/// `UICollectionView`s on iOS. The coordinator hears both views' scrolling through their
/// delegate; keep it alive as long as the views. It works with the layouts the views had when it
/// was made: replacing either view's layout detaches it (see ``isAttached``) — it stops hearing
/// them at the next scroll and no longer reads or moves them.
public final class PizzaHalvesCoordinator {
    /// The left half's view.
    package let left: any ScrollableCollection
    /// The right half's view.
    package let right: any ScrollableCollection
    /// The pizzas' names, in menu order.
    public let menu: [String]
    /// What the halves show now.
    public private(set) var state: PizzaPairState
    /// Called whenever ``state`` changes.
    public var onChange: ((PizzaPairState) -> Void)?
    /// Both views' delegate, which they hold weakly: it hands their scroll events to the coordinator.
    private lazy var listener = Listener(coordinator: self)

    /// Coordinates `left` and `right`: gives each the centering content inset of its size (so
    /// the first and last pizzas reach the center) and centres a pizza: the one it shows when it
    /// had that inset already, else the first. Throws when
    /// a view's layout is not a `PizzaHalfSelectorLayout` of the matching orientation, when the
    /// menu's length differs from the number of rows, or when the view refuses the inset.
    ///
    /// A view made before it has its size (a view controller's `viewDidLoad`) gets its inset
    /// again from ``resize(to:)`` once it has one (`viewDidLayoutSubviews`, a rotation).
    public init(left: any ScrollableCollection, right: any ScrollableCollection, menu: [String]) throws(LayoutError) {
        var layouts: [PizzaHalfSelectorLayout] = []
        for (view, orientation) in [(left, PizzaHalfOrientation.left), (right, .right)] {
            guard let layout = view.collectionLayout as? PizzaHalfSelectorLayout,
                  layout.configuration.orientation == orientation else {
                throw .invalidValue(name: "\(orientation) half's layout", value: 0,
                                    expected: "a PizzaHalfSelectorLayout with orientation .\(orientation)")
            }
            let rows = layout.context.numberOfItems(inSection: 0)
            guard rows == menu.count else {
                throw .invalidValue(name: "menu.count", value: CGFloat(menu.count), expected: "\(rows), the \(orientation) half's rows")
            }
            layouts.append(layout)
        }
        (leftLayout, rightLayout) = (layouts[0], layouts[1])
        self.left = left
        self.right = right
        self.menu = menu
        state = PizzaPairState(leftIndex: 0, rightIndex: 0, centralCaption: nil)
        for (view, layout) in [(left, leftLayout), (right, rightLayout)] {
            let centered = view.contentInset == layout.centeringContentInset(forBoundsSize: view.bounds.size)
            try center(view, layout, on: centered ? layout.currentPizzaIndex : 0, size: view.bounds.size)
        }
        left.delegate = listener
        right.delegate = listener
        refresh(force: true)
    }

    /// Gives `view` the centering inset of `size` (and that size, when it has another) and
    /// scrolls it to `pizza`.
    private func center(_ view: any ScrollableCollection, _ layout: PizzaHalfSelectorLayout, on pizza: Int,
                        size: CGSize) throws(LayoutError) {
        try view.setContentInset(layout.centeringContentInset(forBoundsSize: size))
        if view.bounds.size != size { try view.setBoundsSize(size) }
        view.setContentOffset(layout.contentOffset(for: pizza), animated: false)
    }

    private let leftLayout: PizzaHalfSelectorLayout
    /// The whole pizza last announced, until the halves part.
    private var announcedWholePizza: Int?
    private let rightLayout: PizzaHalfSelectorLayout

    /// Whether both views still have the layouts they had when the coordinator was made.
    public var isAttached: Bool { left.collectionLayout === leftLayout && right.collectionLayout === rightLayout }

    /// Reads both current pizzas and applies the whole-pizza rule; once detached, stops being
    /// the views' delegate instead.
    func refresh() { refresh(force: false) }

    private func refresh(force: Bool) {
        guard isAttached else { return detach() }
        // A half resized by the system and not yet given its inset shows no pizza of its own:
        // the pair is what it was until ``resize(to:)`` fits it again.
        guard isFitted(left, leftLayout), isFitted(right, rightLayout) else { return }
        let leftIndex = leftLayout.currentPizzaIndex, rightIndex = rightLayout.currentPizzaIndex
        let whole = leftIndex == rightIndex && menu.indices.contains(leftIndex)
        let next = PizzaPairState(leftIndex: leftIndex, rightIndex: rightIndex, centralCaption: whole ? menu[leftIndex] : nil)
        guard force || next != state else { return }
        state = next
        if !state.isWholePizza { announcedWholePizza = nil }
        for (view, layout) in [(left, leftLayout), (right, rightLayout)] where layout.configuration.showsCaptions == whole {
            layout.setShowsCaptions(!whole)
            view.layoutIfNeeded()
        }
        onChange?(state)
    }

    /// Scrolls both halves to two different pizzas chosen by `generator` (nothing happens with
    /// fewer than two pizzas).
    public func shuffle<Generator: RandomNumberGenerator>(using generator: inout Generator, animated: Bool = true) {
        guard menu.count >= 2, isAttached else { return }
        let first = Int.random(in: 0..<menu.count, using: &generator)
        var second = Int.random(in: 0..<(menu.count - 1), using: &generator)
        if second >= first { second += 1 }
        left.setContentOffset(leftLayout.contentOffset(for: first), animated: animated)
        right.setContentOffset(rightLayout.contentOffset(for: second), animated: animated)
        refresh()
    }

    /// Gives both halves a new size, as a rotation does, or the size they have once laid out
    /// (call it from `viewDidLayoutSubviews`: it does nothing while the size and inset hold):
    /// each gets the centering inset of the size and keeps showing its pizza. Throws for a size
    /// that is not finite or negative.
    public func resize(to size: CGSize) throws(LayoutError) {
        guard isAttached else { return detach() }
        for (view, layout) in [(left, leftLayout), (right, rightLayout)] {
            guard view.bounds.size != size || !isFitted(view, layout) else { continue }
            try center(view, layout, on: view === left ? state.leftIndex : state.rightIndex, size: size)
        }
        refresh()
    }

    /// When the halves came to rest on the same pizza, has VoiceOver say so through `view`,
    /// once per whole pizza: "Margherita, whole pizza".
    fileprivate func announceWholePizza(from view: any ScrollableCollection) {
        refresh()
        guard state.isWholePizza, let caption = state.centralCaption else { return }
        guard announcedWholePizza != state.leftIndex else { return }
        announcedWholePizza = state.leftIndex
        view.announceForAccessibility("\(caption), whole pizza")
    }

    /// Whether `view` has the centering inset of its size.
    private func isFitted(_ view: any ScrollableCollection, _ layout: PizzaHalfSelectorLayout) -> Bool {
        view.contentInset == layout.centeringContentInset(forBoundsSize: view.bounds.size)
    }

    private func detach() {
        for view in [left, right] where view.delegate === listener { view.delegate = nil }
    }
}

extension PizzaHalvesCoordinator {
    /// The views' delegate: every scroll refreshes the pair; coming to rest announces a whole pizza.
    private final class Listener: ScrollViewDelegate {
        unowned let coordinator: PizzaHalvesCoordinator

        init(coordinator: PizzaHalvesCoordinator) {
            self.coordinator = coordinator
        }

        func scrollViewDidScroll(_ scrollView: any ScrollableCollection) { coordinator.refresh() }

        /// Come to rest: a whole pizza is announced to VoiceOver, once ("Margherita, whole pizza").
        func scrollViewDidEndDecelerating(_ scrollView: any ScrollableCollection) { coordinator.announceWholePizza(from: scrollView) }

        /// Come to rest after a glide (a VoiceOver adjustment, a shuffle): as after a deceleration.
        func scrollViewDidEndScrollingAnimation(_ scrollView: any ScrollableCollection) {
            coordinator.announceWholePizza(from: scrollView)
        }

        /// Come to rest where the finger lifted: as after a deceleration.
        func scrollViewDidEndDragging(_ scrollView: any ScrollableCollection, willDecelerate decelerate: Bool) {
            if !decelerate { coordinator.announceWholePizza(from: scrollView) }
        }
    }
}
