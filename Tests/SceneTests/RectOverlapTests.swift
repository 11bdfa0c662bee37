import Scene
import Testing

@Suite struct RectOverlapTests {
    /// Two boxes 10 wide, the second starting 9 along the first: they share 1 each way along x.
    @Test func boxesOverlapByWhatTheyShareAndComeWithinAGap() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let sharing = Rect(x: 9, y: 0, width: 10, height: 10)
        #expect(a.overlaps(sharing, by: 0.5))
        #expect(!a.overlaps(sharing, by: 1))
        let apart = Rect(x: 12, y: 0, width: 10, height: 10)
        #expect(!a.overlaps(apart, by: 0))
        #expect(a.overlaps(apart, by: -2.5), "less than 2.5 apart")
        #expect(!a.overlaps(apart, by: -2))
        #expect(!a.overlaps(Rect(x: 0, y: 20, width: 10, height: 10), by: 0), "apart along y")
    }
}
