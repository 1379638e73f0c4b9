import Foundation

/// What a playground refuses: the page gets the description as an error message and the
/// connection goes on.
package enum PlaygroundError: Error, Equatable, CustomStringConvertible {
    /// No gallery demo has this name.
    case unknownDemo(String)
    /// A message that is not a well-formed event.
    case malformedMessage(String)
    /// An event that does not fit the demo's state (a move with no pointer down).
    case unexpectedEvent(String)
    /// The demo has no action of this name.
    case unknownAction(String, available: [String])
    /// The demo's action threw.
    case actionFailed(String, reason: String)
    /// An artwork's picture was asked for by a name that names none.
    case unknownArtwork(String, reason: String)

    package var description: String {
        switch self {
        case .unknownDemo(let name): "no demo named '\(name)'"
        case .malformedMessage(let reason): "malformed message: \(reason)"
        case .unexpectedEvent(let reason): "unexpected event: \(reason)"
        case .unknownAction(let name, let available):
            "no action '\(name)' in this demo; it has \(available.isEmpty ? "none" : available.joined(separator: ", "))"
        case .actionFailed(let name, let reason): "action '\(name)' failed: \(reason)"
        case .unknownArtwork(let name, let reason): "no artwork named '\(name)': \(reason)"
        }
    }
}
