#if canImport(Testing)
import LayoutHosting
import Testing

/// A collection view's runtime issue (a failure it met that no caller could take: a repeated id
/// in SwiftUI's update, an element no view is registered for) fails the Swift Testing test
/// running: linking this product is all an app's test target does for it, and `withKnownIssue`
/// expects one. (Swift Testing ships with Swift 6 toolchains and Xcode 16; without it, the issue
/// is the runtime issue an app shows.)
extension RuntimeIssueTestHook: RuntimeIssueRecording {
    package static func record(_ message: String) -> Bool {
        guard Test.current != nil else { return false }
        Issue.record(Comment(rawValue: message))
        return true
    }
}
#endif
