import Render
import SceneFile
import Testing
import TestSupport
@testable import Export

/// GIF dithering is off by default: a chart's GIF shows what `reel still` shows, each colour
/// mapped to one palette entry wherever it appears (no dither noise), and only an explicit
/// `dithering` above 0 dithers.
@Suite struct GIFDitheringTests {
    /// The seed bar chart at 2.2 s: bars, border, value and axis labels all drawn.
    static let time = 2.2

    /// Every colour of the still frame and the decoded GIF colours it became at its pixels,
    /// with the largest per-channel difference between the two images.
    struct Mapping {
        var colours: [UInt32: Set<UInt32>] = [:]
        var counts: [UInt32: Int] = [:]
        var worst = 0
    }

    /// The GIF of the bar chart's frame at `time`, written with `options` and decoded with
    /// FFmpeg, against the same frame drawn as `reel still` draws it.
    static func mapping(options: ExportOptions) throws -> Mapping {
        let scene = try SceneDecoder.decode(contentsOf: PackagePaths.scene("bar-chart.yaml"), measuring: TextMeasurer())
        let frame = Int((time * scene.fps).rounded())
        var options = options
        options.frameRange = frame..<frame + 1
        let directory = TemporaryDirectory()
        let path = directory.file("chart.gif")
        try Exporter.export(scene: scene, to: path, options: options)
        let decoded = try #require(try MediaProbe.inspect(path, keepFrames: [0]).frames[0])
        let still = try Renderer().render(scene, at: Double(frame) / scene.fps)
        #expect(decoded.width == still.width && decoded.height == still.height)
        var mapping = Mapping()
        for y in 0..<still.height {
            for x in 0..<still.width {
                let s = still.rgba(x: x, y: y), g = decoded.rgba(x: x, y: y)
                let key = UInt32(s.r) << 16 | UInt32(s.g) << 8 | UInt32(s.b)
                mapping.colours[key, default: []].insert(UInt32(g.r) << 16 | UInt32(g.g) << 8 | UInt32(g.b))
                mapping.counts[key, default: 0] += 1
                mapping.worst = max(mapping.worst, abs(Int(s.r) - Int(g.r)), abs(Int(s.g) - Int(g.g)), abs(Int(s.b) - Int(g.b)))
            }
        }
        return mapping
    }

    @Test func theDefaultGIFOfAChartFrameHasNoDitherNoise() throws {
        let mapping = try Self.mapping(options: ExportOptions())
        let dithered = mapping.colours.filter { $0.value.count > 1 }
        #expect(dithered.isEmpty, "colours decoded as several palette entries: \(dithered.keys.map { String($0, radix: 16) })")
        // The flat fills (background, plot area, bars): a thousand pixels or more each.
        let flat = mapping.counts.filter { $0.value >= 1000 }.map(\.key)
        #expect(flat.count >= 3)
        for colour in flat {
            #expect(mapping.colours[colour] == [colour], "flat colour \(String(colour, radix: 16)) decodes as \(mapping.colours[colour].map { $0.map { String($0, radix: 16) } } ?? [])")
        }
        // Nearest entries of a 255-colour palette: 10 levels at most today.
        #expect(mapping.worst <= 16, "largest difference from the still: \(mapping.worst) levels")
    }

    /// An explicit dithering still dithers the colours the palette lacks (the chart frame has
    /// more colours than a GIF palette holds), while its flat colours stay exact.
    @Test func anExplicitDitheringDithersOnlyTheColoursThePaletteLacks() throws {
        let mapping = try Self.mapping(options: ExportOptions(dithering: 1))
        #expect(mapping.colours.contains { $0.value.count > 1 }, "some colour is dithered between entries")
        for colour in mapping.counts.filter({ $0.value >= 1000 }).map(\.key) {
            #expect(mapping.colours[colour] == [colour])
        }
    }
}
