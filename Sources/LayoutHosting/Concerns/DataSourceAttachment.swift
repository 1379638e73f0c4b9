/// Which diffable data source fills a collection view: each attachment gets a token of its own,
/// so a data source released late (its `deinit` reaches the view after another took over) never
/// empties the view another one fills. A token is never reused, unlike an object's address.
struct DataSourceAttachment {
    /// The next token to hand out.
    private var next = 1
    /// The token of the data source filling the view now.
    private(set) var current: DataSourceToken?

    /// A new data source fills the view: its token.
    mutating func attach() -> DataSourceToken {
        defer { next += 1 }
        current = DataSourceToken(value: next)
        return DataSourceToken(value: next)
    }

    /// The data source of `token` was released: answers whether it still filled the view (which
    /// then shows nothing).
    mutating func release(_ token: DataSourceToken) -> Bool {
        guard current == token else { return false }
        current = nil
        return true
    }
}

/// The attachment of one diffable data source to a collection view (``CollectionViewEngine/attachDataSource()``).
struct DataSourceToken: Hashable, Sendable {
    let value: Int
}
