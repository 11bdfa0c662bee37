import Scene

extension LottieExporter {
    /// Runs of frames over which `paths` keep one structure (subpaths of the same vertex
    /// counts), each with its subpaths at every frame of the run: Lottie interpolates a shape only
    /// between keyframes of the same structure, so each run becomes a layer of its own.
    func structureRuns(_ paths: [Path], from start: Int = 0) -> [(frames: Range<Int>, subpaths: [[LottieBezier]])] {
        var runs: [(frames: Range<Int>, subpaths: [[LottieBezier]])] = []
        var cache: (Path, [LottieBezier])?
        for (offset, path) in paths.enumerated() {
            let subpaths: [LottieBezier]
            if let cached = cache, cached.0 == path {
                subpaths = cached.1
            } else {
                subpaths = LottieBezier.subpaths(of: path)
                cache = (path, subpaths)
            }
            let frame = start + offset
            if var last = runs.last, let previous = last.subpaths.last, previous.count == subpaths.count,
                zip(previous, subpaths).allSatisfy({ $0.hasSameStructure(as: $1) }) {
                last.frames = last.frames.lowerBound..<(frame + 1)
                last.subpaths.append(subpaths)
                runs[runs.count - 1] = last
            } else {
                runs.append((frame..<(frame + 1), [subpaths]))
            }
        }
        return runs
    }

    /// `sh` items, one per subpath, over the frames of one run.
    func pathItems(_ run: (frames: Range<Int>, subpaths: [[LottieBezier]])) -> [JSONValue] {
        guard let first = run.subpaths.first else { return [] }
        return first.indices.map { k in
            var track = LottieTrack(samples: run.subpaths.map { $0[k].flattened }, tolerance: Tolerance.pixels)
            track.firstFrame = run.frames.lowerBound
            let closed = first[k].isClosed
            let shape = track.json(value: { LottieBezier.json($0, closed: closed) }, keyed: { .array([LottieBezier.json($0, closed: closed)]) })
            return .object([("ty", .string("sh")), ("nm", .string("path \(k + 1)")), ("ks", shape)])
        }
    }

    /// A track of values over the frames `frames`.
    func track(_ samples: [[Double]], frames: Range<Int>, tolerance: Double) -> LottieTrack {
        var track = LottieTrack(samples: samples, tolerance: tolerance)
        track.firstFrame = frames.lowerBound
        return track
    }

    /// A colour's `c` (RGB) and `o` (alpha, percent) properties; `nil` is transparent.
    func colourProperties(_ colours: [Color?], frames: Range<Int>) -> (colour: JSONValue, opacity: JSONValue) {
        // A colour that is absent at some frames keeps the RGB of a present one, so fades do not tint.
        let present = colours.compactMap { $0 }.first ?? .black
        let filled: [[Double]] = colours.map { colour in
            let c = colour ?? present
            return [c.red, c.green, c.blue]
        }
        let colour = track(filled, frames: frames, tolerance: Tolerance.colour).vectorJSON
        let opacity = track(colours.map { [($0?.alpha ?? 0) * 100] }, frames: frames, tolerance: 0.05).scalarJSON
        return (colour, opacity)
    }

    /// The transform of a shape group (`tr`): identity unless given.
    func groupTransform(anchor: JSONValue? = nil, position: JSONValue? = nil, scale: JSONValue? = nil) -> JSONValue {
        .object([
            ("ty", .string("tr")),
            ("a", anchor ?? Self.constant([0, 0])), ("p", position ?? Self.constant([0, 0])),
            ("s", scale ?? Self.constant([100, 100])), ("r", Self.constant(0)), ("o", Self.constant(100)),
            ("sk", Self.constant(0)), ("sa", Self.constant(0)),
        ])
    }

    func group(_ name: String, _ items: [JSONValue]) -> JSONValue {
        .object([("ty", .string("gr")), ("nm", .string(name)), ("it", .array(items + [groupTransform()]))])
    }

    /// A group filling `paths` (one structure over `frames`) with `colours`.
    func fillShapes(paths: [Path], frames: Range<Int>, colours: [Color?], rule: FillRule) -> [JSONValue] {
        var shapes: [JSONValue] = []
        for run in structureRuns(paths, from: frames.lowerBound) {
            let offset = run.frames.lowerBound - frames.lowerBound
            let runColours = Array(colours[offset..<(offset + run.frames.count)])
            let fill = colourProperties(runColours, frames: run.frames)
            shapes.append(group("fill", pathItems(run) + [fillItem(fill, rule: rule)]))
        }
        return shapes
    }

    func fillItem(_ fill: (colour: JSONValue, opacity: JSONValue), rule: FillRule) -> JSONValue {
        .object([
            ("ty", .string("fl")), ("nm", .string("fill")), ("c", fill.colour), ("o", fill.opacity),
            ("r", .number(rule == .evenOdd ? 2 : 1)),
        ])
    }

    /// A stroke item (`st`).
    func strokeItem(
        colours: [Color?], widths: [Double], cap: LineCap, join: LineJoin, miterLimit: Double, dashes: [[Double]]?,
        frames: Range<Int>
    ) -> JSONValue {
        let stroke = colourProperties(colours, frames: frames)
        var members: [(String, JSONValue)] = [
            ("ty", .string("st")), ("nm", .string("stroke")), ("c", stroke.colour), ("o", stroke.opacity),
            ("w", track(widths.map { [$0] }, frames: frames, tolerance: Tolerance.pixels).scalarJSON),
            ("lc", .number(cap == .butt ? 1 : cap == .round ? 2 : 3)),
            ("lj", .number(join == .miter ? 1 : join == .round ? 2 : 3)),
        ]
        if join == .miter { members.append(("ml", .number(miterLimit))) }
        if let dashes, let first = dashes.first, first.count > 1 {
            var items: [JSONValue] = []
            for k in 0..<(first.count - 1) {
                let values = track(dashes.map { [$0[k]] }, frames: frames, tolerance: Tolerance.pixels).scalarJSON
                let kind = k % 2 == 0 ? "d" : "g"
                items.append(.object([("n", .string(kind)), ("nm", .string(kind == "d" ? "dash" : "gap")), ("v", values)]))
            }
            let offset = track(dashes.map { [$0[first.count - 1]] }, frames: frames, tolerance: Tolerance.pixels).scalarJSON
            items.append(.object([("n", .string("o")), ("nm", .string("offset")), ("v", offset)]))
            members.append(("d", .array(items)))
        }
        return .object(members)
    }
}
