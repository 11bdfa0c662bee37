import Foundation
import Render
import Scene
import SceneFile
import Testing
import TestSupport
@testable import Charts

/// A scene's `theme` is followed by every chart, and by the canvas; a chart's own keys still win.
@Suite struct ChartThemeTests {
    func decode(_ yaml: String) throws -> Scene {
        try SceneDecoder.decode(yaml: yaml, file: "test.yaml", measuring: TextMeasurer())
    }

    func render(_ scene: Scene, at time: Double) throws -> Frame { try Renderer().render(scene, at: time) }

    /// Lines from `series` follow the theme as a line from `values` does: their point labels in
    /// its text colour and type (black on the dark theme's background could not be read), and
    /// each line without a `lineColor` in a colour of its own from its palette. Without a theme
    /// the first line keeps the seed's blue and the others are told apart by the light palette.
    @Test func seriesFollowTheThemeAndAreToldApart() throws {
        func lines(_ theme: String) throws -> (scene: Scene, colors: [Color], labels: [Color]) {
            let scene = try decode("""
                size: [640, 360]
                duration: 2
                \(theme)
                layers:
                  - type: line-chart
                    frame: [0, 0, 640, 360]
                    xLabels: [A, B, C]
                    pointLabels: true
                    series: [{values: [3300000000, 0, 7]}, {values: [55555, 1, 9]}, {values: [5, 2, 1], lineColor: "#ff0000"}]
                """)
            let tree = try Renderer().layoutTree(of: scene, at: 1.9)
            let segments = scene.layers[0].sublayers[0].sublayers.filter { $0.id?.hasSuffix("-segment-1") == true }
            let colors = segments.compactMap { layer -> Color? in if case .shape(let shape) = layer.content { return shape.strokeColor } else { return nil } }
            let labels = tree.nodes.filter { $0.isVisible && ["3.30 B", "55555", "5"].contains($0.text ?? "") }.compactMap(\.textColor)
            return (scene, colors, labels)
        }
        let dark = try lines("theme: dark")
        #expect(dark.colors == [ChartTheme.dark.palette[0], ChartTheme.dark.palette[1], Color(hex: 0xFF0000)])
        #expect(!dark.labels.isEmpty && dark.labels.allSatisfy { $0 == ChartTheme.dark.text }, "\(dark.labels)")
        #expect(try Renderer().layoutTree(of: dark.scene, at: 1.9).problems().isEmpty)
        let plain = try lines("")
        #expect(plain.colors == [LineChartSeries.defaultColor, ChartTheme.light.palette[1], Color(hex: 0xFF0000)])
    }

    @Test func everyChartFollowsTheSceneTheme() throws {
        let scene = try decode("""
            size: [640, 360]
            duration: 3
            theme: dark
            layers:
              - {type: bar-chart, frame: [0, 0, 320, 360], values: [30, 45, 60]}
              - {type: bar-chart, frame: [320, 0, 320, 360], values: [30, 45, 60], barColor: "#ff0000"}
            """)
        let dark = ChartTheme.dark
        #expect(scene.background == dark.background, "the canvas takes the theme's background")
        let frame = try render(scene, at: 2.9)
        func pixel(_ x: Int, _ y: Int) -> Color {
            let p = frame.rgba(x: x, y: y)
            return Color(red8: Int(p.r), green8: Int(p.g), blue8: Int(p.b))
        }
        func close(_ a: Color, _ b: Color) -> Bool {
            abs(a.red - b.red) < 0.03 && abs(a.green - b.green) < 0.03 && abs(a.blue - b.blue) < 0.03
        }
        let first = try #require(scene.layers[0].sublayers.first?.backgroundColor)
        #expect(first == dark.background, "the chart's background is the theme's")
        // The last bar (60) of each chart, near its foot: the theme's first colour, or the chart's own.
        let layout = try BarChartLayout(chart: { var c = BarChart(size: Size(width: 320, height: 360), values: [30, 45, 60]); c.fontFamily = dark.fontFamily; return c }(), measuring: TextMeasurer())
        let x = Int(layout.barCenters[2]), y = Int(layout.plotRect.maxY - 30)
        #expect(close(pixel(x, y), dark.palette[0]), "themed bar: \(pixel(x, y))")
        #expect(close(pixel(320 + x, y), Color(red: 1, green: 0, blue: 0)), "the chart's own barColor wins: \(pixel(320 + x, y))")
    }

    /// Every chart type, with its demo data (or a little), can be read on either theme: no text the layout
    /// check finds too close to the colour behind it. The live line kept its seed blue, half
    /// transparent, on the dark theme's near-black (1.25:1). The bar and line races, which need
    /// a data file, follow the theme through their story (`DataStoryPixelTests`).
    @Test func everyChartTypeCanBeReadOnEitherTheme() throws {
        let bubbles = "period: [a, a, b, b], name: [x, y, x, y], x: [1, 2, 3, 4], y: [5, 6, 7, 8], size: [1, 2, 3, 4]"
        let extra = ["bubble race": bubbles, "line chart": "values: [3, 1, 4, 1, 5], xLabels: [a, b, c, d, e], pointLabels: true"]
        let needData = ["bar race", "line race"]
        for theme in ["light", "dark"] {
            for type in ChartType.all where !needData.contains(type.chartName) {
                let scene = try decode("""
                    size: [640, 360]
                    duration: 3
                    theme: \(theme)
                    layers:
                      - {type: \(type.name), frame: [20, 20, 600, 320]\(extra[type.chartName].map { ", " + $0 } ?? "")}
                    """)
                for time in [0.3, 1.5, 2.9] {
                    let problems = try Renderer().layoutTree(of: scene, at: time).problems(colorKeys: ChartType.colorKeysByKind)
                        .filter { $0.kind == .lowContrast }
                    #expect(problems.isEmpty, "\(type.name) on \(theme) at \(time) s: \(problems.map(\.message))")
                }
            }
        }
    }

    /// The area chart takes the theme's background (it stayed a white box on the dark theme),
    /// its line the palette's first colour, and its area fades from the line into that background
    /// in the seed's steps; the hollow dots are filled with it. Without a theme the seed's pink
    /// fades into white as before.
    @Test func theAreaChartFollowsTheTheme() throws {
        let scene = try decode("""
            size: [640, 360]
            duration: 3
            theme: dark
            layers:
              - {type: area-chart, frame: [0, 0, 640, 360]}
            """)
        let dark = ChartTheme.dark
        let chart = try #require(scene.layers[0].sublayers.first)
        #expect(chart.backgroundColor == dark.background)
        func find(_ id: String, in layer: Layer) -> Layer? {
            layer.id == id ? layer : layer.sublayers.lazy.compactMap { find(id, in: $0) }.first
        }
        guard case .gradient(let gradient) = try #require(find("gradient", in: chart)).content,
              case .shape(let dot) = try #require(find("dot-0", in: chart)).content else { Issue.record("no gradient or dot"); return }
        #expect(gradient.colors.first == dark.palette[0] && gradient.colors.last == dark.background)
        #expect(dot.fillColor == dark.background && dot.strokeColor == dark.palette[0])
        let frame = try render(scene, at: 2.9)
        let corner = frame.rgba(x: 630, y: 10)
        #expect(Color(red8: Int(corner.r), green8: Int(corner.g), blue8: Int(corner.b)) == dark.background, "\(corner)")
        #expect(AreaChart().drawnGradientColors == AreaChart.seedGradient)
    }

    /// The progress track's empty ring takes the theme's grid colour: the seed's light grey
    /// glared on the dark theme's canvas.
    @Test func theEmptyTrackTakesTheGridColour() throws {
        let scene = try decode("size: [400, 240]\nduration: 1\ntheme: dark\nlayers:\n  - {type: progress-track, frame: [0, 0, 400, 240]}\n")
        let track = try #require(scene.layers[0].sublayers.first?.sublayers.first { $0.id == "track" })
        guard case .shape(let ring) = track.content else { Issue.record("no ring"); return }
        #expect(ring.strokeColor == ChartTheme.dark.grid)
    }

    /// A text layer takes the theme's text colour and family unless it sets its own: a title in
    /// the default black was unreadable on the dark theme's canvas (1.18:1).
    @Test func textLayersFollowTheTheme() throws {
        let scene = try decode("""
            size: [640, 360]
            duration: 1
            theme: {base: dark, font: DejaVu Serif}
            layers:
              - {type: text, frame: [20, 20, 600, 60], string: "Sales 2024", fontSize: 40}
              - {type: text, frame: [20, 100, 600, 60], string: "Costs", foregroundColor: "#ff0000", font: DejaVu Sans}
            """)
        guard case .text(let themed) = scene.layers[0].content, case .text(let own) = scene.layers[1].content else {
            Issue.record("no texts"); return
        }
        #expect(themed.color == ChartTheme.dark.text && themed.font.family == "DejaVu Serif")
        #expect(own.color == Color(red: 1, green: 0, blue: 0) && own.font.family == "DejaVu Sans")
        let problems = try Renderer().layoutTree(of: scene, at: 0.5).problems().filter { $0.kind == .lowContrast }
        #expect(problems.isEmpty, "\(problems.map(\.message))")
        let plain = try decode("size: [320, 180]\nduration: 1\nlayers:\n  - {type: text, string: Sales}\n")
        guard case .text(let seed) = plain.layers[0].content else { Issue.record("no text"); return }
        #expect(seed.color == .black && seed.font.family == "Helvetica", "without a theme, Core Animation's defaults")
    }

    @Test func aThemeMappingChangesAPreset() throws {
        let scene = try decode("""
            size: [320, 180]
            duration: 1
            background: "#123456"
            theme: {base: dark, palette: ["#00ff00"], grid: "#ff00ff"}
            layers:
              - {type: line-chart, frame: [0, 0, 320, 180], values: [1, 3, 2]}
            """)
        #expect(scene.background == Color(hex: 0x123456), "the scene's own background wins")
        let chart = try #require(scene.layers[0].sublayers.first)
        #expect(chart.backgroundColor == ChartTheme.dark.background, "the rest of the preset stays")
        let segment = try #require(chart.sublayers.first { $0.id == "series-0-segment-1" })
        guard case .shape(let shape) = segment.content else { Issue.record("not a shape"); return }
        #expect(shape.strokeColor == Color(hex: 0x00FF00), "the line takes the theme's palette")
        let grid = try #require(chart.sublayers.first { $0.id == "grid" })
        guard case .shape(let gridShape) = grid.content else { Issue.record("not a shape"); return }
        #expect(gridShape.strokeColor == Color(hex: 0xFF00FF))
    }

    @Test func anUnknownThemeIsReportedWithTheFix() throws {
        #expect {
            try decode("size: [320, 180]\nduration: 1\ntheme: neon\nlayers: []\n")
        } throws: { error in
            let text = "\(error)"
            return text.contains("'neon' is not a theme") && text.contains("light or dark") && text.contains("test.yaml:3")
        }
    }

    /// A donut with states writes its legend and state label in the theme's text colour (it was
    /// fixed dark grey, unreadable on `theme: dark`); its own keys still win.
    @Test func theDonutsLegendFollowsTheTheme() throws {
        func legend(_ keys: String) throws -> (names: [Color], stateLabel: Color?) {
            let scene = try decode("""
                size: [640, 360]
                duration: 3
                theme: dark
                layers:
                  - type: pie-chart
                    frame: [0, 0, 640, 360]
                    states: [{state: Q1, duration: 1s, values: {North: 3, South: 2}}, {state: Q2, values: {North: 2, South: 4}}]
                    \(keys)
                """)
            var names: [Color] = [], stateLabel: Color?
            func visit(_ layer: Layer) {
                if case .text(let text) = layer.content {
                    if layer.id?.hasPrefix("legend-name-") == true { names.append(text.color) } else { stateLabel = text.color }
                }
                layer.sublayers.forEach(visit)
            }
            scene.layers.forEach(visit)
            return (names, stateLabel)
        }
        let themed = try legend("holeRadius: 40")
        #expect(themed.names.count == 2 && themed.names.allSatisfy { $0 == ChartTheme.dark.text }, "\(themed.names)")
        #expect(themed.stateLabel == ChartTheme.dark.text)
        let own = try legend("legendColor: \"#ff0000\"")
        #expect(own.names.allSatisfy { $0 == Color(hex: 0xFF0000) })
    }
}
