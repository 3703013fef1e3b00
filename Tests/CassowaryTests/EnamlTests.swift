import Foundation
import Testing
import Cassowary
import SolverScript

/// The folder of test fixtures inside the test bundle.
func fixturesURL() throws -> URL {
    try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
}

/// Parses an expected file: `suggest W H: a=1 b=2` lines (label, values by name) and
/// `unsatisfiable LINE` lines, in order.
struct ExpectedFile {
    var snapshots: [(label: String, values: [(name: String, value: Double)])] = []
    var unsatisfiableLines: [Int] = []
    var lines: [String] = []

    init(_ text: String) throws {
        for raw in text.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            lines.append(line)
            if line.hasPrefix("unsatisfiable ") {
                unsatisfiableLines.append(try #require(Int(line.dropFirst("unsatisfiable ".count))))
                continue
            }
            let colon = try #require(line.firstIndex(of: ":"), "no ':' in \(line)")
            let label = String(line[..<colon])
            var values: [(String, Double)] = []
            for pair in line[line.index(after: colon)...].split(separator: " ") {
                let eq = try #require(pair.firstIndex(of: "="), "bad pair \(pair)")
                values.append((String(pair[..<eq]), try #require(Double(pair[pair.index(after: eq)...]))))
            }
            snapshots.append((label, values))
        }
    }
}

@Suite("The enaml-like system and the script format")
struct EnamlTests {
    @Test func everyVariableAfterEverySuggest() throws {
        let folder = try fixturesURL()
        let text = try String(contentsOf: folder.appendingPathComponent("enaml_like.txt"), encoding: .utf8)
        let expected = try ExpectedFile(String(contentsOf: folder.appendingPathComponent("enaml_like.expected.txt"), encoding: .utf8))
        let script = try SystemScript(parsing: text, fileName: "enaml_like.txt")
        #expect(script.constraints.count == 111)
        #expect(script.editVariables.map(\.name) == ["width", "height"])
        let run = try script.run()
        #expect(run.unsatisfiable.isEmpty)
        #expect(expected.snapshots.count == 6)
        #expect(run.snapshots.count == expected.snapshots.count)
        for (got, want) in zip(run.snapshots, expected.snapshots) {
            #expect(got.label == want.label)
            #expect(got.values.map(\.name) == want.values.map(\.name))
            for (g, w) in zip(got.values, want.values) {
                #expect(close(g.value, w.value), "\(want.label): \(w.name) = \(g.value), expected \(w.value)")
            }
        }
        #expect(run.transcript.count == expected.lines.count)
        for (g, w) in zip(run.transcript, expected.lines) {
            #expect(g.split(separator: ":").first == w.split(separator: ":").first)
        }
    }

    @Test func enamlSolutionInDetail() throws {
        let folder = try fixturesURL()
        let text = try String(contentsOf: folder.appendingPathComponent("enaml_like.txt"), encoding: .utf8)
        let script = try SystemScript(parsing: text, fileName: "enaml_like.txt")
        let run = try script.run()
        let first = Dictionary(uniqueKeysWithValues: try #require(run.snapshots.first).values.map { ($0.name, $0.value) })
        // suggest 400 600 (from the expected file)
        #expect(close(first["width"] ?? .nan, 400))
        #expect(close(first["height"] ?? .nan, 600))
        #expect(close(first["ctwidth"] ?? .nan, 303))
        #expect(close(first["lb1top"] ?? .nan, 12.5))
        #expect(close(first["fl3top"] ?? .nan, 569))
        #expect(close(first["contents_bottom"] ?? .nan, 590))
    }

    @Test func enamlOnAReusedSolverAfterReset() throws {
        let folder = try fixturesURL()
        let text = try String(contentsOf: folder.appendingPathComponent("enaml_like.txt"), encoding: .utf8)
        let expected = try ExpectedFile(String(contentsOf: folder.appendingPathComponent("enaml_like.expected.txt"), encoding: .utf8))
        let solver = Solver()
        _ = try SystemScript(parsing: text).run(solver)
        solver.reset()
        let run = try SystemScript(parsing: text).run(solver)
        #expect(run.snapshots.count == 6 && expected.snapshots.count == 6)
        #expect(run.unsatisfiable.isEmpty)
        for (got, want) in zip(run.snapshots, expected.snapshots) {
            #expect(got.label == want.label)
            #expect(got.values.map(\.name) == want.values.map(\.name))
            for (g, w) in zip(got.values, want.values) { #expect(close(g.value, w.value), "\(w.name)") }
        }
    }

    // MARK: The script format

    @Test func smallScript() throws {
        let text = """
        # a comment
        strength half 0 0 1 0.5
        edit w strong
        constraint a + -10 >= 0 | required   # trailing comment
        constraint 2 * a + b + -1 * w == 0 | required
        constraint b + -100 == 0 | half
        suggest 200
        update 0 -50
        suggest 200
        remove 0
        constraint a + -95 >= 0 | required
        suggest 150
        """
        let script = try SystemScript(parsing: text, fileName: "small.txt")
        #expect(script.constraints.count == 4)
        #expect(script.constraints[2].strength.value == 0.5)
        #expect(script.line(of: script.constraints[1]) == 5)
        let run = try script.run()
        #expect(run.snapshots.count == 3)
        // 2a + b = 200, a >= 10, b == 100 weakly -> a 50, b 100.
        #expect(run.transcript[0] == "suggest 200: a=50 b=100 w=200")
        // a >= 50 -> a 50 still.
        #expect(run.transcript[1] == "suggest 200: a=50 b=100 w=200")
        // a >= 95 with w 150: a 95, b -40 (a required lower bound; w strong keeps 150)
        #expect(run.transcript[2] == "suggest 150: a=95 b=-40 w=150")
        #expect(run.transcript.count == 3 && run.unsatisfiable.isEmpty)
        let last = Dictionary(uniqueKeysWithValues: run.snapshots[2].values.map { ($0.name, $0.value) })
        #expect(close(last["a"]!, 95) && close(last["b"]!, -40) && close(last["w"]!, 150))
        #expect(run.snapshots[2].installed.count == 3)
        #expect(run.snapshots[2].suggestions.count == 1 && run.snapshots[2].suggestions[0].value == 150)
    }

    @Test func unsatisfiableLinesAreRecorded() throws {
        let text = """
        constraint x + -10 >= 0 | required
        constraint x + -5 <= 0 | required
        edit x weak
        suggest 3
        """
        let run = try SystemScript(parsing: text).run()
        #expect(run.transcript == ["unsatisfiable 2", "suggest 3: x=10"])
        #expect(run.unsatisfiable.count == 1 && run.unsatisfiable[0].line == 2)
    }

    @Test func removingARefusedConstraintIsAnErrorWithItsLine() throws {
        let text = """
        constraint x + -10 >= 0 | required
        constraint x + -5 <= 0 | required
        remove 1
        """
        let script = try SystemScript(parsing: text, fileName: "r.txt")
        do {
            _ = try script.run()
            Issue.record("expected a ScriptError")
        } catch let error as ScriptError {
            #expect(error.fileName == "r.txt" && error.line == 3)
            #expect(error.description == "r.txt:3: unknown constraint x - 5 <= 0 | required")
        }
    }

    @Test(arguments: [
        ("frobnicate x", 1, "unknown statement 'frobnicate' (expected strength, edit, constraint, remove, update or suggest)"),
        ("\n\nstrength s 1 2", 3, "expected 'strength NAME a b c [w]'"),
        ("strength s 1 2 x", 1, "'x' is not a finite number"),
        ("edit x", 1, "expected 'edit VARIABLE STRENGTH'"),
        ("edit x mighty", 1, "unknown strength 'mighty'"),
        ("constraint x == 0", 1, "missing '| STRENGTH': expected 'constraint EXPR OP 0 | STRENGTH'"),
        ("constraint x == 0 | weak strong", 1, "expected one strength after '|': 'constraint EXPR OP 0 | STRENGTH'"),
        ("constraint x == 0 | mighty", 1, "unknown strength 'mighty'"),
        ("constraint x == 1 | weak", 1, "the right-hand side must be 0"),
        ("constraint x != 0 | weak", 1, "expected ==, <= or >= before '0', found '!='"),
        ("constraint x + 0 | weak", 1, "expected ==, <= or >= before '0', found '+'"),
        ("constraint x + == 0 | weak", 1, "the expression ends with an operator"),
        ("constraint x y == 0 | weak", 1, "expected '+' or '*', found 'y'"),
        ("constraint x * 2 == 0 | weak", 1, "'*' must follow a number"),
        ("constraint 1x == 0 | weak", 1, "'1x' is not a number or a variable name"),
        ("constraint inf == 0 | weak", 1, "'inf' is not a finite number"),
        ("remove 0", 1, "'0' is not the index of an earlier constraint (0..<0)"),
        ("constraint x == 0 | weak\nremove 1", 2, "'1' is not the index of an earlier constraint (0..<1)"),
        ("constraint x == 0 | weak\nupdate 0", 2, "expected 'update K CONSTANT'"),
        ("constraint x == 0 | weak\nupdate 0 nan", 2, "'nan' is not a finite number"),
        ("edit x weak\nsuggest 1 2", 2, "'suggest' needs 1 value(s), one per edit variable; got 2"),
        ("# ok\nsuggest 1", 2, "'suggest' needs 0 value(s), one per edit variable; got 1"),
    ])
    func parseErrors(text: String, line: Int, message: String) {
        do {
            _ = try SystemScript(parsing: text, fileName: "bad.txt")
            Issue.record("expected a ScriptError for \(text)")
        } catch let error as ScriptError {
            #expect(error.fileName == "bad.txt")
            #expect(error.line == line)
            #expect(error.message == message)
            #expect(error.description == "bad.txt:\(line): \(message)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
