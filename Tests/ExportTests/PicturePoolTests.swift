import CFFmpeg
import Testing
@testable import Export

/// Pooled pictures reuse their memory, but never while an encoder still holds a reference.
@Suite struct PicturePoolTests {
    @Test func aPlaneReturnsOnlyWhenItsLastReferenceIsDropped() throws {
        let pool = try PicturePool(width: 64, height: 48, format: AV_PIX_FMT_YUV420P)
        var first: EncoderPicture? = try pool.picture()
        let firstPlane = first!.frame.pointee.data.0
        #expect(first!.frame.pointee.linesize.0 >= 64 && first!.frame.pointee.linesize.1 >= 32)
        // What an encoder does with a frame it keeps (a lookahead, a reference picture).
        var kept = av_frame_alloc()
        defer { av_frame_free(&kept) }
        #expect(av_frame_ref(kept, first!.frame) == 0)
        first = nil
        let second = try pool.picture()
        #expect(second.frame.pointee.data.0 != firstPlane, "handed out a plane the encoder still holds")
        av_frame_unref(kept)
        let third = try pool.picture()
        #expect(third.frame.pointee.data.0 == firstPlane, "the released plane is reused")
        #expect(av_frame_is_writable(third.frame) == 1)
    }
}
