/// How much work a scene file may ask for: every bound Reel puts on its input, in one place.
///
/// A small file can describe unbounded work (a style that contains itself, ten includes of a
/// file that includes ten more, a format a billion characters wide). These limits keep any input
/// to bounded time and memory; the decoder checks them as it reads, so `reel validate` reports a
/// scene that exceeds one — with its position and a fix — before any pixel is drawn.
/// `docs/scene-format.md` lists them (generated from `all`).
public enum InputLimits {
    /// Layers nested inside one another: sublayers, masks and included files (through styles
    /// and defaults too). Deeper trees are almost always a style or default that contains itself.
    public static let nestingDepth = 32
    /// YAML collections nested inside one another (lists in mappings in lists …); libyaml's own limit.
    public static let yamlDepth = 1_000
    /// Layers in the whole scene after styles, defaults, includes, aliases and chart expansion.
    public static let layers = 10_000
    /// Animations in the whole scene after expansion.
    public static let animations = 50_000
    /// Grid lines a bar chart draws (its top value ÷ `incrementValue`).
    public static let gridLines = 1_000
    /// A chart's frame, per side, as a multiple of the canvas's larger side …
    public static let chartFrameToCanvas = 4.0
    /// … or this many points, when that is more (chart defaults go up to 1920×1080).
    public static let chartFrameFloor = 4096.0

    /// The largest chart side on `canvas`.
    public static func largestChartSide(on canvas: Size) -> Double {
        max(chartFrameToCanvas * max(canvas.width, canvas.height), chartFrameFloor)
    }
    /// The size of a chart value, either way: a quadrillion holds a country's GDP in dollars, and
    /// a chart's whole-number steps and pixel places stay exact (a bar chart's grid is counted
    /// in integers).
    public static let chartMagnitude = 1e15
    /// Values one chart draws (each becomes a few layers).
    public static let chartValues = 5_000
    /// Characters of one chart text: a data file's cell (a label, a name, a period) or a
    /// text of a chart's label lists. Laying out a megabyte of text took gigabytes.
    public static let chartText = 1_000
    /// Width and precision of a number format's conversion (`%8.2f`).
    public static let formatWidth = 100
    /// Characters of a value echoed back in a message; longer values are cut.
    public static let echoedCharacters = 80
    /// Bytes of a scene file or an included file.
    public static let sceneFileBytes = 8 << 20
    /// Bytes of a data file (CSV or JSON).
    public static let dataFileBytes = 16 << 20
    /// Rows of a data file.
    public static let dataRows = 50_000
    /// Bytes of an image file.
    public static let imageFileBytes = 64 << 20
    /// Pixels of one decoded image (width × height; 8000×5000 fits).
    public static let imagePixels = 40_000_000
    /// Pixels of one image side.
    public static let imageSide = 16_383
    /// Pixels of a frame, the scene's `size` or after `--size` or `--scale` (8192×8192, 256 MB
    /// a frame): FFmpeg refuses much more, and several frames are in memory at once.
    public static let framePixels = 8192 * 8192
    /// Pixels of a canvas side.
    public static let canvasSide = 16_383

    /// One limit as the reference documents it.
    public struct Entry: Sendable {
        /// What is limited.
        public var name: String
        /// The limit, as the reference writes it.
        public var value: String
        /// What counts towards it.
        public var summary: String
    }

    /// Every limit, for the reference.
    public static let all: [Entry] = [
        Entry(name: "nesting depth", value: "\(nestingDepth) levels", summary: "Layers inside layers: sublayers, masks and included files, also when styles or defaults add them."),
        Entry(name: "YAML depth", value: "\(yamlDepth) levels", summary: "Lists and mappings nested inside one another."),
        Entry(name: "layers", value: grouped(layers), summary: "Layers in the whole scene after styles, defaults, includes, YAML aliases and chart expansion."),
        Entry(name: "animations", value: grouped(animations), summary: "Animations in the whole scene after the same expansion."),
        Entry(name: "chart values", value: grouped(chartValues), summary: "Values one chart draws, inline or from its data file (`generatedCount` too); a bubble race's bubbles (a name in a period each)."),
        Entry(name: "chart value", value: "±10¹⁵", summary: "A value of a chart's data, inline or from its data file; a bar chart's `incrementValue`."),
        Entry(name: "chart text", value: "\(grouped(chartText)) characters", summary: "A data file's cell (a label, a name, a period), each text of a chart's label lists (`xLabels`, `yLabels`, `highlight`), and a race's `title` and `caption`."),
        Entry(name: "bar chart grid lines", value: grouped(gridLines), summary: "The bar chart's span (top value − bottom value) ÷ `incrementValue`."),
        Entry(name: "chart frame", value: "\(Int(chartFrameToCanvas))× the canvas, at least \(Int(chartFrameFloor))", summary: "A chart's width and height, against the canvas's larger side."),
        Entry(name: "format width", value: "\(formatWidth)", summary: "The width and the precision of a number format's conversion."),
        Entry(name: "canvas", value: "\(canvasSide) px a side, \(grouped(framePixels)) pixels", summary: "The scene's `size`, and the frame after `--size` or `--scale`."),
        Entry(name: "scene file", value: megabytes(sceneFileBytes), summary: "A scene file and each file it includes."),
        Entry(name: "data file", value: "\(megabytes(dataFileBytes)), \(grouped(dataRows)) rows", summary: "A chart's CSV or JSON data."),
        Entry(name: "image", value: "\(megabytes(imageFileBytes)), \(grouped(imagePixels)) pixels, \(imageSide) px a side", summary: "A PNG or JPEG image layer's file."),
        Entry(name: "echoed text", value: "\(echoedCharacters) characters", summary: "Longer values are cut short when a message quotes them."),
    ]

    private static func grouped(_ value: Int) -> String {
        var digits = String(value), result = ""
        while digits.count > 3 {
            result = "," + digits.suffix(3) + result
            digits = String(digits.dropLast(3))
        }
        return digits + result
    }

    private static func megabytes(_ bytes: Int) -> String { "\(bytes >> 20) MB" }
}

extension String {
    /// The text for a message: cut to `InputLimits.echoedCharacters` with its full length noted.
    public var echoed: String {
        guard count > InputLimits.echoedCharacters else { return self }
        return prefix(InputLimits.echoedCharacters) + "… (\(count) characters)"
    }
}
