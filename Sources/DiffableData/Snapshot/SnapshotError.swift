/// A change a snapshot refuses, where `NSDiffableDataSourceSnapshot` raises an exception. Every
/// case names the identifiers; the snapshot is left unchanged.
public enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Section identifiers given twice in one call, or already in the snapshot.
    case duplicateSections([String])
    /// Item identifiers given twice in one call, or already in the snapshot.
    case duplicateItems([String])
    /// Section identifiers the snapshot does not have.
    case unknownSections([String])
    /// Item identifiers the snapshot does not have.
    case unknownItems([String])
    /// Items appended to a snapshot without sections.
    case noSections
    /// An item or section moved or inserted relative to itself.
    case relativeToItself(String)

    /// The error in words, naming the identifiers or the section at fault.
    public var description: String {
        switch self {
        case .duplicateSections(let ids): "section identifiers \(ids) are given twice or already present"
        case .duplicateItems(let ids): "item identifiers \(ids) are given twice or already present"
        case .unknownSections(let ids): "section identifiers \(ids) are not in the snapshot"
        case .unknownItems(let ids): "item identifiers \(ids) are not in the snapshot"
        case .noSections: "items cannot be appended to a snapshot without sections"
        case .relativeToItself(let id): "\(id) cannot be placed relative to itself"
        }
    }

    /// Throws `error`. Inlinable code throws through this: the iOS 16 SDK's compiler crashes
    /// emitting a typed `throw` in an inlinable body.
    @usableFromInline
    static func raise(_ error: SnapshotError) throws(SnapshotError) -> Never { throw error }

    @usableFromInline static func names<T>(_ values: [T]) -> [String] { values.map { String(describing: $0) } }
}
