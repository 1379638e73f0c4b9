/// The position of an item: its section and its index in it.
@usableFromInline package struct ElementPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The index of the item in its section.
    @usableFromInline package var element: Int
    /// The index of the section.
    @usableFromInline package var section: Int

    /// The item at `element` in `section`.
    @inlinable
    package init(element: Int, section: Int) {
        self.element = element
        self.section = section
    }

    @inlinable
    package static func < (lhs: ElementPath, rhs: ElementPath) -> Bool {
        (lhs.section, lhs.element) < (rhs.section, rhs.element)
    }

    @usableFromInline package var description: String { "[\(section), \(element)]" }
}

/// One batch a collection view can apply at once: the changes from the previous stage's data
/// (source indices) to ``data`` (target indices), with UIKit's batch-update meaning.
@usableFromInline package struct Changeset<Section: Hashable, Item: Hashable> {
    /// What the view shows once this stage is applied.
    @usableFromInline package var data: DiffableSnapshot<Section, Item>
    /// Sections deleted (source indices).
    @usableFromInline package var sectionDeleted: [Int] = []
    /// Sections inserted (target indices).
    @usableFromInline package var sectionInserted: [Int] = []
    /// Sections reloaded (target indices).
    @usableFromInline package var sectionUpdated: [Int] = []
    /// Sections moved, from their source index to their target index.
    @usableFromInline package var sectionMoved: [(source: Int, target: Int)] = []
    /// Items deleted (source paths).
    @usableFromInline package var elementDeleted: [ElementPath] = []
    /// Items inserted (target paths).
    @usableFromInline package var elementInserted: [ElementPath] = []
    /// Items moved, from their source path to their target path.
    @usableFromInline package var elementMoved: [(source: ElementPath, target: ElementPath)] = []
    /// Items whose cells are replaced (reload), at source paths.
    @usableFromInline package var elementUpdated: [ElementPath] = []
    /// Items whose cells are configured again (source paths).
    @usableFromInline package var elementReconfigured: [ElementPath] = []

    /// A stage that shows `data` and changes nothing yet.
    @inlinable
    package init(data: DiffableSnapshot<Section, Item>) {
        self.data = data
    }

    /// Whether the stage changes nothing.
    @inlinable
    package var isEmpty: Bool {
        sectionDeleted.isEmpty && sectionInserted.isEmpty && sectionUpdated.isEmpty && sectionMoved.isEmpty
            && elementDeleted.isEmpty && elementInserted.isEmpty && elementMoved.isEmpty
            && elementUpdated.isEmpty && elementReconfigured.isEmpty
    }
}

extension Changeset: Sendable where Section: Sendable, Item: Sendable {}
