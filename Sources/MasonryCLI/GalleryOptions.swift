import ArgumentParser
import Foundation
import Masonry
import MasonryGallery

/// A usage error of the gallery commands: one line on standard error, exit status 2.
struct UsageError: Error {
    let message: String

    /// Prints the message and returns the exit code to throw.
    func exit() -> ExitCode {
        FileHandle.standardError.write(Data(("masonry: " + message + "\n").utf8))
        return ExitCode(2)
    }
}

/// Parsing of the gallery commands' values.
enum GalleryArguments {
    /// `WxH` (`393x852`; decimals allowed, both positive).
    static func size(_ text: String) throws(UsageError) -> CGSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width.isFinite, height.isFinite, width > 0, height > 0
        else {
            throw UsageError(message: "malformed size '\(text)': a size is WIDTHxHEIGHT in points, both positive, for example --size 393x852")
        }
        return CGSize(width: width, height: height)
    }

    /// `T,L,B,R` (four numbers, none negative).
    static func insets(_ text: String) throws(UsageError) -> EdgeInsets {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, let top = parts[0], let left = parts[1], let bottom = parts[2], let right = parts[3],
            [top, left, bottom, right].allSatisfy({ $0.isFinite && $0 >= 0 })
        else {
            throw UsageError(message: "malformed safe area '\(text)': give four insets TOP,LEFT,BOTTOM,RIGHT, for example --safe-area 59,0,34,0")
        }
        return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    /// The example called `name`, or an error that lists the known ones.
    static func example(_ name: String) throws(UsageError) -> Example {
        guard let example = Gallery.example(named: name) else {
            let known = Gallery.examples.map(\.name).joined(separator: ", ")
            throw UsageError(message: "unknown example '\(name)'; known examples: \(known)")
        }
        return example
    }

    /// `393x852`.
    static func sizeText(_ size: CGSize) -> String {
        func number(_ value: CGFloat) -> String {
            // Whole numbers without a decimal point; past Int's range, as a Double prints.
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
        }
        return number(size.width) + "x" + number(size.height)
    }
}
