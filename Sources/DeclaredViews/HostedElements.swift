/// The hosted elements (SwiftUI cells and supplementary views) that exist in a collection view,
/// each with how to render it again from the latest declaration. SwiftUI's view refreshes them
/// after each parent update, in that update's transaction: an element whose inputs are unchanged
/// (``HostedElementInputs/shows(sameAs:)``) is left alone, as a `List` leaves a row whose
/// view's fields are unchanged.
///
/// Call order: ``hosted(_:refresh:)`` when a host is given content (a cell configured, its
/// record replaced), ``forget(_:)`` when UIKit takes it for reuse, ``refresh()`` at the end of
/// each parent update.
package final class HostedElements {
    /// One host, held weakly (UIKit owns cells), and its refresh.
    private struct Record {
        weak var host: AnyObject?
        var refresh: () -> Bool
    }

    private var records: [ObjectIdentifier: Record] = [:]

    /// How many elements the last ``refresh()`` rendered again.
    package private(set) var renderedByLastRefresh = 0

    package init() {}

    /// How many hosts are recorded and alive.
    package var count: Int { records.values.reduce(0) { $0 + ($1.host == nil ? 0 : 1) } }

    /// Records that `host` shows content that `refresh` renders again when it would change,
    /// returning whether it did; replaces what `host` showed before.
    package func hosted(_ host: AnyObject, refresh: @escaping () -> Bool) {
        records[ObjectIdentifier(host)] = Record(host: host, refresh: refresh)
    }

    /// Forgets `host`, which shows no element now (taken for reuse).
    package func forget(_ host: AnyObject) {
        records[ObjectIdentifier(host)] = nil
    }

    /// Renders again every element whose inputs changed, and forgets hosts that no longer exist.
    /// - Returns: how many elements were rendered again.
    /// - Complexity: O(h) refreshes for h hosts (the cells on screen and those made ahead).
    @discardableResult
    package func refresh() -> Int {
        var rendered = 0
        for (key, record) in records {
            guard record.host != nil else {
                records[key] = nil
                continue
            }
            if record.refresh() { rendered += 1 }
        }
        renderedByLastRefresh = rendered
        return rendered
    }
}

/// The inputs an element last showed, and how to show new ones: the piece of a
/// ``HostedElements`` record that compares.
package final class HostedElementState<Content, Environment> {
    /// What the element shows.
    package private(set) var shown: HostedElementInputs<Content, Environment>

    package init(_ shown: HostedElementInputs<Content, Environment>) {
        self.shown = shown
    }

    /// Shows `next` through `render` when it differs from what is shown (a `nil` content keeps the
    /// content shown).
    /// - Returns: whether `render` was called.
    package func show(_ next: HostedElementInputs<Content, Environment>,
                      render: (HostedElementInputs<Content, Environment>) -> Void) -> Bool {
        guard !shown.shows(sameAs: next) else { return false }
        var next = next
        if next.content == nil { next.content = shown.content }
        shown = next
        render(next)
        return true
    }
}
