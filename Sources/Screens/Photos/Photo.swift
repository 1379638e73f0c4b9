/// One photo of the library: identified by its `id` alone, so the same photo keeps its identity
/// whatever else is said about it.
public struct Photo: Hashable, Sendable, CustomStringConvertible {
    /// The photo's identity.
    public let id: Int
    /// The day it was taken, as the month summary's label shows it ("12 July").
    public var day: String

    /// A photo `id` taken on `day`.
    public init(id: Int, day: String) {
        self.id = id
        self.day = day
    }

    public static func == (lhs: Photo, rhs: Photo) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    public var description: String { "photo \(id)" }
}

/// The photos of one month, in order; the first is the month's large photo.
public struct PhotoMonth: Hashable, Sendable {
    /// The month's title, its section header ("July 2020").
    public var title: String
    /// The photos, in order.
    public var photos: [Photo]

    /// A month titled `title` with `photos`.
    public init(title: String, photos: [Photo]) {
        self.title = title
        self.photos = photos
    }
}
