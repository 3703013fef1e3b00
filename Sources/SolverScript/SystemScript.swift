import Cassowary

/// A constraint system written as text, one statement a line (`#` starts a comment):
///
/// ```
/// strength NAME a b c [w]          Strength.create(a, b, c, weight: w); w defaults to 1
/// edit VARIABLE STRENGTH           solver.addEditVariable
/// constraint EXPR OP 0 | STRENGTH  OP one of == >= <=; EXPR a sum of [coef *] name and numbers
/// remove K                         removes the K-th `constraint` statement (0-based)
/// update K CONSTANT                solver.updateConstant of the K-th constraint
/// suggest V1 V2 ...                suggestValue for each edit variable in order, then updateVariables
/// ```
///
/// This is the grammar of kiwi's enaml-like benchmark (`shared/bench/enaml_like.txt`) with
/// `remove` and `update` added. Variables are created on first use.
public struct SystemScript {
    /// One parsed statement, with its 1-based line number.
    public enum Statement {
        case edit(variable: String, strength: Strength)
        case constraint(index: Int, constraint: Constraint)
        case remove(index: Int)
        case update(index: Int, constant: Double)
        case suggest(values: [Double], text: String)
    }

    /// The statements in file order, each with its line number.
    public private(set) var statements: [(line: Int, statement: Statement)] = []
    /// Every variable, by name.
    public private(set) var variables: [String: Variable] = [:]
    /// The edit variables in declaration order.
    public private(set) var editVariables: [Variable] = []
    /// Every `constraint` statement's constraint, in order.
    public private(set) var constraints: [Constraint] = []
    /// The line of each `constraint` statement.
    public private(set) var constraintLines: [Int] = []
    /// The file name used in error messages.
    public let fileName: String

    /// Parses a script.
    /// - Throws: ``ScriptError`` naming the file and line of the first bad statement.
    public init(parsing text: String, fileName: String = "<input>") throws {
        self.fileName = fileName
        var strengths: [String: Strength] = [
            "required": .required, "strong": .strong, "medium": .medium, "weak": .weak,
        ]
        var lineNumber = 0
        // `\n`, or `\r\n` from a file written on Windows (one Character in Swift).
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            lineNumber += 1
            var line = Substring(rawLine)
            if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard let keyword = words.first else { continue }
            func fail(_ message: String) -> ScriptError {
                ScriptError(fileName: fileName, line: lineNumber, message: message)
            }
            func number(_ word: String) throws -> Double {
                guard let value = Double(word), value.isFinite else { throw fail("'\(word)' is not a finite number") }
                return value
            }
            func constraintIndex(_ word: String) throws -> Int {
                guard let k = Int(word), k >= 0, k < constraints.count else {
                    throw fail("'\(word)' is not the index of an earlier constraint (0..<\(constraints.count))")
                }
                return k
            }
            switch keyword {
            case "strength":
                guard words.count == 5 || words.count == 6 else {
                    throw fail("expected 'strength NAME a b c [w]'")
                }
                let weight = words.count == 6 ? try number(words[5]) : 1
                strengths[words[1]] = Strength.create(try number(words[2]), try number(words[3]), try number(words[4]), weight: weight)
            case "edit":
                guard words.count == 3 else { throw fail("expected 'edit VARIABLE STRENGTH'") }
                guard let strength = strengths[words[2]] else { throw fail("unknown strength '\(words[2])'") }
                let variable = self.variable(words[1])
                editVariables.append(variable)
                statements.append((lineNumber, .edit(variable: words[1], strength: strength)))
            case "constraint":
                let constraint = try parseConstraint(Array(words.dropFirst()), strengths: strengths, fail: fail)
                statements.append((lineNumber, .constraint(index: constraints.count, constraint: constraint)))
                constraints.append(constraint)
                constraintLines.append(lineNumber)
            case "remove":
                guard words.count == 2 else { throw fail("expected 'remove K'") }
                statements.append((lineNumber, .remove(index: try constraintIndex(words[1]))))
            case "update":
                guard words.count == 3 else { throw fail("expected 'update K CONSTANT'") }
                statements.append((lineNumber, .update(index: try constraintIndex(words[1]), constant: try number(words[2]))))
            case "suggest":
                let values = try words.dropFirst().map(number)
                guard values.count == editVariables.count else {
                    throw fail("'suggest' needs \(editVariables.count) value(s), one per edit variable; got \(values.count)")
                }
                statements.append((lineNumber, .suggest(values: values, text: words.joined(separator: " "))))
            default:
                throw fail("unknown statement '\(keyword)' (expected strength, edit, constraint, remove, update or suggest)")
            }
        }
    }

    private mutating func variable(_ name: String) -> Variable {
        if let existing = variables[name] { return existing }
        let created = Variable(name)
        variables[name] = created
        return created
    }

    private mutating func parseConstraint(
        _ words: [String], strengths: [String: Strength], fail: (String) -> ScriptError
    ) throws -> Constraint {
        // EXPR OP 0 | STRENGTH
        guard let bar = words.firstIndex(of: "|"), bar + 2 == words.count else {
            throw fail(words.contains("|")
                ? "expected one strength after '|': 'constraint EXPR OP 0 | STRENGTH'"
                : "missing '| STRENGTH': expected 'constraint EXPR OP 0 | STRENGTH'")
        }
        guard let strength = strengths[words[bar + 1]] else { throw fail("unknown strength '\(words[bar + 1])'") }
        guard bar >= 3, words[bar - 1] == "0" else { throw fail("the right-hand side must be 0") }
        let relation: Relation
        switch words[bar - 2] {
        case "==": relation = .equal
        case "<=": relation = .lessThanOrEqual
        case ">=": relation = .greaterThanOrEqual
        default: throw fail("expected ==, <= or >= before '0', found '\(words[bar - 2])'")
        }
        var expression = LinearExpression()
        var pending: Double?
        var expectOperand = true
        for word in words[..<(bar - 2)] {
            if expectOperand {
                if let value = Double(word) {
                    guard value.isFinite else { throw fail("'\(word)' is not a finite number") }
                    pending = (pending ?? 1) * value
                    expectOperand = false
                } else if word.first == "-", word.count > 1 {
                    let name = String(word.dropFirst())
                    guard isName(name) else { throw fail("'\(word)' is not a number or a variable name") }
                    expression.terms.append(Term(variable(name), -(pending ?? 1)))
                    pending = nil
                    expectOperand = false
                } else if isName(word) {
                    expression.terms.append(Term(variable(word), pending ?? 1))
                    pending = nil
                    expectOperand = false
                } else {
                    throw fail("'\(word)' is not a number or a variable name")
                }
            } else if word == "*" {
                guard pending != nil else { throw fail("'*' must follow a number") }
                expectOperand = true
            } else if word == "+" {
                if let value = pending { expression.constant += value; pending = nil }
                expectOperand = true
            } else {
                throw fail("expected '+' or '*', found '\(word)'")
            }
        }
        if expectOperand { throw fail("the expression ends with an operator") }
        if let value = pending { expression.constant += value }
        return Constraint(expression, relation, strength: strength)
    }

    private func isName(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return word.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}

/// A bad statement in a ``SystemScript``: prints as `FILE:LINE: message`.
public struct ScriptError: Error, CustomStringConvertible {
    /// The script's file name.
    public var fileName: String
    /// The 1-based line number.
    public var line: Int
    /// What is wrong.
    public var message: String
    /// For an error while running: the output of the statements before the failing one
    /// (``ScriptRun/transcript``), so that a caller can still show what was solved.
    public var transcript: [String] = []
    /// `FILE:LINE: message`.
    public var description: String { "\(fileName):\(line): \(message)" }
}
