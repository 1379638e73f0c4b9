/// A section of the Photos screen: one month.
public enum PhotosSection: Hashable, Sendable, CustomStringConvertible {
    /// The photos of the month titled `header`.
    case collection(header: String)

    /// The month's title.
    public var header: String {
        switch self { case .collection(let header): header }
    }

    public var description: String { header }
}

/// An item of the Photos screen: a month's first photo shown large, or any other photo shown
/// small. The two are different identifiers even for the same photo.
public enum PhotosItem: Hashable, Sendable, CustomStringConvertible {
    /// The month's first photo, shown large.
    case largePhoto(Photo)
    /// A photo in the rows of three.
    case photo(Photo)

    /// The photo shown.
    public var photo: Photo {
        switch self { case .largePhoto(let photo), .photo(let photo): photo }
    }

    public var description: String {
        switch self {
        case .largePhoto(let photo): "large \(photo)"
        case .photo(let photo): "\(photo)"
        }
    }
}

/// How the Photos screen shows the library.
public enum PhotosMode: Hashable, Sendable, CaseIterable {
    /// Every photo: each month's first large, then rows of three; no headers.
    case allPhotos
    /// One large card per month under its title.
    case monthSummary
}
