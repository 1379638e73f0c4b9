/// Every bad or extreme input the sweep runs, each in its own process.
enum BadInputCatalogue {
    static let all: [BadInput] = layouts + configurations + viewAndClock + dataAndScreens + collage

    /// Runs the input called `name` (in the exit test's child process).
    static func run(named name: String) {
        guard let input = all.first(where: { $0.name == name }) else { fatalError("no input named \(name)") }
        input.run()
    }
}
