import Testing
@testable import Scene

@Suite struct NumberFormatTests {
    @Test func formatsOneNumberWithLiteralPercent() throws {
        #expect(try NumberFormat("%.1f%% 百分比").string(for: 73.5) == "73.5% 百分比")
        #expect(try NumberFormat("%d steps").string(for: 1794.9) == "1794 steps")
        #expect(try NumberFormat("%05.2f").string(for: 3.14159) == "03.14")
        #expect(try NumberFormat("[%+d]").string(for: -2.5) == "[-2]")
    }

    @Test func nonFiniteNumbersPrintAsWords() throws {
        #expect(try NumberFormat("%d%%").string(for: .nan) == "nan%")
        #expect(try NumberFormat("%.1f").string(for: -.infinity) == "-inf")
        #expect(try NumberFormat("%d").string(for: 1e300) == "9000000000000000000")
    }

    @Test func errorsNameTheColumn() {
        #expect(throws: NumberFormatError.self) { try NumberFormat("no number") }
        do { _ = try NumberFormat("%.1f %s"); Issue.record("accepted %s") } catch { #expect(error.column == 7) }
        do { _ = try NumberFormat("%d and %d"); Issue.record("accepted two") } catch { #expect(error.column == 8) }
        do { _ = try NumberFormat("50%"); Issue.record("accepted trailing %") } catch { #expect(error.column == 3) }
    }
}

/// Widths and precisions are bounded: `%2147483647d` crashed printf, `%100000000d` used 3 GB.
@Suite struct NumberFormatLimitTests {
    @Test func widthAndPrecisionUpToTheLimitFormat() throws {
        #expect(try NumberFormat("%100d").string(for: 5).count == 100)
        #expect(try NumberFormat("%.100f").string(for: 1).count == 102)
    }

    @Test(arguments: ["%101d", "%2147483647d", "%.101f", "%.2147483647f", "%99999999999999999999d", "%1.100000000e"])
    func largerOnesAreRejected(_ format: String) {
        #expect(throws: NumberFormatError.self) { try NumberFormat(format) }
    }
}

/// The `'` flag: thousands grouped with commas, the same on every machine.
@Suite struct NumberFormatGroupingTests {
    @Test(arguments: [
        ("%'d", 48210.0, "48,210"), ("%'d", 999, "999"), ("%'d", -1234567, "-1,234,567"), ("%'d", 0, "0"),
        ("%'.2f", 1234567.5, "1,234,567.50"), ("€%'.0f", 1000, "€1,000"), ("%+'d", 1000, "+1,000"),
        ("%'.1f%%", 12345.67, "12,345.7%"), ("%'e", 123456, "1.234560e+05"), ("%'d", .infinity, "inf"),
    ] as [(String, Double, String)])
    func groupsTheWholePart(_ format: String, _ number: Double, _ expected: String) throws {
        #expect(try NumberFormat(format).string(for: number) == expected)
    }
}
