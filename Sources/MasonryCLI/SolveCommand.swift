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
        The file's grammar (one statement a line, '#' starts a comment):
          strength NAME a b c [w]          define a strength (Strength.create)
          edit VARIABLE STRENGTH           add an edit variable
          constraint EXPR OP 0 | STRENGTH  OP one of == >= <=
          remove K                         remove the K-th constraint (0-based)
          update K CONSTANT                change the K-th constraint's constant in place
          suggest V1 V2 ...                suggest a value for each edit variable, then print
        """
    )

    @Argument(help: "The constraint system file.")
    var file: String

    func run() throws {
        let text: String
        do {
            text = try String(contentsOfFile: file, encoding: .utf8)
        } catch {
            printError("\(file): cannot read the file")
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
            printError(error.description)
            throw ExitCode(1)
        }
    }
}

func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
