import Scene

/// The colours and type a scene's charts share (`theme:` in a scene file): every chart takes its
/// background, text, secondary text (ticks, captions, axes), grid, period label, series palette
/// and font family from it, unless the chart's own keys say otherwise.
public struct ChartTheme: Sendable, Equatable {
    /// The charts' background and the canvas's, unless the scene gives its own.
    public var background: Color
    /// Titles, names and labels.
    public var text: Color
    /// Tick labels, captions, axes and values.
    public var secondary: Color
    /// Grid lines.
    public var grid: Color
    /// A race's large period label.
    public var period: Color
    /// The colours series, bars and slices take in order.
    public var palette: [Color]
    /// The family list of every chart text.
    public var fontFamily: String

    /// A theme of these colours and type.
    public init(background: Color, text: Color, secondary: Color, grid: Color, period: Color, palette: [Color], fontFamily: String = ChartFont.family) {
        self.background = background
        self.text = text
        self.secondary = secondary
        self.grid = grid
        self.period = period
        self.palette = palette
        self.fontFamily = fontFamily
    }

    /// Dark text on an off-white background (the races' own design).
    public static let light = ChartTheme(
        background: Color(hex: 0xFAFAF9), text: Color(hex: 0x111827), secondary: Color(hex: 0x6B7280),
        grid: Color(hex: 0xE5E7EB), period: Color(hex: 0xD1D5DB), palette: RaceStory.modernPalette)

    /// Light text on a near-black background, the palette brightened to stay clear on it.
    public static let dark = ChartTheme(
        background: Color(hex: 0x111827), text: Color(hex: 0xF9FAFB), secondary: Color(hex: 0x9CA3AF),
        grid: Color(hex: 0x374151), period: Color(hex: 0x4B5563),
        palette: [0x818CF8, 0xFBBF24, 0x34D399, 0xF87171, 0x60A5FA, 0xF472B6, 0x2DD4BF, 0xFB923C,
                  0xA78BFA, 0xA3E635, 0x22D3EE, 0xFB7185, 0xFACC15, 0x94A3B8, 0xC084FC, 0x5EEAD4].map { Color(hex: $0) })

    /// The presets by name, as scene files write them.
    public static let presets: [String: ChartTheme] = ["light": .light, "dark": .dark]
}
