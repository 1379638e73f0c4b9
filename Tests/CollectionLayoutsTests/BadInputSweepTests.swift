import Testing

/// The bad-input sweep: every input of ``BadInputCatalogue`` in its own process, expecting a
/// named error or a documented clamp — a trap, a hang cut short or a wrong message fails it.
@Suite("Bad and extreme input, each in its own process")
struct BadInputSweepTests {
    @Test func theCatalogueIsLargeAndNamesEachInputOnce() {
        let names = BadInputCatalogue.all.map(\.name)
        #expect(names.count >= 150)
        #expect(Set(names).count == names.count)
    }

    @Test(arguments: BadInputCatalogue.all.map(\.name))
    func input(named name: String) async {
        let passed = await #expect(processExitsWith: .success, "\(name)") { [name] in
            BadInputCatalogue.run(named: name)
        } != nil
        guard !passed else { return }
        // Once more, to show the child's last words: the failed requirement or the trap's message.
        let failure = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [name] in
            BadInputCatalogue.run(named: name)
        }
        if let failure {
            let lines = String(decoding: failure.standardErrorContent, as: UTF8.self).split(separator: "\n")
            let message = lines.first { $0.contains("Fatal error") || $0.contains("rror:") } ?? lines.first ?? "no output"
            Issue.record("\(name): \(message)")
        }
    }
}
