import Reel

/// The seed bar chart (reference §2: document 000, example 41) built by hand, scaled from its
/// 300×300 points to fill the height of a 16:9 frame (1920×1080 unless told): 8 stroked bars of width 18 with shadows revealed
/// one after another, a grid line every 10, a border drawn on over 1 s, labels fading in at 1 s.
/// Helvetica is not on Debian: DejaVu Sans stands in. `bar-chart.yaml` is the same scene as a file.
public enum BarChartScene {
    static let values: [Double] = [30, 45, 44, 60, 95, 2, 8, 9]
    static let topValue = 100.0

    public static func make(duration: Double, fps: Double = 60, height: Int = 1080) -> Scene {
        let side = 300.0
        let labelColumn = 26.0, labelBand = 20.0
        let plot = Rect(x: labelColumn, y: 5, width: side - labelColumn - 5, height: side - labelBand - 10)
        let bottom = plot.maxY
        let fadeIn = Animation<PropertyValue>.basic(BasicAnimation(
            keyPath: "opacity", fromValue: .number(0), toValue: .number(1),
            timing: MediaTiming(beginTime: 1.0, duration: 0.5, fillMode: .both), timingFunction: .easeOut))

        var layers: [Layer] = []
        for k in 1...10 {
            let y = bottom - Double(k) * plot.height / 10
            layers.append(shape(path: Path(elements: [.move(Point(x: plot.minX, y: y)), .line(Point(x: plot.maxX, y: y))]), stroke: Color(red8: 153, green8: 153, blue8: 153), width: 1))
            var label = Layer(bounds: Rect(x: 0, y: 0, width: labelColumn - 5, height: 14), position: Point(x: (labelColumn - 5) / 2, y: y),
                              content: .text(TextContent(string: String(k * 10), font: Font(family: "DejaVu Sans", size: 12), alignment: .right)))
            label.animations = [fadeIn]
            layers.append(label)
        }
        let border = Path(elements: [
            .move(Point(x: plot.maxX, y: plot.maxY)), .line(Point(x: plot.maxX, y: plot.minY)), .line(Point(x: plot.minX, y: plot.minY)),
            .line(Point(x: plot.minX, y: plot.maxY)), .line(Point(x: plot.maxX, y: plot.maxY)),
        ])
        var borderLayer = shape(path: border, stroke: .black, width: 1)
        borderLayer.animations = [.basic(BasicAnimation(
            keyPath: "strokeEnd", fromValue: .number(0), toValue: .number(1), timing: MediaTiming(duration: 1.0, fillMode: .both)))]
        layers.append(borderLayer)

        let step = 1.0 / Double(values.count)
        for (i, value) in values.enumerated() {
            let x = plot.minX + Double(i + 1) * plot.width / Double(values.count + 1)
            let top = bottom - value * plot.height / topValue
            var bar = shape(path: Path(elements: [.move(Point(x: x, y: bottom)), .line(Point(x: x, y: top))]), stroke: Color(red: 0, green: 0, blue: 1), width: 18)
            bar.shadowColor = Color(red8: 128, green8: 128, blue8: 128)
            bar.shadowOpacity = 0.5
            bar.shadowOffset = Size(width: 2, height: 1)
            bar.shadowRadius = 1
            bar.animations = [.basic(BasicAnimation(
                keyPath: "strokeEnd", fromValue: .number(0), toValue: .number(1),
                timing: MediaTiming(beginTime: Double(i) * step, duration: step, fillMode: .both), timingFunction: .easeOut))]
            layers.append(bar)
            var text = Layer(bounds: Rect(x: 0, y: 0, width: 18, height: 14), position: Point(x: x, y: top + 8),
                             content: .text(TextContent(string: String(Int(value)), font: Font(family: "DejaVu Sans", size: 12), color: .white, alignment: .center)))
            text.animations = [fadeIn]
            layers.append(text)
        }

        let width = Double(height * 16 / 9)
        let scale = Double(height) / side
        let chart = Layer(
            bounds: Rect(x: 0, y: 0, width: side, height: side), position: Point(x: width / 2, y: Double(height) / 2),
            transform: .scale(x: scale, y: scale), backgroundColor: Color(red8: 235, green8: 235, blue8: 235), sublayers: layers)
        return Scene(size: Size(width: width, height: Double(height)), fps: fps, duration: duration, background: .white, layers: [chart])
    }

    private static func shape(path: Path, stroke: Color, width: Double) -> Layer {
        Layer(content: .shape(ShapeContent(path: path, fillColor: nil, strokeColor: stroke, lineWidth: width)))
    }
}
