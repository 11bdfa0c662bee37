import Foundation
import Scene
import Testing
@testable import Charts

@Suite struct ChartScaleTests {
    /// Steps are 1, 2 or 5 × 10ⁿ, the ends round outward, and positive data starts at 0.
    @Test func niceScalesUseOneTwoFiveSteps() {
        for (low, high) in [(0.0, 276.2), (3.0, 17), (-8, 3), (0.001, 0.0042), (0, 1e12), (5, 5), (0, 0)] {
            let scale = ChartScale.nice(covering: low, high, maxTicks: 6)
            let mantissa = scale.step / pow(10, floor(log10(scale.step)))
            #expect([1.0, 2, 5].contains { abs(mantissa - $0) < 1e-9 }, "\(low)…\(high): step \(scale.step)")
            #expect(scale.lower <= min(low, 0) && scale.upper >= max(high, 0), "\(low)…\(high) covered by \(scale.lower)…\(scale.upper)")
            #expect(scale.ticks.count >= 2 && scale.ticks.count <= 6, "\(low)…\(high): \(scale.ticks)")
        }
        #expect(ChartScale.nice(covering: 0, 276.2, maxTicks: 7).ticks == [0, 50, 100, 150, 200, 250, 300])
    }

    /// Tick labels abbreviate large numbers with just the digits the step needs.
    @Test func tickLabelsAbbreviate() {
        let format = ChartNumberFormat.automatic
        #expect(format.tickString(for: 1200, step: 200) == "1200")
        #expect(format.tickString(for: 12_000, step: 2000) == "12 K")
        #expect(format.tickString(for: 3_400_000, step: 200_000) == "3.4 M")
        #expect(format.tickString(for: 0.25, step: 0.25) == "0.25")
        #expect(format.tickString(for: 1e12, step: 2e11) == "1 T")
        // A printf format giving a bare whole number (the line chart's default) abbreviates
        // from 100,000; one that groups or adds a unit is kept.
        let bare = ChartNumberFormat.printf(try! NumberFormat("%1.f"))
        #expect(bare.tickString(for: 95_000, step: 5000) == "95000")
        #expect(bare.tickString(for: 6e14, step: 2e14) == "600 T")
        #expect(bare.tickString(for: -2e14, step: 2e14) == "-200 T")
        #expect(ChartNumberFormat.printf(try! NumberFormat("%'.0f TWh")).tickString(for: 6e5, step: 2e5) == "600,000 TWh")
    }

    /// Ticks past a million trillions and under a millionth, as a log axis widened round a large
    /// bubble has them, are powers of ten: 1e20 once stopped the program (trillions past
    /// `Int.max`), and 1e-9 was written "0" (its step rounded to no decimals).
    @Test func ticksPastTheUnitsArePowersOfTen() {
        let short = ChartNumberFormat.printf(.short)
        #expect(short.tickString(for: 1e20, step: 1e20) == "1e20")
        #expect(short.tickString(for: 2.5e188, step: 1e188) == "2.5e188")
        #expect(short.tickString(for: 1e15, step: 1e15) == "1000 T")
        #expect(short.tickString(for: 999_999e12, step: 1e12) == "999999 T")
        #expect(short.tickString(for: 1e18, step: 1e18) == "1e18")
        #expect(short.tickString(for: 1e-9, step: 1e-9) == "1e-9")
        #expect(short.tickString(for: 0.000002, step: 0.000002) == "0.000002")
        #expect(ChartNumberFormat.automatic.tickString(for: -3e21, step: 1e21) == "-3e21")
        #expect(ChartNumberFormat.fractionDigits(of: 1e-9) == 9)
        #expect(ChartNumberFormat.fractionDigits(of: 2.5e-7) == 8)
    }

    /// The `'` flag groups thousands; a tick finer than the format's precision gets the digits
    /// it needs.
    @Test func formatsGroupAndWidenTheirPrecision() throws {
        let format = try NumberFormat("%'.0f TWh")
        #expect(format.string(for: 3178) == "3,178 TWh")
        #expect(format.string(for: -1_234_567.8) == "-1,234,568 TWh")
        #expect(format.string(for: 999) == "999 TWh")
        #expect(format.withFractionDigits(atLeast: 1).string(for: 1234.5) == "1,234.5 TWh")
        #expect(try NumberFormat("%d%%").withFractionDigits(atLeast: 2).string(for: 0.25) == "0.25%")
    }
}
