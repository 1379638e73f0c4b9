#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

/// The system's refresh control for SwiftUI's `refreshable`: `refreshable` sets the refresh
/// action in the environment of the views inside it (`EnvironmentValues.refresh`, the action a
/// `List` reads to offer pull to refresh), so the collection view shows a `UIRefreshControl`
/// while there is one, runs the latest action when a person pulls, and ends refreshing when the
/// action's task ends. A pull while a refresh runs starts nothing.
@MainActor
final class PullToRefresh: NSObject {
    private let control = UIRefreshControl()
    private var action: RefreshAction?
    private var isRefreshing = false

    override init() {
        super.init()
        control.addTarget(self, action: #selector(pulled), for: .valueChanged)
    }

    /// Shows the control in `collectionView` while `action` is set, which a pull runs.
    func update(_ action: RefreshAction?, in collectionView: UICollectionView) {
        self.action = action
        if action != nil, collectionView.refreshControl !== control { collectionView.refreshControl = control }
        if action == nil, collectionView.refreshControl === control { collectionView.refreshControl = nil }
    }

    @objc private func pulled() {
        guard !isRefreshing, let action else { return control.endRefreshing() }
        isRefreshing = true
        Task { @MainActor [weak self] in
            await action()
            self?.isRefreshing = false
            self?.control.endRefreshing()
        }
    }
}
#endif
