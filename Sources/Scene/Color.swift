import Animation

/// A colour: straight (not premultiplied) RGBA in sRGB, each component in [0, 1].
///
/// Animations interpolate the straight components linearly in sRGB, as Core Animation does
/// for `CGColor` properties.
public struct Color: Sendable, Hashable, Interpolatable {
    /// Straight (not premultiplied) sRGB components, 0…1.
    public var red: Double, green: Double, blue: Double, alpha: Double

    /// A colour from sRGB components 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// A colour from 8-bit components.
    public init(red8: Int, green8: Int, blue8: Int, alpha: Double = 1) {
        self.init(red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255, alpha: alpha)
    }

    /// A CSS named colour (`steelblue`, `tomato` …, any case), opaque, as scene files write
    /// colours by name; `transparent` and `clear` are fully transparent. `nil` for another name.
    public init?(named name: String) {
        let lowered = name.lowercased()
        if lowered == "transparent" || lowered == "clear" { self = .clear; return }
        guard let color = CSSColorNames.color(named: lowered) else { return nil }
        self = color
    }

    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)

    /// The same colour at `alpha`.
    public func withAlpha(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

    /// The sum, for additive and cumulative animations.
    public func adding(_ o: Color) -> Color { Color(red: red + o.red, green: green + o.green, blue: blue + o.blue, alpha: alpha + o.alpha) }
    /// The difference, for cumulative animations (end − start).
    public func subtracting(_ o: Color) -> Color {
        Color(red: red - o.red, green: green - o.green, blue: blue - o.blue, alpha: alpha - o.alpha)
    }
    /// The value multiplied by `factor`, for cumulative repetitions.
    public func scaled(by f: Double) -> Color { Color(red: red * f, green: green * f, blue: blue * f, alpha: alpha * f) }
    /// How far apart the two are, for paced keyframes.
    public func distance(to o: Color) -> Double {
        let dr = o.red - red, dg = o.green - green, db = o.blue - blue, da = o.alpha - alpha
        return (dr * dr + dg * dg + db * db + da * da).squareRoot()
    }
}
