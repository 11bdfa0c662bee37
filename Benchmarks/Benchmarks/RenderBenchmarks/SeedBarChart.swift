import Reel

/// The seed bar chart (reference §2) built directly from layers: a 300×300 chart, values
/// [30, 45, 44, 60, 95, 2, 8, 9], top value 100, grid every 10, vertical x labels, stroked bars
/// of width 18 with shadows, a drawn-on border, sequential reveal and label fade-in — scaled
/// ×3.6 into the middle of a 1920×1080 frame.
enum SeedBarChart {
    static let values: [Double] = [30, 45, 44, 60, 95, 2, 8, 9]
    static let xLabels = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug"]

    static func scene(measurer: some TextMeasuring) throws -> Scene {
        let font = Font(family: "Helvetica", size: 12)
        let side = 300.0, topValue = 100.0
        let yColumn = try measurer.size(of: "100", font: font).width + 5
        let labelHeight = try measurer.size(of: "100", font: font).height
        // Vertical labels: the band is as tall as the widest label is long.
        let band = try xLabels.map { try measurer.size(of: $0, font: font).width }.max()! + 5
        let plot = Rect(x: yColumn, y: 0, width: side - yColumn, height: side - band - 5)

        var layers: [Layer] = []
        let grey = Color(red: 0.6, green: 0.6, blue: 0.6)
        for step in 1...10 {
            let y = plot.maxY - Double(step) * plot.height / 10
            layers.append(line(from: Point(x: plot.minX, y: y), to: Point(x: plot.maxX, y: y), color: grey, width: 1))
        }
        var border = Path()
        border.move(to: Point(x: plot.maxX, y: plot.maxY))
        border.addLine(to: Point(x: plot.maxX, y: plot.minY))
        border.addLine(to: Point(x: plot.minX, y: plot.minY))
        border.addLine(to: Point(x: plot.minX, y: plot.maxY))
        border.addLine(to: Point(x: plot.maxX, y: plot.maxY))
        var borderLayer = shape(border, color: .black, width: 1)
        borderLayer.animations = [strokeEnd(begin: 0, duration: 1, function: .linear)]
        layers.append(borderLayer)

        let fadeIn = Animation<PropertyValue>.basic(BasicAnimation(
            keyPath: "opacity", fromValue: .number(0), toValue: .number(1),
            timing: MediaTiming(beginTime: 1, duration: 0.5, fillMode: .both), timingFunction: .easeOut))
        let blue = Color(red: 0, green: 0, blue: 1)
        for (i, value) in values.enumerated() {
            let x = plot.minX + Double(i + 1) * plot.width / Double(values.count + 1)
            let top = plot.maxY - value * plot.height / topValue
            var bar = line(from: Point(x: x, y: plot.maxY), to: Point(x: x, y: top), color: blue, width: 18)
            bar.shadowOffset = Size(width: 2, height: 1)
            bar.shadowColor = Color(red: 0.5, green: 0.5, blue: 0.5)
            bar.shadowOpacity = 0.5
            bar.shadowRadius = 1
            bar.animations = [strokeEnd(begin: Double(i) / 8, duration: 1.0 / 8, function: .easeOut)]
            layers.append(bar)
            var valueText = text("\(Int(value))", font: font, color: .white, alignment: .center,
                                 frame: Rect(x: x - 15, y: top, width: 30, height: labelHeight))
            valueText.animations = [fadeIn]
            layers.append(valueText)
            var xLabel = text(xLabels[i], font: font, color: .black, alignment: .right,
                              frame: Rect(x: 0, y: 0, width: band - 5, height: labelHeight))
            xLabel.position = Point(x: x, y: plot.maxY + 5 + (band - 5) / 2)
            xLabel.transform = .rotation(-Double.pi / 2)
            xLabel.animations = [fadeIn]
            layers.append(xLabel)
        }
        for step in 1...10 {
            let y = plot.maxY - Double(step) * plot.height / 10
            var label = text("\(step * 10)", font: font, color: .black, alignment: .right,
                             frame: Rect(x: 0, y: y - labelHeight / 2, width: yColumn - 5, height: labelHeight))
            label.animations = [fadeIn]
            layers.append(label)
        }
        let chart = Layer(
            bounds: Rect(x: 0, y: 0, width: side, height: side), position: Point(x: 960, y: 540),
            transform: .scale(x: 3.6, y: 3.6), backgroundColor: Color(red: 0.94, green: 0.94, blue: 0.94), sublayers: layers)
        return Scene(size: Size(width: 1920, height: 1080), fps: 30, duration: 1.5, background: .white, layers: [chart])
    }

    static func strokeEnd(begin: Double, duration: Double, function: TimingFunction) -> Animation<PropertyValue> {
        .basic(BasicAnimation(
            keyPath: "strokeEnd", fromValue: .number(0), toValue: .number(1),
            timing: MediaTiming(beginTime: begin, duration: duration, fillMode: .both), timingFunction: function))
    }

    static func shape(_ path: Path, color: Color, width: Double) -> Layer {
        Layer(anchorPoint: .zero, content: .shape(ShapeContent(path: path, fillColor: nil, strokeColor: color, lineWidth: width)))
    }

    static func line(from a: Point, to b: Point, color: Color, width: Double) -> Layer {
        var path = Path()
        path.move(to: a)
        path.addLine(to: b)
        return shape(path, color: color, width: width)
    }

    static func text(_ string: String, font: Font, color: Color, alignment: TextAlignment, frame: Rect) -> Layer {
        var layer = Layer(content: .text(TextContent(string: string, font: font, color: color, alignment: alignment)))
        layer.frame = frame
        return layer
    }
}
