import LayoutCore

/// Something the photo editor refuses to do, or a failure of its views.
public enum PhotoEditorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A deletion was asked for with `count` photos left; at least 3 are needed.
    case tooFewPhotosToDelete(count: Int)
    /// An index names no photo.
    case photoIndexOutOfRange(Int, count: Int)
    /// A deletion or focus move is already animating.
    case animationInProgress
    /// A view or layout rejected a change.
    case layout(LayoutError)
    /// A view rejected a batch update.
    case batchUpdate(BatchUpdateError)

    /// The error in words: what was refused and why.
    public var description: String {
        switch self {
        case .tooFewPhotosToDelete(let count): "cannot delete a photo when only \(count) remain (at least 3 are needed)"
        case .photoIndexOutOfRange(let index, let count): "photo index \(index) is out of range for \(count) photos"
        case .animationInProgress: "a deletion or focus move is already animating"
        case .layout(let error): "\(error)"
        case .batchUpdate(let error): "\(error)"
        }
    }
}
