/// Where a boundary supplementary item sits around its section: the portable `NSRectAlignment`.
public enum RectAlignment: Hashable, Sendable, CaseIterable {
    /// No alignment: the item sits where its anchor puts it.
    case none
    /// Above the section, across it.
    case top
    /// Above the section, at its leading edge.
    case topLeading
    /// Beside the section, on its leading side.
    case leading
    /// Below the section, at its leading edge.
    case bottomLeading
    /// Below the section, across it.
    case bottom
    /// Below the section, at its trailing edge.
    case bottomTrailing
    /// Beside the section, on its trailing side.
    case trailing
    /// Above the section, at its trailing edge.
    case topTrailing

    /// −1 at the leading edge, 0 centred, 1 at the trailing edge.
    var horizontalSide: Int {
        switch self {
        case .topLeading, .leading, .bottomLeading: -1
        case .topTrailing, .trailing, .bottomTrailing: 1
        case .none, .top, .bottom: 0
        }
    }

    /// −1 at the top, 0 centred, 1 at the bottom.
    var verticalSide: Int {
        switch self {
        case .top, .topLeading, .topTrailing: -1
        case .bottom, .bottomLeading, .bottomTrailing: 1
        case .none, .leading, .trailing: 0
        }
    }

    /// The edges this alignment names.
    var edges: DirectionalRectEdge {
        var edges: DirectionalRectEdge = []
        if horizontalSide < 0 { edges.insert(.leading) }
        if horizontalSide > 0 { edges.insert(.trailing) }
        if verticalSide < 0 { edges.insert(.top) }
        if verticalSide > 0 { edges.insert(.bottom) }
        return edges
    }
}
