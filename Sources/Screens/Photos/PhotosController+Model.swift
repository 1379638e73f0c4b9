extension PhotosController {
    /// One photo of the library: identified by its `id` alone, so the same photo keeps its
    /// identity whatever else is said about it.
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

        /// Whether the two are the same photo: the same `id`, whatever their days.
        public static func == (lhs: Photo, rhs: Photo) -> Bool { lhs.id == rhs.id }

        /// Hashes the `id` alone, as `==` compares it.
        public func hash(into hasher: inout Hasher) { hasher.combine(id) }

        /// "photo 7": how errors name the photo.
        public var description: String { "photo \(id)" }
    }

    /// The photos of one month, in order; the first is the month's large photo.
    public struct Month: Hashable, Sendable {
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

    /// An item of the Photos screen: a month's first photo shown large, or any other photo
    /// shown small. The two are different identifiers even for the same photo.
    public enum Item: Hashable, Sendable, CustomStringConvertible {
        /// The month's first photo, shown large.
        case largePhoto(Photo)
        /// A photo in the rows of three.
        case photo(Photo)

        /// The photo shown.
        public var photo: Photo {
            switch self { case .largePhoto(let photo), .photo(let photo): photo }
        }

        /// "large photo 7" for a large photo, "photo 7" for a small one.
        public var description: String {
            switch self {
            case .largePhoto(let photo): "large \(photo)"
            case .photo(let photo): "\(photo)"
            }
        }
    }
}
