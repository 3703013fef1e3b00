/// A color in the sRGB space with an alpha component, each in `0 ... 1`: the small stand-in
/// for `UIColor` that views carry as their `backgroundColor`.
public struct Color: Sendable, Hashable, CustomStringConvertible {
    /// The red component.
    public var red: Double
    /// The green component.
    public var green: Double
    /// The blue component.
    public var blue: Double
    /// The opacity.
    public var alpha: Double

    /// Creates a color from its components.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a gray of the given brightness.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Fully transparent black.
    public static let clear = Color(white: 0, alpha: 0)
    /// Black.
    public static let black = Color(white: 0)
    /// White.
    public static let white = Color(white: 1)
    /// Mid gray.
    public static let gray = Color(white: 0.5)
    /// Pure red.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Pure green.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Pure blue.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Yellow.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// Orange.
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// Purple.
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)

    /// `rgba(r, g, b, a)`.
    public var description: String {
        "rgba(\(formatNumber(red)), \(formatNumber(green)), \(formatNumber(blue)), \(formatNumber(alpha)))"
    }
}
