import CCairoCheck
import Testing

/// CCairo declares the Pango calls Render makes by hand; the CCairoCheck target compiles those
/// declarations against Pango's headers (a mismatch fails the build), and this checks that those
/// headers are the library's that runs.
@Suite struct PangoDeclarationsTests {
    @Test func theHeadersCheckedAreThoseOfTheLinkedPango() {
        #expect(reel_check_pango_header_version() == reel_check_pango_linked_version())
    }
}
