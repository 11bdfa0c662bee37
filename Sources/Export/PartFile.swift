import CFFmpeg
import Foundation

/// One part of a split render opened for reading: its demuxer, its video stream and the plan
/// its tag describes.
final class PartFile {
    let path: String
    let plan: ChunkPlan
    private(set) var context: UnsafeMutablePointer<AVFormatContext>?
    let stream: UnsafeMutablePointer<AVStream>

    init(path: String) throws(ExportError) {
        self.path = path
        var context: UnsafeMutablePointer<AVFormatContext>?
        guard avformat_open_input(&context, path, nil, nil) >= 0, let opened = context else {
            throw ExportError.invalidOption(name: "parts", reason: "cannot open \(path) as a video file; give the files `reel render --chunk K/N` wrote")
        }
        self.context = opened
        func fail(_ reason: String) -> ExportError {
            avformat_close_input(&context)
            return ExportError.invalidOption(name: "parts", reason: reason)
        }
        guard avformat_find_stream_info(opened, nil) >= 0 else { throw fail("cannot read the streams of \(path)") }
        guard let entry = av_dict_get(opened.pointee.metadata, "comment", nil, 0),
              let plan = ChunkPlan(tag: String(cString: entry.pointee.value)) else {
            throw fail("\(path) is not a part of a split render (it has no Reel part tag); render parts with `reel render --chunk K/N`")
        }
        let streams = (0..<Int(opened.pointee.nb_streams)).compactMap { opened.pointee.streams[$0] }
        let video = streams.filter { $0.pointee.codecpar.pointee.codec_type == AVMEDIA_TYPE_VIDEO }
        guard video.count == 1, streams.count == 1 else {
            throw fail("\(path) holds \(streams.count) streams; a part holds only its video (render it again with `reel render --chunk`)")
        }
        self.plan = plan
        self.stream = video[0]
    }

    deinit { avformat_close_input(&context) }
}
