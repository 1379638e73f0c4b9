/// The position of an item: its section and its index in it.
public struct ElementPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The index of the item in its section.
    public var element: Int
    /// The index of the section.
    public var section: Int

    /// The item at `element` in `section`.
    @inlinable
    public init(element: Int, section: Int) {
        self.element = element
        self.section = section
    }

    @inlinable
    public static func < (lhs: ElementPath, rhs: ElementPath) -> Bool {
        (lhs.section, lhs.element) < (rhs.section, rhs.element)
    }

    public var description: String { "[\(section), \(element)]" }
}

/// One batch a collection view can apply at once: the changes from the previous stage's data
/// (source indices) to ``data`` (target indices), with UIKit's batch-update meaning.
public struct Changeset<Section: Hashable, Item: Hashable> {
    /// What the view shows once this stage is applied.
    public var data: DiffableSnapshot<Section, Item>
    /// Sections deleted (source indices).
    public var sectionDeleted: [Int] = []
    /// Sections inserted (target indices).
    public var sectionInserted: [Int] = []
    /// Sections reloaded (target indices).
    public var sectionUpdated: [Int] = []
    /// Sections moved, from their source index to their target index.
    public var sectionMoved: [(source: Int, target: Int)] = []
    /// Items deleted (source paths).
    public var elementDeleted: [ElementPath] = []
    /// Items inserted (target paths).
    public var elementInserted: [ElementPath] = []
    /// Items moved, from their source path to their target path.
    public var elementMoved: [(source: ElementPath, target: ElementPath)] = []
    /// Items whose cells are replaced (reload), at source paths.
    public var elementUpdated: [ElementPath] = []
    /// Items whose cells are configured again (source paths).
    public var elementReconfigured: [ElementPath] = []

    /// A stage that shows `data` and changes nothing yet.
    @inlinable
    public init(data: DiffableSnapshot<Section, Item>) {
        self.data = data
    }

    /// Whether the stage changes nothing.
    @inlinable
    public var isEmpty: Bool {
        sectionDeleted.isEmpty && sectionInserted.isEmpty && sectionUpdated.isEmpty && sectionMoved.isEmpty
            && elementDeleted.isEmpty && elementInserted.isEmpty && elementMoved.isEmpty
            && elementUpdated.isEmpty && elementReconfigured.isEmpty
    }
}

extension Changeset: Sendable where Section: Sendable, Item: Sendable {}
