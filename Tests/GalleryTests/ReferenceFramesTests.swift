import Foundation
import Testing
@testable import GalleryModule
@_spi(Testing) import LayoutCore
@_spi(Testing) import Simulation

/// Every gallery demo's scripted interaction, seen at fixed moments and compared with the frames
/// kept in `References/` (issue 55: a change that stopped animating, photos jumping to their new
/// cells, passed every test that looked only at where things end). Each reference lists, every
/// quarter second of the script (the frames at 60 per second) and at its end, the visible region
/// and each element drawn: its key, where it is drawn (the frame through its transform), alpha,
/// z order and whether it is hidden. Numbers compare within 0.02 pt (alpha 0.002), so a reference
/// holds across floating-point orders of operations but not across a changed motion.
///
/// A demo without a reference, or any demo when `RECORD_REFERENCE_FRAMES` is set, writes its
/// frames and fails, so a new or deliberately changed demo is looked at and committed.
@Suite("Gallery demos: reference frames")
struct ReferenceFramesTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("References")
    /// Every fifteenth frame: a quarter second at 60 frames per second.
    static let stride = 15

    @Test(arguments: Gallery.demos.map(\.name))
    func scriptMatchesItsReferenceFrames(name: String) throws {
        let demo = try #require(Gallery.demo(named: name))
        let frames = try demo.recordScript()
        let sampled = frames.indices.filter { $0 % Self.stride == 0 || $0 == frames.count - 1 }
        let text = sampled.map { Self.describe(frames[$0], index: $0) }.joined(separator: "\n") + "\n"
        let file = Self.folder.appendingPathComponent("\(name).txt")
        let recording = ProcessInfo.processInfo.environment["RECORD_REFERENCE_FRAMES"] != nil
        guard !recording, let reference = try? String(contentsOf: file, encoding: .utf8) else {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("recorded \(file.lastPathComponent): look at the demo and commit it")
            return
        }
        if let difference = Self.firstDifference(reference, text) {
            Issue.record("\(name) moved otherwise than its reference frames (\(file.lastPathComponent)): \(difference)")
        }
    }

    /// A frame as lines: `frame <index> t <time> bounds <x y w h> content <w h>`, then one line an
    /// element, in drawing order.
    static func describe(_ frame: RecordedFrame, index: Int) -> String {
        var lines = ["frame \(index) t \(number(frame.time)) bounds \(rect(frame.bounds)) content \(number(frame.contentSize.width)) \(number(frame.contentSize.height))"]
        for element in frame.elements {
            let kind: String
            switch element.category {
            case .cell: kind = "cell"
            case .supplementaryView(let name): kind = "supplementary:\(name)"
            case .decorationView(let name): kind = "decoration:\(name)"
            }
            lines.append("  \(kind) \(element.indexPath.section).\(element.indexPath.item) \(rect(element.visibleFrame)) "
                         + "alpha \(number(element.alpha, digits: 3)) z \(element.zIndex)\(element.isHidden ? " hidden" : "")")
        }
        return lines.joined(separator: "\n")
    }

    static func rect(_ rect: CGRect) -> String {
        [rect.minX, rect.minY, rect.width, rect.height].map { number($0) }.joined(separator: " ")
    }

    static func number(_ value: CGFloat, digits: Int = 2) -> String {
        let scale = pow(10, CGFloat(digits))
        let rounded = (value * scale).rounded() / scale
        return rounded == 0 ? "0" : String(format: "%.\(digits)f", Double(rounded))
    }

    static func number(_ value: Double) -> String { number(CGFloat(value)) }

    /// The first line where `new` differs from `reference`, words compared as numbers within
    /// 0.02 (0.002 after "alpha") and otherwise as text; `nil` when none does.
    static func firstDifference(_ reference: String, _ new: String) -> String? {
        let old = reference.split(separator: "\n"), current = new.split(separator: "\n")
        guard old.count == current.count else {
            return "\(current.count) lines instead of \(old.count); first differing: " + (zip(old, current).first { $0 != $1 }.map { "\($0.0) → \($0.1)" } ?? "at the end")
        }
        for (line, (was, now)) in zip(old, current).enumerated() where was != now {
            let a = was.split(separator: " "), b = now.split(separator: " ")
            guard a.count == b.count else { return "line \(line + 1): \(was) → \(now)" }
            for index in a.indices where a[index] != b[index] {
                let tolerance: Double = index > 0 && a[index - 1] == "alpha" ? 0.002 : 0.02
                guard let x = Double(a[index]), let y = Double(b[index]), abs(x - y) <= tolerance + 1e-9 else {
                    return "line \(line + 1): \(was) → \(now)"
                }
            }
        }
        return nil
    }
}
