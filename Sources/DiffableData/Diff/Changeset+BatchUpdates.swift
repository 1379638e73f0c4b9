import LayoutCore

extension Changeset {
    /// The batch updates that perform this stage on a collection view showing the previous
    /// stage's data: what the simulated view and `UICollectionView` are both handed.
    /// Reconfigured items are not among them: a data source reconfigures their views itself.
    @usableFromInline package var batchUpdates: BatchUpdates {
        func path(_ element: ElementPath) -> ItemPath { ItemPath(item: element.element, section: element.section) }
        var batch = BatchUpdates()
        batch.deleteSections(sectionDeleted)
        batch.insertSections(sectionInserted)
        batch.reloadSections(sectionUpdated)
        for move in sectionMoved { batch.moveSection(move.source, toSection: move.target) }
        batch.deleteItems(at: elementDeleted.map(path))
        batch.insertItems(at: elementInserted.map(path))
        for move in elementMoved { batch.moveItem(at: path(move.source), to: path(move.target)) }
        batch.reloadItems(at: elementUpdated.map(path))
        return batch
    }
}
