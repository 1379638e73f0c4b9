import Foundation
import Testing

/// Runs `body`, which must report a runtime issue (a collection view's failure no caller could
/// take) whose message contains `text`: each issue it reports is known; none, or one saying
/// something else, fails the test. Answers how many it reported.
@discardableResult
public func expectRuntimeIssue(_ text: String, sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> Void) -> Int {
    let reported = Counter()
    withKnownIssue(sourceLocation: sourceLocation) {
        body()
    } matching: { issue in
        guard issue.comments.contains(where: { $0.rawValue.contains("CollectionLayouts: ") && $0.rawValue.contains(text) }) else { return false }
        reported.increment()
        return true
    }
    return reported.value
}

/// A count the issue matcher, which may run on any thread, adds to.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func increment() {
        lock.withLock { count += 1 }
    }
}
