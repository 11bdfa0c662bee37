import Testing
@testable import Scene

/// The short form data stories write values in: a unit per thousand, three figures at most.
@Suite struct NumberFormatShortTests {
    @Test(arguments: [
        (0.0, "0"), (950.0, "950"), (999.4, "999"), (999.6, "1.0 K"), (12_500.0, "12.5 K"), (99_940.0, "99.9 K"),
        (99_960.0, "100 K"), (708_000_000.0, "708 M"), (1_234_000_000.0, "1.2 B"), (3.4e12, "3.4 T"),
        (-2_500_000.0, "-2.5 M"), (5e15, "5e+15"),
    ])
    func writesTheShortForm(_ value: Double, _ text: String) {
        #expect(NumberFormat.short.string(for: value) == text)
    }

    @Test func isItsOwnFormat() throws {
        #expect(NumberFormat.short.description == "short")
        #expect(NumberFormat.short != (try NumberFormat("%.0f")))
        #expect(NumberFormat.short.string(for: .infinity) == "inf")
    }
}
