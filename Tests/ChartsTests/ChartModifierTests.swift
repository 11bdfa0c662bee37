import Render
import Scene
import Testing
import TestSupport
@testable import Charts

/// A global measurer: `TextMeasurer` is `Sendable`, so this compiles in Swift 6 without a main
/// actor, and helpers and tasks can share it.
let sharedMeasurer = TextMeasurer()

/// Charts set up in one expression, inside a layer builder, and measured from any context.
@Suite struct ChartModifierTests {
    @Test func aChartIsConfiguredInsideABuilder() throws {
        let scene = try Scene(width: 400, height: 300, duration: 1) {
            try BarChart(values: [1200, 4800, 3100])
                .set(\.incrementValue, 1000)
                .set(\.barColor, Color(named: "steelblue")!)
                .frame(Rect(x: 20, y: 10, width: 360, height: 280))
                .layer(measuring: FixedMeasurer())
        }
        var mutated = BarChart(values: [1200, 4800, 3100])
        mutated.incrementValue = 1000
        mutated.barColor = Color(hex: 0x4682b4)
        mutated.origin = Point(x: 20, y: 10)
        mutated.size = Size(width: 360, height: 280)
        #expect(scene.layers == [try mutated.layer(measuring: FixedMeasurer())])
        #expect(scene.layers[0].position == Point(x: 20, y: 10))
    }

    @Test func theSharedMeasurerWorksFromConcurrentTasks() async throws {
        let font = Font(family: "DejaVu Sans", size: 20)
        let alone = try sharedMeasurer.size(of: "48,210", font: font)
        let sizes = try await withThrowingTaskGroup(of: Size.self) { group in
            for _ in 0..<8 { group.addTask { try sharedMeasurer.size(of: "48,210", font: font) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(alone.width > 20 && sizes.allSatisfy { $0 == alone })
    }
}
