@_exported import Foundation

/// Insets from the four edges of a rectangle, as UIKit's `UIEdgeInsets`.
///
/// Positive values move an edge inwards.
public struct EdgeInsets: Sendable, Hashable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Creates insets from the four edges.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of zero on every side.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Zero on every side, as `UIEdgeInsets()`.
    public init() { self = .zero }

    /// `{top, left, bottom, right}`, as `NSStringFromUIEdgeInsets`.
    public var description: String { "{\(formatNumber(top)), \(formatNumber(left)), \(formatNumber(bottom)), \(formatNumber(right))}" }
}

/// Insets whose horizontal edges follow the layout direction, as UIKit's
/// `NSDirectionalEdgeInsets`: `leading` is the left inset left-to-right and the right inset
/// right-to-left.
public struct DirectionalEdgeInsets: Sendable, Hashable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat

    /// Creates insets from the four edges.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of zero on every side.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// Zero on every side, as `NSDirectionalEdgeInsets()`.
    public init() { self = .zero }

    /// `{top, leading, bottom, trailing}`.
    public var description: String { "{\(formatNumber(top)), \(formatNumber(leading)), \(formatNumber(bottom)), \(formatNumber(trailing))}" }
}

/// Formats a number as C's `%g` does (six significant digits, no trailing zeros), which is
/// how Masonry prints constants and multipliers.
func formatNumber(_ value: CGFloat) -> String {
    formatNumber(Double(value))
}

/// Formats a number as C's `%g` does.
func formatNumber(_ value: Double) -> String {
    if value == 0 { return "0" }  // also turns -0 into 0
    return exactShortDecimal(value) ?? String(format: "%g", value)
}

/// `value` as `%g` prints it, for a multiple of 1/1024 below a million whose exact decimal
/// has at most six significant digits (a frame's whole, half and quarter points): those
/// digits, with no rounding to do. `nil` for any other value. Frames are mostly such
/// values, and `String(format:)` cost most of a description (an `autolayoutTrace()` of 800
/// views spent two thirds of its time there).
func exactShortDecimal(_ value: Double) -> String? {
    let scaled = value * 1024
    guard Swift.abs(value) < 1_000_000, scaled == scaled.rounded() else { return nil }
    let units = Int(Swift.abs(scaled))
    let whole = units >> 10
    // The fraction's exact decimal: k/1024 = k·5^10 / 10^10, ten digits.
    var fraction = (units & 1023) * 9_765_625
    var fractionDigits = 10
    while fraction != 0 && fraction % 10 == 0 {
        fraction /= 10
        fractionDigits -= 1
    }
    if fraction == 0 { fractionDigits = 0 }
    let wholeDigits = whole == 0 ? 0 : String(whole).count
    // Below 1 the leading zeros of the fraction are not significant.
    let significant = whole == 0 ? String(fraction).count : wholeDigits + fractionDigits
    guard significant <= 6 else { return nil }
    var text = value < 0 ? "-" : ""
    text += String(whole)
    if fractionDigits > 0 {
        let digits = String(fraction)
        text += "." + String(repeating: "0", count: fractionDigits - digits.count) + digits
    }
    return text
}

/// A value the solver computed, as the engine hands it out (in a frame, a guide's layout
/// frame, a scroll view's content size, a fitting size): `-0` made `0`, and the rounding noise
/// of the solver's arithmetic taken off a value that lies within 1e-11 times its size (1e-11
/// below 1) of a multiple of 1/1024 (whole points, halves, quarters ...), which becomes that
/// multiple. So a
/// width the constraints make 239 reads 239, not 239.00000000000003, whichever order the
/// solver's rows came in; a value such as 320 / 3 is kept as computed.
@inline(__always)
func solvedValue(_ value: Double) -> Double {
    let scaled = value * 1024
    // From 2^52 on every double is whole, so every value is a multiple already (and a NaN or
    // an infinity fails the test and is kept).
    guard Swift.abs(scaled) < 4_503_599_627_370_496 else { return value + 0 }
    // Rounded to the nearest whole number by adding and taking away 1.5 * 2^52, which leaves
    // no fraction: two additions where `rounded()` calls the C library.
    let nearest = (scaled + 6_755_399_441_055_744) - 6_755_399_441_055_744
    let multiple = nearest / 1024
    let kept = Swift.abs(value - multiple) <= 1e-11 * Swift.max(1, Swift.abs(value)) ? multiple : value
    return kept + 0
}
