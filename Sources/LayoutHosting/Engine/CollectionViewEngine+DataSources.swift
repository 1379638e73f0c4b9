import Foundation
import LayoutCore

/// The diffable data sources that fill the view (``DiffableDataSourceCore``): which one does,
/// what its release does, and when an apply waits.
extension CollectionViewEngine {
    /// A diffable data source fills the view from now on: its token.
    func attachDataSource() -> DataSourceToken {
        dataSources.attach()
    }

    /// The data source of `token` was released: answers whether the view shows nothing now (it
    /// still filled it), as a collection view whose data source went; the view then reloads empty.
    func dataSourceReleased(_ token: DataSourceToken) -> Bool {
        dataSources.release(token)
    }

    /// Whether a movement ended in the current event: a data change waits for the next
    /// (``DataChangeGate``).
    package var isSettlingMovement: Bool { dataChanges.isSettlingMovement }

    /// Runs `work` once the current event is handled.
    package func performAfterCurrentEvent(_ work: @escaping () -> Void) {
        platform?.performAfterCurrentEvent(work)
    }

    /// Runs `work` once the movement that ended in the current event has settled (at once when
    /// none did).
    package func performAfterMovementSettles(_ work: @escaping () -> Void) {
        guard dataChanges.isSettlingMovement else { return work() }
        dataChanges.afterSettling(work)
    }
}
