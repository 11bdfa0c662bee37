import Animation
import Testing

/// Numbers as messages write them: as a scene file would, and huge whole numbers readably.
@Suite struct PlainTextTests {
    @Test func numbersAreWrittenAsAScene() {
        #expect(2.0.plainText == "2")
        #expect((-0.25).plainText == "-0.25")
        #expect(999_999_999_999_999.0.plainText == "999999999999999")
        #expect(1e15.plainText == "1e15")
        #expect((-2.5e15).plainText == "-2.5e15")
        #expect(9_007_199_254_740_992.0.plainText == "9.007199254740992e15")
        #expect(1e16.plainText == "1e+16")
        #expect(Double.nan.plainText == "NaN" && (-Double.infinity).plainText == "-infinity")
        // What it writes reads back as the same number.
        for value in [1e15, -2.5e15, 1234567890123456.0, 9_007_199_254_740_992.0] { #expect(Double(value.plainText) == value) }
    }
}
