import Foundation
#if canImport(os)
import os
#endif

/// A failure a collection view met where no caller can take a thrown error (SwiftUI's update, a
/// data source's deferred apply, a query UIKit makes during its layout pass), shown where a
/// developer looks: under Swift Testing, a failed test (an app's test target that links
/// `CollectionLayoutsTesting`; `withKnownIssue` expects one); in an app on an Apple platform, a
/// runtime issue (Xcode's purple warning, as SwiftUI shows "Publishing changes from within view
/// updates"); elsewhere a line on standard error. The callback an app gave (`onCollectionError`,
/// `layoutErrorHandler`) hears it as well, never instead.
///
/// The runtime issue is `os_log(.fault)` to the `com.apple.runtime-issues` subsystem with the
/// image handle of a system framework, the way Xcode lists an issue as a runtime issue
/// (`specs/apple-platforms.md`, "Failures where a developer looks"; pointfreeco's
/// `IssueReporting` writes its runtime warnings the same way). That package itself does not
/// type-check against the iOS 16.5 SDK this project checks with (its `#isolation` macro needs
/// Swift 6's standard library), so the two ends are written here: the test failure is Swift
/// Testing's `Issue.record`, reached through ``RuntimeIssueTestHook``'s conformance to
/// ``RuntimeIssueRecording``, which only the testing product declares: found at run time by a
/// cast, so that no shipping module links Testing.
package enum RuntimeIssue {
    /// Reports `error`, named as the collection view met it.
    package static func report(_ error: any Error) {
        report(String(describing: error))
    }

    /// Reports `message`, a misuse the view met that no error type names.
    package static func report(_ message: String) {
        let text = "CollectionLayouts: \(message)"
        if let recorder = RuntimeIssueTestHook.self as? any RuntimeIssueRecording.Type, recorder.record(text) { return }
        #if canImport(os)
        os_log(.fault, dso: systemImage, log: OSLog(subsystem: "com.apple.runtime-issues", category: "CollectionLayouts"), "%@", text)
        #else
        FileHandle.standardError.write(Data("runtime issue: \(text)\n".utf8))
        #endif
    }

    #if canImport(os)
    /// A system framework's image, whose handle makes Xcode list a fault as a runtime issue.
    private static let systemImage: UnsafeRawPointer = {
        var info = Dl_info()
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "$s7SwiftUI4ViewMp"), dladdr(symbol, &info) != 0,
              let base = info.dli_fbase else { return #dsohandle }
        return UnsafeRawPointer(base)
    }()
    #endif
}

/// Records a runtime issue as a failure of the test running, answering whether one was running.
package protocol RuntimeIssueRecording {
    /// Records `message` in the test running; `false` when no test runs.
    static func record(_ message: String) -> Bool
}

/// The type the testing product makes ``RuntimeIssueRecording``: ``RuntimeIssue`` asks whether it
/// is one (a conformance the Swift runtime finds in any module the process links).
package enum RuntimeIssueTestHook {}
