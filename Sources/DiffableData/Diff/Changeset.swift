/// The position of an item: its section and its index in it.
public struct ElementPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var element: Int
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
    /// Sections deleted (source indices), inserted and reloaded (target indices), moved.
    public var sectionDeleted: [Int] = []
    public var sectionInserted: [Int] = []
    public var sectionUpdated: [Int] = []
    public var sectionMoved: [(source: Int, target: Int)] = []
    /// Items deleted (source paths), inserted (target paths), moved.
    public var elementDeleted: [ElementPath] = []
    public var elementInserted: [ElementPath] = []
    public var elementMoved: [(source: ElementPath, target: ElementPath)] = []
    /// Items whose cells are replaced (reload) or configured again (reconfigure), at source paths.
    public var elementUpdated: [ElementPath] = []
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
