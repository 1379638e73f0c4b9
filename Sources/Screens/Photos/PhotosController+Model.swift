extension PhotosController {
    /// The photos of one month, in order; the first is the month's large photo.
    public struct Month: Hashable {
        /// The month's title, its section header ("July 2020").
        public var title: String
        /// The app's photos, in order.
        public var photos: [Photo]

        /// A month titled `title` with `photos`.
        public init(title: String, photos: [Photo]) {
            self.title = title
            self.photos = photos
        }
    }

    /// An item of the Photos screen: a month's first photo shown large, or any other photo
    /// shown small. The two are different identifiers even for the same photo.
    public enum Item: Hashable, CustomStringConvertible {
        /// The month's first photo, shown large.
        case largePhoto(Photo)
        /// A photo in the rows of three.
        case photo(Photo)

        /// The photo shown.
        public var photo: Photo {
            switch self { case .largePhoto(let photo), .photo(let photo): photo }
        }

        /// "large " and the photo's description for a large photo, the description for a small one.
        public var description: String {
            switch self {
            case .largePhoto(let photo): "large \(photo)"
            case .photo(let photo): "\(photo)"
            }
        }
    }
}

extension PhotosController.Month: Sendable where Photo: Sendable {}
extension PhotosController.Item: Sendable where Photo: Sendable {}
