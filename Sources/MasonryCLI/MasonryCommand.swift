import ArgumentParser
import Foundation

/// The `masonry` command-line tool.
@main
struct MasonryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "masonry",
        abstract: "Masonry for Swift: constraint layout anywhere Swift runs.",
        subcommands: [SolveCommand.self, DemoCommand.self, ExamplesCommand.self, RenderCommand.self]
    )

    /// Parses the command line and runs the command. A command line that does not parse (an
    /// unknown option, a missing or malformed value) is reported as the tool's own usage
    /// errors are: one line on standard error and exit status 2, not a usage screen and
    /// status 64. `--help` still prints the help.
    static func main() {
        let command: ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            if exitCode(for: error) == .success { exit(withError: error) }
            let message = self.message(for: error).split(separator: "\n").first.map(String.init) ?? "invalid command line"
            FileHandle.standardError.write(Data(("masonry: " + message + " (masonry --help lists the commands)\n").utf8))
            Foundation.exit(2)
        }
        do {
            var command = command
            try command.run()
        } catch {
            exit(withError: error)
        }
    }
}
