import Foundation
import Reel

/// The deck: four slides built from the regions' numbers, each sliding in and fading out.
struct SalesDeck {
    let regions: [Region]
    let theme: Theme
    let width = 1280.0, height = 720.0
    /// How long each slide shows.
    let slideLength = 4.5

    func scene() throws -> Scene {
        try Scene(width: width, height: height, fps: 30, duration: 4 * slideLength, background: theme.background) {
            slide(0) { title(at: $0) }
            slide(1) { bars(at: $0) }
            slide(2) { lines(at: $0) }
            try slide(3) { try closing(at: $0) }
        }
    }

    /// A full-canvas group that slides in and fades in at its start and fades out at its end;
    /// `content` gets the slide's start time.
    func slide(_ index: Int, @LayerBuilder _ content: (Double) throws -> [Layer]) rethrows -> Layer {
        let start = Double(index) * slideLength
        let slide = try Layer.group { try content(start) }
            .frame(x: 0, y: 0, width: width, height: height)
            .animate(\.position.x, from: width / 2 + 80, to: width / 2, at: start, duration: 0.6, timing: .easeOut)
            .fadeIn(at: start, duration: 0.5)
        return index < 3 ? slide.fadeOut(at: start + slideLength - 0.4, duration: 0.4) : slide
    }

    func heading(_ text: String, at start: Double) -> Layer {
        Layer.text(text, font: theme.font(40, bold: true), color: theme.title)
            .frame(x: 80, y: 56, width: 1120, height: 56)
    }

    // MARK: Slides

    func title(at start: Double) -> [Layer] {
        let quarters = regions.first?.quarters.count ?? 0
        return [
            Layer.text("Quarterly revenue", font: theme.font(72, bold: true), color: theme.title)
                .frame(x: 80, y: 230, width: 1120, height: 90)
                .animate(\.position.y, from: 300, to: 275, at: start + 0.1, duration: 0.8, timing: .easeOut),
            try! Layer.shape(svg: "M 84 340 L 520 340")
                .stroke(theme.color(0), width: 8, cap: .round)
                .animate(\.strokeEnd, from: 0, to: 1, at: start + 0.4, duration: 0.9, timing: .easeInEaseOut),
            Layer.text("\(regions.count) regions · \(quarters) quarters · read from regions.csv", font: theme.font(30), color: theme.muted)
                .frame(x: 80, y: 372, width: 1120, height: 44)
                .fadeIn(at: start + 0.9, duration: 0.6),
        ]
    }

    /// Q4 revenue as horizontal bars, longest first, each growing in turn with its number
    /// counting at its tip.
    func bars(at start: Double) -> [Layer] {
        let ranked = regions.enumerated().sorted { $0.element.q4 > $1.element.q4 }
        let largest = ranked.first?.element.q4 ?? 1
        let x0 = 260.0, longest = 780.0, rowHeight = min(96.0, 480 / Double(max(regions.count, 1)))
        var layers = [heading("Q4 revenue by region", at: start)]
        for (row, (index, region)) in ranked.enumerated() {
            let y = 180 + Double(row) * rowHeight + rowHeight / 2
            let length = longest * region.q4 / largest
            let begin = start + 0.5 + 0.15 * Double(row)
            layers.append(Layer.text(region.name, font: theme.font(28), color: theme.title)
                .frame(x: 80, y: y - 20, width: 170, height: 40))
            var bar = Path()
            bar.move(to: Point(x: x0, y: y))
            bar.addLine(to: Point(x: x0 + length, y: y))
            layers.append(Layer.shape(bar)
                .stroke(theme.color(index), width: rowHeight * 0.6)
                .animate(\.strokeEnd, from: 0, to: 1, at: begin, duration: 0.9, timing: .easeOut))
            // The value rides on the bar's tip and counts up with it.
            layers.append(try! Layer.number(region.q4, format: "%.0fk", font: theme.font(26, bold: true), color: theme.title)
                .frame(x: x0 + length + 16, y: y - 18, width: 140, height: 40)
                .animate(\.position.x, from: x0 + 16 + 70, to: x0 + length + 16 + 70, at: begin, duration: 0.9, timing: .easeOut)
                .animate(\.number, from: 0, to: region.q4, at: begin, duration: 0.9, timing: .easeOut))
        }
        return layers
    }

    /// Each region's quarters as a line drawing itself on over a dashed grid, named at its end.
    func lines(at start: Double) -> [Layer] {
        let plot = Rect(x: 140, y: 160, width: 780, height: 440)
        let top = ((regions.flatMap(\.quarters).max() ?? 1) / 20).rounded(.up) * 20
        let quarters = regions.first?.quarters.count ?? 1
        func point(_ q: Int, _ value: Double) -> Point {
            Point(x: plot.minX + plot.width * Double(q) / Double(max(quarters - 1, 1)), y: plot.maxY - plot.height * value / top)
        }
        let steps = stride(from: 0.0, through: top, by: 20).map { $0 }
        var layers = [heading("Growth through the year", at: start)]
        // The grid and axis labels come from the chart toolkit the built-in charts share.
        layers.append(ChartLines(color: theme.grid, lineWidth: 1, dashPattern: [4, 6])
            .horizontal(at: steps.map { point(0, $0).y }, from: plot.minX, to: plot.maxX))
        for value in steps {
            layers.append(PlacedLabel(text: ChartNumberFormat.automatic.string(for: value) + "k", size: Size(width: 70, height: 24),
                                      center: Point(x: plot.minX - 50, y: point(0, value).y))
                .layer(font: theme.font(18), color: theme.muted, alignment: .right))
        }
        for q in 0..<quarters {
            layers.append(PlacedLabel(text: "Q\(q + 1)", size: Size(width: 80, height: 28), center: Point(x: point(q, 0).x, y: plot.maxY + 30))
                .layer(font: theme.font(20), color: theme.muted))
        }
        let ends = spreadLabels(regions.map { point(quarters - 1, $0.q4).y }, gap: 28)
        for (index, region) in regions.enumerated() {
            var path = Path()
            for (q, value) in region.quarters.enumerated() {
                q == 0 ? path.move(to: point(q, value)) : path.addLine(to: point(q, value))
            }
            let begin = start + 0.6 + 0.2 * Double(index), drawn = begin + 1.2
            layers.append(Layer.shape(path)
                .stroke(theme.color(index), width: 5, cap: .round, join: .round)
                .animate(\.strokeEnd, from: 0, to: 1, at: begin, duration: 1.2, timing: .easeInEaseOut))
            let percent = String(format: "%+.0f%%", region.growth * 100)
            layers.append(Layer.text("\(region.name) \(percent)", font: theme.font(20, bold: true), color: theme.color(index))
                .frame(x: plot.maxX + 18, y: ends[index] - 13, width: 300, height: 28)
                .fadeIn(at: drawn, duration: 0.3))
        }
        return layers
    }

    /// The total counting up beside a donut of each region's share.
    func closing(at start: Double) throws -> [Layer] {
        let total = regions.map(\.q4).reduce(0, +)
        let fastest = regions.max { $0.growth < $1.growth }
        var pie = PieChart(size: Size(width: 320, height: 320), origin: Point(x: 760, y: 190), values: regions.map(\.q4), holeRadius: 100)
        pie.colors = theme.palette
        pie.beginTime = start + 0.5
        pie.holeDuration = 0.6
        pie.shadowOpacity = 0
        var layers: [Layer] = [
            heading("Q4 in total", at: start),
            try Layer.number(total, format: "%.0fk", font: theme.font(120, bold: true), color: theme.title)
                .frame(x: 80, y: 230, width: 620, height: 150)
                .animate(\.number, from: 0, to: total, at: start + 0.3, duration: 1.6, timing: .easeOut),
            try pie.layer(measuring: TextMeasurer()),
        ]
        if let fastest {
            layers.append(Layer.text("Fastest growth: \(fastest.name), \(String(format: "%+.0f%%", fastest.growth * 100)) since Q1",
                                     font: theme.font(30), color: theme.muted)
                .frame(x: 80, y: 400, width: 640, height: 44)
                .fadeIn(at: start + 1.6, duration: 0.5))
        }
        for (index, region) in regions.enumerated() {
            let y = 230 + Double(index) * 44
            layers.append(Layer.shape(.ellipse(in: Rect(x: 1110, y: y - 9, width: 18, height: 18))).fill(theme.color(index)).stroke(nil)
                .fadeIn(at: start + 0.5 + 0.1 * Double(index)))
            layers.append(Layer.text(region.name, font: theme.font(22), color: theme.title)
                .frame(x: 1138, y: y - 15, width: 130, height: 30)
                .fadeIn(at: start + 0.5 + 0.1 * Double(index)))
        }
        return layers
    }

    /// Label centres moved apart to at least `gap`, keeping their order and staying near where they were.
    func spreadLabels(_ ys: [Double], gap: Double) -> [Double] {
        let order = ys.indices.sorted { ys[$0] < ys[$1] }
        var placed = ys
        for (k, index) in order.enumerated() where k > 0 {
            placed[index] = max(ys[index], placed[order[k - 1]] + gap)
        }
        return placed
    }
}
