import Foundation

// The parser of Auto Layout's visual format language, the grammar Apple's guide gives:
//
//   format     := (orientation ':')? (superview connection)? view (connection view)* (connection superview)?
//   orientation:= 'H' | 'V'
//   superview  := '|'
//   connection := '' | '-' | '-' predicates '-'
//   predicates := predicate | '(' predicate (',' predicate)* ')'
//   predicate  := relation? (number | name) ('@' (number | name))?
//   relation   := '==' | '<=' | '>='
//   view       := '[' name ('(' predicate (',' predicate)* ')')? ']'
//
// Apple's table allows only a number or a metric name between the dashes without
// parentheses; UIKit also takes one whole predicate there (`->=10-`, `-30@750-`), which code
// in the wild relies on, so this parser does too. Whitespace between tokens is skipped. Names are letters, digits and underscores, not
// starting with a digit; a name in a predicate is a metric, or (inside a view's brackets) a
// view. The parser only builds the format's structure: the caller looks names up and makes
// constraints, so that every error is reported with the position it comes from.

/// A parsed visual format string.
struct VisualFormat {
    enum Orientation { case horizontal, vertical }

    /// What a predicate compares with: a number, or a name (a metric, or a view in a view's
    /// own predicates).
    enum Object {
        case number(Double, position: Int)
        case name(String, position: Int)

        /// Where the object starts in the format.
        var position: Int {
            switch self {
            case .number(_, let position), .name(_, let position): return position
            }
        }
    }

    /// `relation object @priority`.
    struct Predicate {
        var relation: LayoutRelation = .equal
        var object: Object
        var priority: Object?
    }

    /// A view with its size predicates.
    struct ViewElement {
        var name: String
        var position: Int
        var predicates: [Predicate]
    }

    /// The space between two neighbours: `nil` predicates for the standard space (`-`), an
    /// empty list for none (neighbours flush), else the predicates.
    struct Connection {
        var predicates: [Predicate]?
        var position: Int
    }

    var orientation: Orientation = .horizontal
    /// The connection from the superview's edge to the first view, when the format starts
    /// with `|`.
    var leading: Connection?
    var views: [ViewElement] = []
    /// `connections[i]` lies between `views[i]` and `views[i + 1]`.
    var connections: [Connection] = []
    /// The connection from the last view to the superview's edge, when the format ends
    /// with `|`.
    var trailing: Connection?
    /// Position of the leading and trailing `|` (for errors about the superview).
    var leadingBarPosition = 0
    var trailingBarPosition = 0
}

/// A format that does not parse, or that names something it was not given: the reason and
/// the position (in characters) it was found at.
struct VisualFormatError: Error {
    var reason: String
    var position: Int
}

/// A recursive-descent parser over the format's characters.
struct VisualFormatParser {
    private let characters: [Character]
    private var index = 0

    init(_ format: String) { characters = Array(format) }

    /// Parses the whole format.
    static func parse(_ format: String) throws(VisualFormatError) -> VisualFormat {
        var parser = VisualFormatParser(format)
        return try parser.parseFormat()
    }

    private var current: Character? { index < characters.count ? characters[index] : nil }

    private mutating func skipSpaces() {
        // Any whitespace, line breaks included ("\r\n" is one character).
        while let c = current, c.isWhitespace { index += 1 }
    }

    private func fail(_ reason: String, at position: Int? = nil) -> VisualFormatError {
        VisualFormatError(reason: reason, position: position ?? index)
    }

    /// Consumes `character` if it is next (after spaces).
    private mutating func take(_ character: Character) -> Bool {
        skipSpaces()
        guard current == character else { return false }
        index += 1
        return true
    }

    private mutating func expect(_ character: Character, _ reason: String) throws(VisualFormatError) {
        guard take(character) else { throw fail(reason) }
    }

    private mutating func parseFormat() throws(VisualFormatError) -> VisualFormat {
        var format = VisualFormat()
        skipSpaces()
        // An orientation is a letter followed by a colon; a view name never starts a format
        // (views are in brackets), so a letter here must be one.
        if let c = current, c == "H" || c == "V" {
            let start = index
            index += 1
            guard take(":") else {
                throw fail("Expected ':' after '\(c)' to specify \(c == "H" ? "horizontal" : "vertical") arrangement", at: start + 1)
            }
            format.orientation = c == "H" ? .horizontal : .vertical
        } else if let c = current, c.isLetter {
            throw fail("Expected an orientation ('H:' or 'V:'), '|' or '['")
        }
        skipSpaces()
        if current == "|" {
            format.leadingBarPosition = index
            index += 1
            format.leading = try parseConnection()
        }
        skipSpaces()
        guard current == "[" else { throw fail("Expected a view: '[' and a view name") }
        format.views.append(try parseView())
        while true {
            skipSpaces()
            guard let c = current else { break }
            if c == "|" {
                format.trailing = VisualFormat.Connection(predicates: [], position: index)
                format.trailingBarPosition = index
                index += 1
                break
            }
            let connection = try parseConnection()
            skipSpaces()
            if current == "|" {
                format.trailing = connection
                format.trailingBarPosition = index
                index += 1
                break
            }
            guard current == "[" else {
                throw fail(current == nil ? "Expected a view or '|' after a connection" : "Expected a view, a connection or '|'")
            }
            format.connections.append(connection)
            format.views.append(try parseView())
        }
        skipSpaces()
        if current != nil { throw fail("Unexpected characters after the superview's '|'") }
        return format
    }

    /// After a view or the leading `|`: nothing (flush), `-` (standard) or `-predicates-`.
    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormat.Connection {
        skipSpaces()
        let position = index
        guard current == "-" else { return VisualFormat.Connection(predicates: [], position: position) }
        index += 1
        skipSpaces()
        if current == "[" || current == "|" { return VisualFormat.Connection(predicates: nil, position: position) }
        if current == nil { throw fail("Expected a view: '[' and a view name") }
        let predicates: [VisualFormat.Predicate]
        if current == "(" {
            index += 1
            predicates = try parsePredicateList(allowingViews: false)
        } else {
            predicates = [try parsePredicate(allowingViews: false)]
        }
        try expect("-", "Expected '-' after the spacing")
        return VisualFormat.Connection(predicates: predicates, position: position)
    }

    /// `[name(predicates)]`.
    private mutating func parseView() throws(VisualFormatError) -> VisualFormat.ViewElement {
        try expect("[", "Expected '['")
        skipSpaces()
        let position = index
        guard let name = parseName() else { throw fail("Expected a view name after '['") }
        var predicates: [VisualFormat.Predicate] = []
        if take("(") { predicates = try parsePredicateList(allowingViews: true) }
        try expect("]", "Expected ']' after the view")
        return VisualFormat.ViewElement(name: name, position: position, predicates: predicates)
    }

    /// Predicates separated by commas, up to the closing parenthesis (already inside it).
    private mutating func parsePredicateList(allowingViews: Bool) throws(VisualFormatError) -> [VisualFormat.Predicate] {
        var predicates: [VisualFormat.Predicate] = []
        repeat {
            predicates.append(try parsePredicate(allowingViews: allowingViews))
        } while take(",")
        try expect(")", "Expected ')' or ',' after a predicate")
        return predicates
    }

    private mutating func parsePredicate(allowingViews: Bool) throws(VisualFormatError) -> VisualFormat.Predicate {
        skipSpaces()
        var predicate = VisualFormat.Predicate(object: .number(0, position: index))
        if let c = current, c == "=" || c == "<" || c == ">" {
            let start = index
            index += 1
            guard current == "=" else { throw fail("Expected '==', '<=' or '>='", at: start) }
            index += 1
            predicate.relation = c == "=" ? .equal : c == "<" ? .lessThanOrEqual : .greaterThanOrEqual
        }
        predicate.object = try parseObject(allowingViews: allowingViews)
        if take("@") { predicate.priority = try parseObject(allowingViews: false) }
        return predicate
    }

    /// A number (with an optional sign) or a name.
    private mutating func parseObject(allowingViews: Bool) throws(VisualFormatError) -> VisualFormat.Object {
        skipSpaces()
        let start = index
        if let name = parseName() { return .name(name, position: start) }
        var text = ""
        if let c = current, c == "-" || c == "+" {
            text.append(c)
            index += 1
        }
        while let c = current, c.isASCII, c.isNumber || c == "." || c == "e" || c == "E" {
            text.append(c)
            index += 1
            // An exponent may have a sign (`25e-1`), as strtod reads it.
            if c == "e" || c == "E", let sign = current, sign == "-" || sign == "+" {
                text.append(sign)
                index += 1
            }
        }
        guard let value = Double(text), value.isFinite else {
            index = start
            throw fail(allowingViews ? "Expected a number, a metric or a view name" : "Expected a number or a metric name")
        }
        return .number(value, position: start)
    }

    /// An identifier, or `nil` (nothing consumed) if none starts here.
    private mutating func parseName() -> String? {
        guard let first = current, first == "_" || (first.isASCII && first.isLetter) else { return nil }
        var name = ""
        while let c = current, c == "_" || (c.isASCII && (c.isLetter || c.isNumber)) {
            name.append(c)
            index += 1
        }
        return name
    }
}
