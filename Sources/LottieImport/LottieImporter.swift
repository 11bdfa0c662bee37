import Animation
import Foundation
import Scene

/// Reads Lottie (Bodymovin JSON) animations, `.json` or dotLottie `.lottie`, into Reel scenes
/// and layers. Every problem is a `LottieImportError` naming the file, the JSON path and the
/// fix; what is read but not drawn (expressions, text layers, effects) is listed as notices.
public enum LottieImporter {
    /// Whether `path` names a Lottie file: a `.lottie` archive, or a `.json` file whose top
    /// level has Lottie's `layers`, `fr`, `ip` and `op` (a Reel scene in JSON has none of them).
    public static func isLottie(path: String) -> Bool {
        let lower = path.lowercased()
        if lower.hasSuffix(".lottie") { return true }
        guard lower.hasSuffix(".json"), let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = String(decoding: (try? handle.read(upToCount: 4096)) ?? Data(), as: UTF8.self)
        return ["\"layers\"", "\"fr\"", "\"ip\"", "\"op\""].filter { head.contains($0) }.count >= 3 && !head.contains("\"size\"")
    }

    /// The animation at `path` as a scene of its own size, frame rate and length.
    public static func scene(contentsOf path: String) throws(LottieImportError) -> LottieImport {
        try scene(root: document(contentsOf: path), file: path)
    }

    /// Lottie JSON held in memory as a scene; `file` names it in errors and locates its images.
    public static func scene(data: Data, file: String) throws(LottieImportError) -> LottieImport {
        try scene(root: document(data: data, file: file), file: file)
    }

    private static func scene(root: JSONCursor, file path: String) throws(LottieImportError) -> LottieImport {
        let (width, height, frameRate, first, last) = try header(root)
        let grid = (0...Int(last - first)).map { Double($0) / frameRate }
        let builder = LottieBuilder(file: path, directory: directory(of: path), frameRate: frameRate, canvas: Size(width: width, height: height))
        try readAssets(root, into: builder)
        let layers = try builder.compositionLayers(root.required("layers", "the animation"), clock: .linear(firstFrame: first, rate: frameRate, grid: grid), depth: 0)
        let scene = Scene(size: Size(width: width, height: height), fps: frameRate, duration: (last - first) / frameRate, background: .clear, layers: layers)
        var result = LottieImport(scene: scene, notices: builder.notices, inputFiles: [path] + builder.inputFiles)
        result.markerList = try markers(root)
        return result
    }

    /// The animation at `path` as one layer of a scene (`type: lottie`): its bounds are the
    /// animation's size; it plays as `placement` says.
    public static func layer(
        contentsOf path: String, placement: LottiePlacement
    ) throws(LottieImportError) -> (layer: Layer, size: Size, import: LottieImport) {
        let root = try document(contentsOf: path)
        let (width, height, frameRate, first, last) = try header(root)
        var from = first, to = last
        let markerList = try markers(root)
        switch placement.segment {
        case .whole: break
        case .frames(let a, let b): from = a; to = b
        case .marker(let name):
            guard let marker = markerList.first(where: { $0.name == name }) else {
                let known = markerList.map(\.name).prefix(10).joined(separator: ", ")
                throw LottieImportError(file: path, jsonPath: "$.markers", message: "the animation has no marker '\(name.echoedShort)'",
                    fix: known.isEmpty ? "the animation has no markers: give `segment` as [firstFrame, lastFrame]" : "use one of its markers: \(known)")
            }
            from = marker.start; to = marker.end
        }
        guard to > from else {
            throw LottieImportError(file: path, jsonPath: "$", message: "the segment from frame \(from) to \(to) is empty", fix: "give a segment whose last frame is after its first")
        }
        guard placement.speed > 0, placement.speed.isFinite else {
            throw LottieImportError(file: path, jsonPath: "$", message: "the speed \(placement.speed) is not positive", fix: "give `speed` a positive number")
        }
        let rate = frameRate * placement.speed
        let period = (to - from) / rate
        // The animations run on the segment's own time, inside a group per layer that starts at
        // `startTime`, lasts the segment and repeats (looping) or holds its ends.
        let frames = min(Int((period * rate).rounded(.up)), Int(LottieLimits.frames))
        let grid = (0...max(frames, 1)).map { min(Double($0) / rate, period) }
        let clock = LottieClock(affine: (from, rate), frame: { from + rate * $0 }, grid: grid)
        let builder = LottieBuilder(file: path, directory: directory(of: path), frameRate: frameRate, canvas: Size(width: width, height: height))
        try readAssets(root, into: builder)
        let layers = try builder.compositionLayers(root.required("layers", "the animation"), clock: clock, depth: 0)
            .map { Self.timed($0, start: placement.startTime, period: period, loop: placement.loop) }
        var layer = Layer(bounds: Rect(x: 0, y: 0, width: width, height: height), sublayers: layers)
        layer.masksToBounds = true
        let scene = Scene(size: Size(width: width, height: height), fps: frameRate, duration: (last - first) / frameRate, background: .clear, layers: [])
        var result = LottieImport(scene: scene, notices: builder.notices, inputFiles: [path] + builder.inputFiles)
        result.markerList = markerList
        return (layer, Size(width: width, height: height), result)
    }

    /// `layer` with every animation in its tree in a group that starts at `start` and lasts
    /// `period` seconds, repeating for ever when `loop`, else holding its first and last values.
    static func timed(_ layer: Layer, start: Double, period: Double, loop: Bool) -> Layer {
        var copy = layer
        if !copy.animations.isEmpty {
            copy.animations = [.group(AnimationGroup(
                animations: copy.animations,
                timing: MediaTiming(beginTime: start, duration: period, repeatCount: loop ? .infinity : 0, fillMode: .both)))]
        }
        copy.sublayers = copy.sublayers.map { timed($0, start: start, period: period, loop: loop) }
        copy.mask = copy.mask.map { timed($0, start: start, period: period, loop: loop) }
        return copy
    }

    // MARK: Reading

    static func directory(of path: String) -> String {
        let directory = (path as NSString).deletingLastPathComponent
        return directory.isEmpty ? "." : directory
    }

    /// The parsed JSON of a `.json` file or of a `.lottie` archive's first animation.
    static func document(contentsOf path: String) throws(LottieImportError) -> JSONCursor {
        func fail(_ message: String, _ fix: String) -> LottieImportError {
            LottieImportError(file: path, jsonPath: "$", message: message, fix: fix)
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let attributes else { throw fail("the file does not exist or cannot be read", "check the path of the Lottie file") }
        guard (attributes[.type] as? FileAttributeType) == .typeRegular else { throw fail("it is not a regular file", "give a Lottie .json or .lottie file") }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= LottieLimits.fileBytes else {
            throw fail("the file is \(size >> 20) MB; Lottie files are read up to \(LottieLimits.fileBytes >> 20) MB", "simplify the animation or split it")
        }
        guard var data = FileManager.default.contents(atPath: path) else { throw fail("the file cannot be read", "check its permissions") }
        if path.lowercased().hasSuffix(".lottie") { data = try archivedAnimation(data, path: path) }
        return try document(data: data, file: path)
    }

    static func document(data: Data, file path: String) throws(LottieImportError) -> JSONCursor {
        guard data.count <= LottieLimits.fileBytes else {
            throw LottieImportError(file: path, jsonPath: "$", message: "the animation is \(data.count >> 20) MB; Lottie files are read up to \(LottieLimits.fileBytes >> 20) MB",
                fix: "simplify the animation or split it")
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            let detail = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "it is not valid JSON"
            throw LottieImportError(file: path + Self.lineAndColumn(in: data, detail: detail), jsonPath: "$",
                message: "the file is not valid JSON: \(detail)", fix: "write the Lottie file out again from the authoring tool; it may be cut short")
        }
        let root = JSONCursor(value: object, path: "$", file: path)
        _ = try root.object()
        return root
    }

    /// `:line:column` of the character a JSON error names ("around character 123"), or "".
    static func lineAndColumn(in data: Data, detail: String) -> String {
        guard let range = detail.range(of: "character "), let offset = Int(detail[range.upperBound...].prefix { $0.isNumber }) else { return "" }
        var line = 1, column = 1
        for byte in data.prefix(offset) {
            if byte == 10 { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return ":\(line):\(column)"
    }

    /// The animation JSON inside a dotLottie archive: the manifest's first animation, or the
    /// first `animations/*.json`.
    static func archivedAnimation(_ data: Data, path: String) throws(LottieImportError) -> Data {
        func fail(_ message: String) -> LottieImportError {
            LottieImportError(file: path, jsonPath: "$", message: message, fix: "write the .lottie file out again (a zip with manifest.json and animations/*.json)")
        }
        let archive: ZipReader
        do { archive = try ZipReader([UInt8](data)) } catch { throw fail("the file is not a dotLottie (zip) archive: \(error.reason)") }
        var names = archive.entries.map(\.path).filter { $0.hasPrefix("animations/") && $0.hasSuffix(".json") }.sorted()
        if let manifest = archive["manifest.json"], manifest.uncompressedSize < 1 << 20,
            let bytes = try? archive.contents(of: manifest, limit: 1 << 20),
            let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
            let animations = object["animations"] as? [[String: Any]], let id = animations.first?["id"] as? String,
            names.contains("animations/\(id).json")
        {
            names = ["animations/\(id).json"]
        }
        guard let name = names.first, let entry = archive[name] else { throw fail("the archive holds no animations/*.json") }
        guard entry.uncompressedSize <= LottieLimits.fileBytes else {
            throw fail("its animation is \(entry.uncompressedSize >> 20) MB uncompressed; Lottie files are read up to \(LottieLimits.fileBytes >> 20) MB")
        }
        do { return Data(try archive.contents(of: entry, limit: LottieLimits.fileBytes)) } catch {
            throw fail("its animation \(name) cannot be extracted: \(error.reason)")
        }
    }

    /// Width, height, frame rate, in point and out point, checked.
    static func header(_ root: JSONCursor) throws(LottieImportError) -> (Double, Double, Double, Double, Double) {
        func positive(_ key: String, _ what: String, max limit: Double) throws(LottieImportError) -> Double {
            let cursor = try root.required(key, "the animation")
            let value = try cursor.number()
            guard value > 0, value <= limit else {
                throw cursor.error("the \(what) is \(value)", fix: "give '\(key)' a number above 0 and at most \(Int(limit))")
            }
            return value
        }
        let width = try positive("w", "width", max: LottieLimits.canvasSide)
        let height = try positive("h", "height", max: LottieLimits.canvasSide)
        let frameRate = try positive("fr", "frame rate", max: LottieLimits.frameRate)
        let first = try root.required("ip", "the animation").number()
        let lastCursor = try root.required("op", "the animation")
        let last = try lastCursor.number()
        guard last > first else { throw lastCursor.error("the out point \(last) is not after the in point \(first)", fix: "give 'op' a frame after 'ip'") }
        guard last - first <= LottieLimits.frames else {
            throw lastCursor.error("the animation is \(Int(last - first)) frames long", fix: "keep it under \(Int(LottieLimits.frames)) frames")
        }
        _ = try root.required("layers", "the animation").array()
        return (width, height, frameRate, first, last)
    }

    static func readAssets(_ root: JSONCursor, into builder: LottieBuilder) throws(LottieImportError) {
        for asset in try root["assets"]?.array() ?? [] {
            _ = try asset.object()
            guard let id = try asset["id"].map({ (c) throws(LottieImportError) -> String in
                if let number = c.value as? NSNumber, !(c.value is String) { return number.stringValue }
                return try c.string()
            }) else { continue }
            builder.assets[id] = asset
        }
    }

    static func markers(_ root: JSONCursor) throws(LottieImportError) -> [(name: String, start: Double, end: Double)] {
        try (root["markers"]?.array() ?? []).map { (marker) throws(LottieImportError) in
            let start = try marker.number("tm", default: 0)
            return (try marker.string("cm") ?? "", start, start + (try marker.number("dr", default: 0)))
        }
    }
}
