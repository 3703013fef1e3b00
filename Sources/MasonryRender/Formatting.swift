import Masonry

/// Deterministic number formatting for the pictures: at most three decimals, no trailing
/// zeros, no `-0`.
func fmt(_ value: CGFloat) -> String {
    fmt(Double(value))
}

/// Deterministic number formatting for the pictures.
func fmt(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    // Thousandths of a value past 1e305 overflow to an infinity ("inf" in the picture); so
    // large a value has no fraction to round.
    let rounded = abs(value) < 1e15 ? (value * 1000).rounded() / 1000 : value
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
    var text = String(format: "%.3f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}

/// A number for JSON, exactly: the shortest text that reads back as the same `Double`
/// (`106.66666666666667` for 320 / 3), an integer without a fraction, no `-0`. Frames are
/// data there, compared to 1e-6 by whoever reads them, not drawn.
func exactNumber(_ value: CGFloat) -> String {
    let value = Double(value)
    guard value.isFinite else { return "null" }
    if value == 0 { return "0" }
    if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
}

/// Escapes text for XML content and attribute values.
func xmlEscape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.count)
    for character in text {
        switch character {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&#39;"
        default:
            // XML 1.0 holds no control character but tab and the line breaks, nor U+FFFE and
            // U+FFFF: a text with one (an escape sequence, a NUL) would make the document
            // unreadable, so each shows as the replacement character.
            if character.unicodeScalars.contains(where: {
                ($0.value < 0x20 && $0 != "\t" && $0 != "\n" && $0 != "\r") || $0.value == 0xFFFE || $0.value == 0xFFFF
            }) {
                for scalar in character.unicodeScalars {
                    let allowed = !(scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r")
                        && scalar.value != 0xFFFE && scalar.value != 0xFFFF
                    out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
                }
            } else {
                out.append(character)
            }
        }
    }
    return out
}

extension Color {
    /// `#rrggbb`.
    var hex: String {
        func byte(_ component: Double) -> String {
            // A NaN component reads as 0: `min` and `max` pass NaN through, and converting it
            // to an integer traps.
            let value = component.isNaN ? 0 : Int((min(max(component, 0), 1) * 255).rounded())
            let digits = String(value, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    /// Whether dark text reads better than light text on this color.
    var isLight: Bool {
        alpha < 0.5 || 0.299 * red + 0.587 * green + 0.114 * blue > 0.55
    }
}
