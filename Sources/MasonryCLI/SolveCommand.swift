import ArgumentParser
import Cassowary
import Foundation
import SolverScript

/// `masonry solve FILE`: solves a constraint system written in the enaml-like grammar.
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solve a constraint system file and print every variable after each suggest.",
        discussion: """
        The file's grammar, one statement a line ('#' starts a comment):
          strength NAME a b c [w]     a strength, as Strength.create(a, b, c, w)
          edit VARIABLE STRENGTH      make VARIABLE an edit variable
          constraint EXPR OP 0 | S    OP is ==, >= or <=; S is required,
                                      strong, medium, weak or a defined name
          remove K                    remove the K-th constraint (from 0)
          update K CONSTANT           set the K-th constraint's constant
          suggest V1 V2 ...           suggest a value for each edit variable
                                      in order, solve, print every variable
        EXPR is terms joined by ' + ', a space around every token: a name,
        a number, or a number * name ('2 * x'); negate with '-x' or '-2 * x'.
        Output: a line per suggest (the statement, ':', then NAME=VALUE for
        every variable), and 'unsatisfiable N' for a constraint on line N
        that cannot hold (reported on standard error too, with the lines it
        conflicts with; the exit status is then 1).
        """
    )

    @Argument(help: "The constraint system file.")
    var file: String

    func run() throws {
        guard let data = FileManager.default.contents(atPath: file) else {
            printError("\(file): cannot read the file")
            throw ExitCode(1)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            printError("\(file): not UTF-8 text")
            throw ExitCode(1)
        }
        do {
            let script = try SystemScript(parsing: text, fileName: file)
            let result = try script.run()
            for line in result.transcript { print(line) }
            for (line, error) in result.unsatisfiable {
                var message = "\(file):\(line): unsatisfiable constraint"
                if case let .unsatisfiableConstraint(_, conflicting) = error {
                    let lines = conflicting.compactMap { script.line(of: $0) }.map(String.init)
                    message += lines.isEmpty ? "" : "; it conflicts with line(s) \(lines.joined(separator: ", "))"
                }
                printError(message)
            }
            if !result.unsatisfiable.isEmpty { throw ExitCode(1) }
        } catch let error as ScriptError {
            // What was solved before the failing line is still printed, then the error.
            for line in error.transcript { print(line) }
            printError(error.description)
            throw ExitCode(1)
        }
    }
}

func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
