// Quarterly sales by region (made-up numbers) moving from quarter to quarter, from Swift: the
// same data as scenes/quarterly-sales.yaml, as a bar chart beside a donut of each quarter's
// shares. Marks are matched by region: "Online" grows in at Q2, "West" shrinks out at Q4 as
// "Partners" grows in, the bar axis rescales and the bar texts count.
import Foundation
import Reel

let output = CommandLine.arguments.dropFirst().first ?? "out/examples"
try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)

let quarters = [
    ChartState("Q1 2026", ["North": 182, "South": 143, "East": 97, "West": 121]),
    ChartState("Q2 2026", ["North": 204, "South": 131, "East": 118, "West": 126, "Online": 64]),
    ChartState("Q3 2026", ["North": 236, "South": 158, "East": 129, "West": 88, "Online": 141]),
    ChartState("Q4 2026", ["North": 251, "South": 172, "East": 133, "Online": 219, "Partners": 76]),
]
let measurer = TextMeasurer()
let blue = Color(hex: 0x2563EB)

// Each quarter is shown exactly 2.5 s after the one before; the first once the reveal is over.
// The bar chart writes the quarter it shows above its plot; the donut names its slices in a
// legend under it.
let bars = BarChart()
    .set(\.barColor, blue)
    .set(\.backgroundColor, Color(hex: 0xF9FAFB))
    .set(\.xLabelOrientation, .horizontal)
    .states(quarters, stateDuration: 2.5, transitionDuration: 0.9)
    .frame(Rect(x: 51, y: 130, width: 742, height: 562))
var donut = PieChart(holeRadius: 110)
    .set(\.sweepDuration, 1.5)
    .states(quarters, stateDuration: 2.5, transitionDuration: 0.9)
    .frame(Rect(x: 845, y: 130, width: 397, height: 562))
donut.states?.showsLabel = false

func text(_ string: String, size: Double, weight: FontWeight = .regular, color: Color, frame: Rect) -> Layer {
    Layer(bounds: Rect(origin: .zero, size: frame.size), position: frame.origin, anchorPoint: .zero,
          content: .text(TextContent(string: string, font: Font(family: "Inter", size: size, weight: weight), color: color)))
}

let scene = try Scene(width: 1280, height: 720, duration: 10.5) {
    text("Quarterly sales by region", size: 36, weight: .bold, color: Color(hex: 0x111827), frame: Rect(x: 51, y: 36, width: 1178, height: 48))
    text("Units sold (thousands), 2026 · made-up data", size: 19, color: Color(hex: 0x6B7280), frame: Rect(x: 51, y: 90, width: 1178, height: 28))
    try bars.layer(measuring: measurer)
    try donut.layer(measuring: measurer)
}

try Exporter.export(scene: scene, to: output + "/quarterly-sales.mp4")
// Q2 exactly, and half-way from Q3 to Q4 (West shrinking out, Partners growing in).
for (name, time) in [("q2", 4.0), ("q3-to-q4", 8.55)] {
    try Renderer().render(scene, at: time).pngData().write(to: URL(fileURLWithPath: output + "/quarterly-sales-\(name).png"))
}
// Written only if it reads back as the same scene, so `reel validate|preview` see what Swift built.
try scene.writeSceneFile(to: output + "/quarterly-sales.yaml")
print("wrote \(output)/quarterly-sales.mp4 and quarterly-sales.yaml")
