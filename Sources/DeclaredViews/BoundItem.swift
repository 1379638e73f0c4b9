/// An item an app binds and the view rests on: the selection of a layout that selects, or the
/// item at the leading edge (the scroll position). The app sets it and the view moves there; the
/// view comes to rest elsewhere and the app hears of it. Nothing is told while the view moves: a
/// glide the app retargets never rests on the item it left, so the app hears only where the
/// view rests.
struct BoundItem<ID: Hashable> {
    /// What the view should do about an app's update.
    enum Response: Equatable {
        /// Nothing.
        case none
        /// Move to the item (animated unless this is the view's first update).
        case move(to: ID, animated: Bool)
        /// Tell the app the view rests on the item (`nil`: on none).
        case report(ID?)
    }

    /// What the app's binding holds as far as the view knows (the last value it gave or was told);
    /// `nil` before the first update.
    private(set) var known: ID??

    /// The app's update gives the binding's `value`; the view is on `current` now, `atRest` when
    /// nothing moves it. On the first update the view goes to `value` at once (or, given none,
    /// tells the app where it is); after that, a new value moves the view (`animated` or not),
    /// and a view at rest elsewhere than the app's value (its item was deleted, the layout
    /// changed) tells the app.
    mutating func appUpdated(_ value: ID?, current: ID?, atRest: Bool, animated: Bool) -> Response {
        guard let known else {
            if let value, value != current {
                self.known = value
                return .move(to: value, animated: false)
            }
            self.known = current
            return value == current ? .none : .report(current)
        }
        if value != known {
            self.known = value
            // The item the view passes while it moves is not where it rests: it is moved to too.
            guard let value, !(atRest && value == current) else { return .none }
            return .move(to: value, animated: animated)
        }
        return atRest ? cameToRest(on: current) : .none
    }

    /// The view came to rest on `current`: tells the app if that is news.
    mutating func cameToRest(on current: ID?) -> Response {
        guard let known, current != known else { return .none }
        self.known = current
        return .report(current)
    }
}
