import Foundation

/// The text form of a template, written by hand and printed back:
///
/// ```text
/// template := divider ((";" | newline) divider)*      blank lines and "# comments" are skipped
/// divider  := ("v" | "h") position [position] ["from" anchor] ["to" anchor]
/// anchor   := "border" | "d" index                    index from 1, in the order listed
/// position := decimal | integer "/" integer           strictly between 0 and 1
/// ```
///
/// `v 1/2` is a vertical divider across the canvas at x = ½; `h 0.4 0.6 from d1` a slanted
/// horizontal divider from divider 1 to the right border, at y = 0.4 on the left edge and 0.6
/// on the right. The empty text is the single cell.
extension CollageTemplate {
    /// Parses `text`; throws ``CollageError/syntax(line:column:expected:found:)`` naming the place,
    /// or the template's own error for dividers that do not make cells.
    public init(text: String) throws(CollageError) {
        var parser = CollageTextParser(text)
        try self.init(dividers: try parser.dividers())
    }

    /// The text form: dividers joined by "; ", positions as fractions with a denominator up to
    /// 12 when exact, anchors on the border left out. Parsing it gives this template back.
    public var text: String {
        dividers.map { divider in
            var words = [divider.orientation == .vertical ? "v" : "h", Self.format(divider.start)]
            if divider.isSlanted { words.append(Self.format(divider.end)) }
            if case .divider(let index) = divider.startAnchor { words += ["from", "d\(index + 1)"] }
            if case .divider(let index) = divider.endAnchor { words += ["to", "d\(index + 1)"] }
            return words.joined(separator: " ")
        }.joined(separator: "; ")
    }

    /// `p/q` when a denominator up to 12 gives exactly `value`, else the shortest decimal that
    /// reads back as `value`.
    static func format(_ value: CGFloat) -> String {
        for denominator in 2...12 {
            let numerator = (value * CGFloat(denominator)).rounded()
            if numerator > 0, numerator < CGFloat(denominator), numerator / CGFloat(denominator) == value {
                return "\(Int(numerator))/\(denominator)"
            }
        }
        return "\(Double(value))"
    }
}

/// Reads the text form word by word, keeping the line and column of each word for errors.
struct CollageTextParser {
    private struct Word {
        var text: String
        var line: Int
        var column: Int
    }

    /// The words of each divider statement, in order.
    private var statements: [[Word]] = []
    /// Where the text ends, for "found end of text" errors.
    private var endLine = 1, endColumn = 1

    init(_ text: String) {
        var line = 1, column = 1
        var current: [Word] = [], word = "", wordColumn = 1, inComment = false
        func finishWord() {
            if !word.isEmpty { current.append(Word(text: word, line: line, column: wordColumn)) }
            word = ""
        }
        func finishStatement() {
            finishWord()
            if !current.isEmpty { statements.append(current) }
            current = []
        }
        for character in text {
            if character == "\n" {
                finishStatement()
                inComment = false
                line += 1
                column = 1
                continue
            }
            defer { column += 1 }
            if inComment { continue }
            switch character {
            case "#": finishStatement(); inComment = true
            case ";": finishStatement()
            case " ", "\t", "\r": finishWord()
            default:
                if word.isEmpty { wordColumn = column }
                word.append(character)
            }
        }
        finishStatement()
        (endLine, endColumn) = (line, column)
    }

    mutating func dividers() throws(CollageError) -> [CollageDivider] {
        var result: [CollageDivider] = []
        for statement in statements {
            result.append(try divider(statement))
        }
        return result
    }

    private func divider(_ words: [Word]) throws(CollageError) -> CollageDivider {
        var position = 0
        func next(expected: String) throws(CollageError) -> Word {
            guard position < words.count else {
                let last = words[words.count - 1]
                throw .syntax(line: last.line, column: last.column + last.text.count, expected: expected, found: "end of divider")
            }
            defer { position += 1 }
            return words[position]
        }
        let kind = try next(expected: "\"v\" or \"h\"")
        let orientation: CollageDivider.Orientation
        switch kind.text {
        case "v": orientation = .vertical
        case "h": orientation = .horizontal
        default: throw .syntax(line: kind.line, column: kind.column, expected: "\"v\" or \"h\"", found: "\"\(kind.text)\"")
        }
        let start = try number(try next(expected: "a position"))
        var end: CGFloat?
        if position < words.count, let value = try? number(words[position]) {
            end = value
            position += 1
        }
        var startAnchor = CollageDivider.Anchor.border, endAnchor = CollageDivider.Anchor.border
        var seen: Set<String> = []
        while position < words.count {
            let keyword = words[position]
            guard ["from", "to"].contains(keyword.text), seen.insert(keyword.text).inserted else {
                let expected = seen.isEmpty ? "a second position, \"from\" or \"to\"" : "\"from\" or \"to\" (once each)"
                throw .syntax(line: keyword.line, column: keyword.column, expected: expected, found: "\"\(keyword.text)\"")
            }
            position += 1
            let anchor = try anchor(try next(expected: "\"border\" or a divider such as \"d1\""))
            if keyword.text == "from" { startAnchor = anchor } else { endAnchor = anchor }
        }
        return CollageDivider(orientation, at: start, end, from: startAnchor, to: endAnchor)
    }

    private func number(_ word: Word) throws(CollageError) -> CGFloat {
        let parts = word.text.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count == 2, let numerator = Int(parts[0]), let denominator = Int(parts[1]), denominator != 0 {
            return CGFloat(numerator) / CGFloat(denominator)
        }
        if parts.count == 1, word.text.first.map({ $0.isNumber || $0 == "." || $0 == "-" }) == true,
           let value = Double(word.text) {
            return CGFloat(value)
        }
        throw .syntax(line: word.line, column: word.column, expected: "a position such as 0.5 or 1/3", found: "\"\(word.text)\"")
    }

    private func anchor(_ word: Word) throws(CollageError) -> CollageDivider.Anchor {
        if word.text == "border" { return .border }
        if word.text.hasPrefix("d"), let index = Int(word.text.dropFirst()), index >= 1 { return .divider(index - 1) }
        throw .syntax(line: word.line, column: word.column, expected: "\"border\" or a divider such as \"d1\"", found: "\"\(word.text)\"")
    }
}
