import Foundation

/// One bad or extreme input and what the library must do with it: refuse it with an error
/// whose message names the value, or clamp it as documented. Each runs in its own process
/// (see ``BadInputSweepTests``), so a trap fails only its own case.
struct BadInput: Sendable {
    /// What a well-behaved library does with the input.
    enum Outcome: Sendable {
        /// Throws an error whose description contains the text.
        case refused(containing: String)
        /// Accepts it; the body checks the documented clamp with ``BadInput/require(_:_:)``.
        case clamped
    }

    let name: String
    let outcome: Outcome
    let body: @Sendable () throws -> Void

    /// Runs the input and stops the process with a message when the outcome is not the
    /// expected one (a trap stops it by itself).
    func run() {
        switch outcome {
        case .refused(let text):
            do {
                try body()
                fatalError("\(name): accepted; expected an error containing \"\(text)\"")
            } catch {
                let message = String(describing: error)
                guard message.contains(text) else { fatalError("\(name): threw \"\(message)\"; expected \"\(text)\"") }
            }
        case .clamped:
            do { try body() } catch { fatalError("\(name): threw \"\(error)\"; expected a clamp") }
        }
    }

    /// Stops the process with `message` unless `condition` holds: the check of a clamp.
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError(message()) }
    }
}

/// `name` must throw an error naming `text`.
func refuses(_ name: String, _ text: String, _ body: @escaping @Sendable () throws -> Void) -> BadInput {
    BadInput(name: name, outcome: .refused(containing: text), body: body)
}

/// `name` must be accepted and clamped as `body` checks.
func clamps(_ name: String, _ body: @escaping @Sendable () throws -> Void) -> BadInput {
    BadInput(name: name, outcome: .clamped, body: body)
}
