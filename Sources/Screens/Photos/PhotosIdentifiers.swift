/// A section of the Photos screen: one month.
public enum PhotosSection: Hashable, Sendable, CustomStringConvertible {
    /// The photos of the month titled `header`.
    case collection(header: String)

    /// The month's title.
    public var header: String {
        switch self { case .collection(let header): header }
    }

    /// The month's title.
    public var description: String { header }
}

/// How the Photos screen shows the library.
public enum PhotosMode: Hashable, Sendable, CaseIterable {
    /// Every photo: each month's first large, then rows of three; no headers.
    case allPhotos
    /// One large card per month under its title.
    case monthSummary
}
