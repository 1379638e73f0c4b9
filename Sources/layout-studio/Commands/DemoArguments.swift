import ArgumentParser
import Foundation
import GalleryModule

/// Parses `X,Y` and `WxH` arguments and finds demos by name.
enum DemoArguments {
    static func demo(named name: String) throws -> Demo {
        guard let demo = Gallery.demo(named: name) else {
            throw ValidationError("no demo named '\(name)'; demos: \(Gallery.demos.map(\.name).joined(separator: ", "))")
        }
        return demo
    }

    static func pair(_ text: String, separator: Character, name: String) throws -> (CGFloat, CGFloat) {
        let parts = text.split(separator: separator).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let first = parts[0], let second = parts[1], first.isFinite, second.isFinite else {
            throw ValidationError("\(name) '\(text)' must be two numbers separated by '\(separator)'")
        }
        return (CGFloat(first), CGFloat(second))
    }

    static func write(_ text: String, to path: String?) throws {
        if let path {
            try text.write(to: URL(fileURLWithPath: path), atomically: true, encoding: .utf8)
            print(URL(fileURLWithPath: path).standardizedFileURL.path)
        } else {
            print(text, terminator: "")
        }
    }
}
