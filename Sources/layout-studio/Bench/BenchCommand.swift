import ArgumentParser
import Foundation
import LayoutCore
import Layouts

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time prepare and one scrolled frame per layout at 1,000 / 100,000 / 1,000,000 items (release builds only).")

    @Option(help: "Item counts to measure, comma-separated.")
    var counts: String = "1000,100000,1000000"

    @Option(help: "Scroll frames measured per row (the reference runs fewer at large n).")
    var frames: Int = 400

    @Option(help: "Measure only the layouts whose name contains this text (\"thumbnail\", \"pizza\").")
    var only: String?

    /// Whether the row named `name` is measured: every row, or those `--only` names.
    func selects(_ name: String) -> Bool {
        only.map { name.contains($0) } ?? true
    }

    func run() throws {
        #if DEBUG
        throw ValidationError("bench measures release builds only: swift run -c release layout-studio bench")
        #else
        let sizes = counts.split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 }
        print(BenchRow.header)
        for entry in BenchCatalog.entries where selects(entry.name) {
            var baseline: Duration?
            for n in entry.measuredOnce ? [entry.itemCounts(0).reduce(0, +)] : sizes {
                let row = try entry.measure(n: n, frames: frames)
                if baseline == nil { baseline = row.frame }
                print(row.formatted(relativeTo: baseline))
            }
        }
        for n in [100_000, 1_000_000] {
            for benchmark in SelfSizingBenchmark.all(n: n) where selects(benchmark.name + " sizing") {
                print(try benchmark.measure().formatted(relativeTo: nil))
            }
        }
        for n in sizes where selects("justified ratio") {
            print(try RatioChangeBenchmark(n: n).measure().formatted(relativeTo: nil))
        }
        for benchmark in UnsizedScrollBenchmark.all(n: 100_000) where selects(benchmark.name) {
            print(try benchmark.measure().formatted(relativeTo: nil))
        }
        for n in sizes {
            for benchmark in ChangeBenchmark.all(n: n) where selects(benchmark.name) {
                print(try benchmark.measure().formatted(relativeTo: nil))
            }
        }
        for n in sizes {
            for benchmark in TwoAxisChangeBenchmark.all(n: n) where selects(benchmark.name) {
                print(try benchmark.measure().formatted(relativeTo: nil))
            }
        }
        for n in sizes {
            for benchmark in ReorderBenchmark.all(n: n) where selects(benchmark.name) {
                print(try benchmark.measure().formatted(relativeTo: nil))
            }
        }
        for n in sizes {
            for benchmark in AccessibilityBenchmark.all(n: n) where selects(benchmark.name) {
                print(try benchmark.measure().formatted(relativeTo: nil))
            }
        }
        for n in sizes {
            for benchmark in DeclaredUpdateBenchmark.all(n: n) where selects(benchmark.name) {
                print(try benchmark.measure().formatted(relativeTo: nil))
            }
        }
        for n in sizes where selects("card deck drag") {
            print(try CardDeckDragBenchmark(n: n).measure().formatted(relativeTo: nil))
        }
        for benchmark in [CollageDragBenchmark.grid, .pinwheel] where selects(benchmark.name) {
            print(try benchmark.measure().formatted(relativeTo: nil))
        }
        for makeCase in DiffBenchmarkCase.all {
            let diffCase = try makeCase()
            guard selects(diffCase.name) else { continue }
            print(try DiffBenchmark(diffCase: diffCase).measure().formatted(relativeTo: nil))
        }
        for benchmark in SnapshotEditBenchmark.allCases where selects(benchmark.name) {
            print(try benchmark.measure().formatted(relativeTo: nil))
        }
        #endif
    }
}

/// One line of the bench table.
struct BenchRow {
    var layout: String
    var n: Int
    var prepare: Duration
    var frame: Duration
    var referenceFrame: Duration

    static let header = """
    layout                                   n   prepare ms   frame µs   reference frame µs   reference/frame   frame vs first n
    --------------------------------------------------------------------------------------------------------------------------
    """

    func formatted(relativeTo baseline: Duration?) -> String {
        let growth = baseline.map { Self.ratio(frame, $0) } ?? 1
        return layout.padding(toLength: 34, withPad: " ", startingAt: 0)
            + Self.column(String(n), 10)
            + Self.column(Self.fixed(prepare.milliseconds, 3), 13)
            + Self.column(Self.fixed(frame.microseconds, 1), 11)
            + Self.column(Self.fixed(referenceFrame.microseconds, 1), 21)
            + Self.column(Self.fixed(Self.ratio(referenceFrame, frame), 1) + "×", 18)
            + Self.column(Self.fixed(growth, 2) + "×", 19)
    }

    static func ratio(_ a: Duration, _ b: Duration) -> Double {
        b == .zero ? 0 : a.microseconds / b.microseconds
    }

    static func column(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(1, width - text.count)) + text
    }

    static func fixed(_ value: Double, _ decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
    }
}

extension Duration {
    var microseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e6 + Double(attoseconds) / 1e12
    }
    var milliseconds: Double { microseconds / 1000 }
}
