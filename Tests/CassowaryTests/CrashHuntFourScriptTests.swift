import Cassowary
import Foundation
import SolverScript
import Testing

// A fourth crash hunt: the script format `masonry solve` reads, given malformed statements,
// statements in unusual orders, huge numbers and empty input.

@Suite struct CrashHuntFourScriptTests {
    /// The parse error's text, or `nil` when the script parses.
    private func parse(_ text: String) -> String? {
        do {
            _ = try SystemScript(parsing: text, fileName: "s")
            return nil
        } catch {
            return "\(error)"
        }
    }

    private func run(_ text: String) throws -> ScriptRun {
        try SystemScript(parsing: text, fileName: "s").run()
    }

    /// An edit variable declared after a `suggest`: the earlier suggest gives a value for the
    /// edit variables declared before it only, and its snapshot lists only those.
    @Test func editDeclaredAfterASuggest() throws {
        let run = try run("""
            edit x strong
            suggest 5
            edit y strong
            suggest 6 7
            """)
        #expect(run.transcript == ["suggest 5: x=5 y=0", "suggest 6 7: x=6 y=7"])
        #expect(run.snapshots.map { $0.suggestions.map(\.value) } == [[5], [6, 7]])
        #expect(run.snapshots.map { $0.suggestions.map(\.variable.name) } == [["x"], ["x", "y"]])
    }

    /// A suggest with no edit variable at all, before any is declared.
    @Test func suggestBeforeAnyEdit() throws {
        let run = try run("suggest\nedit x weak\nconstraint x + -3 == 0 | required\nsuggest 1")
        #expect(run.transcript == ["suggest: x=0", "suggest 1: x=3"])
        #expect(run.snapshots[0].suggestions.isEmpty)
    }

    @Test func emptyAndBlankScripts() throws {
        for text in ["", "\n\n\n", "   \t  ", "# only a comment", "\r\n\r\n"] {
            let run = try run(text)
            #expect(run.transcript.isEmpty)
            #expect(run.snapshots.isEmpty)
        }
    }

    /// Every malformed statement names its line and what is wrong.
    @Test func malformedStatements() {
        let cases: [(String, String)] = [
            ("edit", "s:1: expected 'edit VARIABLE STRENGTH'"),
            ("edit x nope", "s:1: unknown strength 'nope'"),
            ("strength a 1 2", "s:1: expected 'strength NAME a b c [w]'"),
            ("strength a 1 2 nan", "s:1: 'nan' is not a finite number"),
            ("strength a 1 2 3 inf", "s:1: 'inf' is not a finite number"),
            ("constraint x == 0", "s:1: missing '| STRENGTH': expected 'constraint EXPR OP 0 | STRENGTH'"),
            ("constraint x == 0 | required | weak", "s:1: expected one strength after '|': 'constraint EXPR OP 0 | STRENGTH'"),
            ("constraint == 0 | required", "s:1: the right-hand side must be 0"),
            ("constraint x == 1 | required", "s:1: the right-hand side must be 0"),
            ("constraint x != 0 | required", "s:1: expected ==, <= or >= before '0', found '!='"),
            ("constraint x + == 0 | required", "s:1: the expression ends with an operator"),
            ("constraint * x == 0 | required", "s:1: '*' is not a number or a variable name"),
            ("constraint x * 2 == 0 | required", "s:1: '*' must follow a number"),
            ("constraint 1e400 * x == 0 | required", "s:1: '1e400' is not a finite number"),
            ("constraint - == 0 | required", "s:1: '-' is not a number or a variable name"),
            ("constraint -1x == 0 | required", "s:1: '-1x' is not a number or a variable name"),
            ("constraint x y == 0 | required", "s:1: expected '+' or '*', found 'y'"),
            ("remove 0", "s:1: '0' is not the index of an earlier constraint (0..<0)"),
            ("constraint x == 0 | weak\nremove -1", "s:2: '-1' is not the index of an earlier constraint (0..<1)"),
            ("constraint x == 0 | weak\nremove 99999999999999999999", "s:2: '99999999999999999999' is not the index of an earlier constraint (0..<1)"),
            ("constraint x == 0 | weak\nupdate 0 nan", "s:2: 'nan' is not a finite number"),
            ("edit x weak\nsuggest", "s:2: 'suggest' needs 1 value(s), one per edit variable; got 0"),
            ("edit x weak\nsuggest 1 2", "s:2: 'suggest' needs 1 value(s), one per edit variable; got 2"),
            ("edit x weak\nsuggest -inf", "s:2: '-inf' is not a finite number"),
            ("frobnicate", "s:1: unknown statement 'frobnicate' (expected strength, edit, constraint, remove, update or suggest)"),
        ]
        for (text, expected) in cases {
            #expect(parse(text) == expected, "\(text)")
        }
    }

    /// Statements the parser takes but the solver refuses: the run throws the solver's
    /// reason with the line, and the transcript up to it.
    @Test func refusedWhileRunning() throws {
        let cases: [(String, String)] = [
            ("edit x weak\nedit x strong", "s:2: duplicate edit variable x"),
            ("edit x required", "s:1: an edit variable cannot have the required strength"),
            ("constraint x == 0 | weak\nremove 0\nremove 0", "s:3: unknown constraint"),
        ]
        for (text, expected) in cases {
            do {
                _ = try run(text)
                Issue.record("\(text) ran")
            } catch let error as ScriptError {
                #expect(error.description.hasPrefix(expected), "\(error.description)")
            }
        }
        // The transcript holds what was solved before the failing line.
        do {
            _ = try run("edit x weak\nsuggest 4\nedit x medium")
            Issue.record("ran")
        } catch let error as ScriptError {
            #expect(error.line == 3)
            #expect(error.transcript == ["suggest 4: x=4"])
        }
    }

    /// A removed constraint updated: the solver does not know it any more.
    @Test func updateOfARemovedConstraint() throws {
        do {
            _ = try run("constraint x + -1 == 0 | required\nremove 0\nupdate 0 5")
            Issue.record("ran")
        } catch let error as ScriptError {
            #expect(error.line == 3)
            #expect(error.message.hasPrefix("unknown constraint"))
        }
    }

    /// Numbers at the edge of Double: products and sums that overflow make the constraint
    /// invalid, which the solver refuses with a clear reason instead of solving with an
    /// infinity.
    @Test func overflowingCoefficients() throws {
        do {
            _ = try run("constraint 1e308 * 1e308 * x == 0 | required")
            Issue.record("ran")
        } catch let error as ScriptError {
            #expect(error.line == 1)
            #expect(error.message.hasPrefix("invalid value"))
        }
        do {
            _ = try run("constraint x + 1e308 + 1e308 == 0 | required")
            Issue.record("ran")
        } catch let error as ScriptError {
            #expect(error.line == 1)
            #expect(error.message.hasPrefix("invalid value"))
        }
        // Finite but enormous: solved as written. A later suggestion of -1e308 moves the
        // constants by -2e308, past the largest Double: it used to leave NaN values behind
        // (and every later answer NaN); it is refused, and the solver keeps its answer.
        do {
            _ = try run("""
                edit x strong
                constraint 1e300 * x + -1e300 * y == 0 | required
                constraint y + -1e-300 >= 0 | required
                suggest 1e308
                suggest -1e308
                """)
            Issue.record("ran")
        } catch let error as ScriptError {
            #expect(error.line == 5)
            #expect(error.message.hasPrefix("invalid value"))
            #expect(error.message.hasSuffix("puts the solution past the range of a Double"))
            #expect(error.transcript == ["suggest 1e308: x=1e+308 y=1e+308"])
        }
    }

    /// The same variable many times in one expression, a cycle of equalities, and a
    /// contradiction: each line says what happened.
    @Test func duplicatesAndCycles() throws {
        let run = try run("""
            edit a weak
            constraint a + a + -1 * a + -10 == 0 | required
            constraint a + -b == 0 | required
            constraint b + -c == 0 | required
            constraint c + -a == 0 | required
            constraint c + -11 == 0 | required
            suggest 3
            """)
        #expect(run.transcript == ["unsatisfiable 6", "suggest 3: a=10 b=10 c=10"])
        #expect(run.unsatisfiable.map(\.line) == [6])
    }

    /// Strength definitions that clip, redefine a built-in name, or multiply huge weights.
    @Test func oddStrengths() throws {
        let run = try run("""
            strength huge 1e308 1e308 1e308 1e308
            strength required 0 0 1
            strength neg -5 -5 -5
            edit x neg
            constraint x + -2 == 0 | huge
            constraint x + -4 == 0 | required
            suggest 9
            """)
        // `huge` clips to 1000 of each level (the largest non-required strength); the
        // redefined `required` is weak, so `huge` wins; `neg` is 0.
        #expect(run.transcript == ["suggest 9: x=2"])
    }

    /// A long script (many lines, Windows line ends, tabs): parsed and run line by line.
    @Test func longScriptWithWindowsLineEnds() throws {
        var lines = ["edit x0 strong"]
        for k in 1..<2000 { lines.append("constraint\tx\(k) + -1 * x\(k - 1) + -1 == 0 | required") }
        lines.append("suggest 0")
        let run = try run(lines.joined(separator: "\r\n"))
        #expect(run.transcript.count == 1)
        #expect(run.snapshots[0].values.first { $0.name == "x1999" }?.value == 1999)
    }

    /// Unicode names and a format of huge, tiny and negative values.
    @Test func unicodeNamesAndFormatting() throws {
        let run = try run("edit é weak\nconstraint é + -ü == 0 | required\nsuggest -0.000001")
        #expect(run.transcript == ["suggest -0.000001: é=-1e-06 ü=-1e-06"])
        #expect(SolverScript.format(1e300) == "1e+300")
        #expect(SolverScript.format(-1e15) == "-1000000000000000.0")
        #expect(SolverScript.format(999_999_999_999_999) == "1000000000000000.0")
        #expect(SolverScript.format(.nan) == "nan")
        #expect(SolverScript.format(-.infinity) == "-inf")
    }
}
