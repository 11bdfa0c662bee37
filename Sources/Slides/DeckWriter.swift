import Foundation
import Export
import Output
import Render
import Scene

/// Writes a deck: `index.html`, and beside it one H.264 segment and one pause still per slide
/// (or everything inlined into one HTML file).
public struct DeckWriter {
    /// The deck to write.
    public var deck: SlideDeck
    /// The page's title.
    public var title: String
    /// The segments' encoding (quality, CRF, preset, workers); format and range are the deck's.
    public var options: ExportOptions

    /// A writer of `deck` titled `title`, encoding with `options`.
    public init(deck: SlideDeck, title: String, options: ExportOptions = ExportOptions()) {
        self.deck = deck
        self.title = title
        self.options = options
    }

    /// What a finished write produced.
    public struct Result: Sendable {
        /// The directory or HTML file written.
        public var path: String
        /// Every file of the deck with its size in bytes (one entry for a single file).
        public var files: [(name: String, bytes: Int)]
        /// The bytes of every file together.
        public var totalBytes: Int { files.reduce(0) { $0 + $1.bytes } }
    }

    /// Writes the deck into the directory `path` (replacing a deck written there before, never
    /// anything else). `slideDone` is called after each slide with its number.
    @discardableResult
    public func writeDirectory(to path: String, slideDone: ((Int) -> Void)? = nil) throws -> Result {
        try Self.checkReplaceable(path)
        let directory = try AtomicDirectory(target: path)
        do {
            let names = try writeSlides(into: directory.temporaryPath, slideDone: slideDone)
            let manifest = manifest(video: { names[$0].video }, still: { names[$0].still })
            try write(DeckPage.html(manifest), to: directory.temporaryPath + "/index.html")
            let files = ["index.html"] + names.flatMap { [$0.video, $0.still] }
            let sized = try files.map { ($0, try Self.size(of: directory.temporaryPath + "/" + $0)) }
            try directory.commit()
            return Result(path: directory.target, files: sized)
        } catch {
            directory.discard()
            throw error
        }
    }

    /// Writes the whole deck as the one HTML file `path`: segments and stills as `data:` URIs.
    @discardableResult
    public func writeSingleFile(to path: String, slideDone: ((Int) -> Void)? = nil) throws -> Result {
        let file = try AtomicFile(target: path)
        let work = try AtomicDirectory(target: path + ".assets")
        defer { work.discard() }
        do {
            let names = try writeSlides(into: work.temporaryPath, slideDone: slideDone)
            func inline(_ name: String, _ type: String) throws -> String {
                let data = try Data(contentsOf: URL(fileURLWithPath: work.temporaryPath + "/" + name))
                return "data:\(type);base64," + data.base64EncodedString()
            }
            let videos = try names.map { try inline($0.video, "video/mp4") }
            let stills = try names.map { try inline($0.still, "image/png") }
            let manifest = manifest(video: { videos[$0] }, still: { stills[$0] })
            try write(DeckPage.html(manifest), to: file.temporaryPath)
            let bytes = try Self.size(of: file.temporaryPath)
            try file.commit()
            return Result(path: path, files: [((path as NSString).lastPathComponent, bytes)])
        } catch {
            file.discard()
            throw error
        }
    }

    /// Renders every slide's segment and still into `directory`; their file names, in order.
    private func writeSlides(into directory: String, slideDone: ((Int) -> Void)?) throws -> [(video: String, still: String)] {
        var names: [(video: String, still: String)] = []
        for slide in deck.slides {
            if InterruptFlag.shared.isSet { throw ExportError.interrupted }
            let stem = slide.fileStem(digits: deck.fileDigits)
            var segmentOptions = options
            segmentOptions.format = .mp4
            segmentOptions.codec = nil
            segmentOptions.frameRange = slide.frames
            segmentOptions.transparent = false
            let segment = directory + "/" + stem + ".mp4"
            try Exporter.export(scene: deck.scene, to: segment, options: segmentOptions)
            try PNGFileWriter.write(try Self.lastFrame(of: segment, frames: slide.frames.count), to: directory + "/" + stem + ".png")
            names.append((stem + ".mp4", stem + ".png"))
            slideDone?(slide.number)
        }
        return names
    }

    /// The pause still: the segment's last frame decoded back from the file and converted to
    /// RGB as Chromium shows it, not rendered again. A rendered still differs from what the
    /// video shows by the encoder's loss (4:2:0 chroma and limited range turn a saturated
    /// (0, 0, 255) into about (7, 2, 218)), and the deck visibly jumped when the still replaced
    /// the video.
    static func lastFrame(of segment: String, frames: Int) throws -> Frame {
        let info = try MediaProbe.inspect(segment, keepFrames: [frames - 1], conversion: .chromiumSoftware)
        guard info.frameCount == frames, let last = info.frames[frames - 1] else {
            throw ExportError.ffmpeg(
                operation: "decode the last frame of \(segment)", message: "\(info.frameCount) frames decoded, \(frames) written")
        }
        return last
    }

    private func manifest(video: (Int) -> String, still: (Int) -> String) -> DeckManifest {
        let scene = deck.scene
        let entries = deck.slides.enumerated().map { index, slide in
            DeckManifest.Entry(
                number: slide.number, title: slide.title, notes: slide.notes, loop: slide.loops,
                video: video(index), still: still(index), frames: [slide.frames.lowerBound, slide.lastFrame])
        }
        return DeckManifest(
            title: title, width: Int(scene.size.width), height: Int(scene.size.height), fps: scene.fps,
            background: scene.background.cssOverBlack, slides: entries)
    }

    private func write(_ text: String, to path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            throw OutputError.unwritable(path: path, reason: "the file could not be created")
        }
    }

    private static func size(of path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    }

    /// Refuses to replace anything but an empty directory or a deck `reel slides` wrote.
    static func checkReplaceable(_ path: String) throws {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else { throw SlidesError.notADeck(path: path) }
        let contents = (try? manager.contentsOfDirectory(atPath: path)) ?? []
        if contents.isEmpty { return }
        let index = (try? String(contentsOfFile: path + "/index.html", encoding: .utf8)) ?? ""
        let marker = "<meta name=\"generator\" content=\"\(DeckPage.generator)\">"
        let ours = contents.allSatisfy { $0 == "index.html" || ($0.hasPrefix("slide-") && ($0.hasSuffix(".mp4") || $0.hasSuffix(".png"))) }
        guard index.contains(marker), ours else { throw SlidesError.notADeck(path: path) }
    }
}

extension Color {
    /// The colour over black, as CSS.
    var cssOverBlack: String {
        func channel(_ c: Double) -> Int { Int((min(max(c * alpha, 0), 1) * 255).rounded()) }
        return "rgb(\(channel(red)), \(channel(green)), \(channel(blue)))"
    }
}
