import Foundation
import HTTPTypes
import Hummingbird
import Scene

/// Answers the page's HTTP requests. Every GET route only reads: the page and its script, the
/// state, frames, and files of the scene's folder. The one POST, `/open`, starts the configured
/// editor on a layer's source, and only from the page itself.
///
/// Routes are matched on the raw path here rather than by a router, so that what reaches the
/// file route is exactly what `SceneFolder` checks.
struct PreviewResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let live: LiveScene
    let frames: FrameRenderer
    let folder: SceneFolder
    /// `Host` header values the server accepts; empty accepts any (a non-loopback `--host`).
    /// Refusing other names keeps a web page from reaching a loopback server through DNS rebinding.
    let allowedHosts: AllowedHosts
    /// The command `/open` runs (`--editor`, else `$VISUAL`); `nil` when there is none.
    let editor: EditorCommand?
    /// The audio tracks' waveforms, decoded once per file version.
    let waveforms = WaveformCache()

    var sceneName: String { (live.path as NSString).lastPathComponent }

    func respond(to request: Request, context: Context) async throws -> Response {
        let host = request.head.authority ?? ""
        if request.method == .post, request.uri.path == "/open" {
            guard allowedHosts.accepts(host) else { return text("unknown host '\(host)'\n", status: .forbidden) }
            return openSource(request, host: host)
        }
        guard request.method == .get || request.method == .head else {
            return text("only GET is served\n", status: .methodNotAllowed)
        }
        guard allowedHosts.accepts(host) else { return text("unknown host '\(host)'\n", status: .forbidden) }
        let response = try await route(request)
        return request.method == .head ? response.createHeadResponse() : response
    }

    private func route(_ request: Request) async throws -> Response {
        let path = request.uri.path
        switch path {
        case "/", "/index.html": return body(PreviewPage.html, type: "text/html; charset=utf-8", extra: [HTTPField.Name("Content-Security-Policy")!: PreviewPage.contentSecurityPolicy])
        case "/preview.js": return body(PreviewScript.source, type: "text/javascript; charset=utf-8")
        case "/preview.css": return body(PreviewStyle.source, type: "text/css; charset=utf-8")
        case "/state": return body(live.current.json(sceneName: sceneName), type: "application/json")
        case "/frame":
            let query = request.uri.queryParameters
            return await frame(at: query["t"].map(String.init), from: query["from"].map(String.init))
        case "/timeline": return timeline()
        case "/pick", "/inspect": return await inspect(request, picking: path == "/pick")
        default:
            if path.hasPrefix("/files/"), let file = folder.file(atURLPath: String(path.dropFirst("/files/".count))) {
                return serve(file)
            }
            return text("not found\n", status: .notFound)
        }
    }

    /// `/frame?t=SECONDS`: the current scene's frame at that time, as `reel still --at` writes it.
    /// `/frame?t=SECONDS&from=BASE`: a patch for playback, the PNG of the part of that frame that
    /// differs from the frame at BASE, placed by its `X-Reel-Patch: x,y,width,height` header
    /// (an empty body and a 0×0 rectangle when nothing differs).
    private func frame(at value: String?, from baseValue: String?) async -> Response {
        guard let value, let time = Double(value), time.isFinite, time >= 0, time <= 86_400 else {
            return text("give the time as /frame?t=SECONDS (0 to 86400)\n", status: .badRequest)
        }
        var base: Double?
        if let baseValue {
            guard let value = Double(baseValue), value.isFinite, value >= 0, value <= 86_400 else {
                return text("give the base frame's time as from=SECONDS (0 to 86400)\n", status: .badRequest)
            }
            base = value
        }
        let state = live.current
        guard let scene = state.scene else {
            return text("the scene has not decoded yet; fix the problems shown\n", status: .notFound)
        }
        do {
            var response: Response
            if let base {
                let patch = try await frames.patch(of: scene, sceneVersion: state.sceneVersion, at: time, from: base)
                response = body(patch.png, type: "image/png")
                response.headers[HTTPField.Name("X-Reel-Patch")!] = patch.patch?.header
            } else {
                response = body(try await frames.png(of: scene, sceneVersion: state.sceneVersion, at: time), type: "image/png")
            }
            response.headers[HTTPField.Name("X-Reel-Scene-Version")!] = String(state.sceneVersion)
            return response
        } catch {
            return text("reel: error: \(error)\n", status: .internalServerError)
        }
    }

    /// `/timeline`: the current scene's layers, animations and markers for the timeline panel.
    private func timeline() -> Response {
        guard let scene = live.current.scene else {
            return text("the scene has not decoded yet; fix the problems shown\n", status: .notFound)
        }
        return body(SceneTimeline(scene: scene, waveforms: waveforms).json(), type: "application/json")
    }

    /// `/pick?t=SECONDS&x=X&y=Y`: the topmost visible layer under the point (scene coordinates)
    /// at that time, hit-tested on the layout tree `reel layout` reports (see `LayerPicker`); `/inspect?t=SECONDS&path=PATH`:
    /// the layer at that path. Both answer its inspection, or `null` when nothing is there.
    private func inspect(_ request: Request, picking: Bool) async -> Response {
        let query = request.uri.queryParameters
        guard let value = query["t"], let time = Double(String(value)), time.isFinite, time >= 0, time <= 86_400 else {
            return text("give the time as t=SECONDS (0 to 86400)\n", status: .badRequest)
        }
        let state = live.current
        guard let scene = state.scene else {
            return text("the scene has not decoded yet; fix the problems shown\n", status: .notFound)
        }
        let point: Point?
        if picking {
            guard let x = query["x"].flatMap({ Double(String($0)) }), let y = query["y"].flatMap({ Double(String($0)) }),
                x.isFinite, y.isFinite
            else { return text("give the point as x=X&y=Y in scene coordinates\n", status: .badRequest) }
            point = Point(x: x, y: y)
        } else {
            point = nil
        }
        do {
            let tree = try await frames.layoutTree(of: scene, sceneVersion: state.sceneVersion, at: time)
            let path = point.map { LayerPicker.pick($0, in: tree, scene: scene)?.path } ?? query["path"].map(String.init)
            let inspection = path.flatMap { LayerInspection(scene: scene, path: $0, time: time, tree: tree, folder: folder, editor: editor) }
            return body(inspection?.json() ?? "null", type: "application/json")
        } catch {
            return text("reel: error: \(error)\n", status: .internalServerError)
        }
    }

    /// `POST /open?path=PATH`: opens the source of the layer at that path in the editor. Refused
    /// unless the request comes from the page itself (its `Origin` is this server: another site's
    /// form or script cannot start programs here), an editor is configured, and the layer's file
    /// is inside the scene's folder.
    private func openSource(_ request: Request, host: String) -> Response {
        guard let origin = request.headers[.origin], origin == "http://\(host)" || origin == "https://\(host)" else {
            return text("/open is only for the preview page itself\n", status: .forbidden)
        }
        guard let editor else {
            return text("no editor is configured: start reel preview with --editor 'code -g {file}:{line}:{column}' or set VISUAL\n", status: .conflict)
        }
        guard let path = request.uri.queryParameters["path"].map(String.init),
            let scene = live.current.scene, let layer = LayerInspection.layer(at: path, in: scene.layers)
        else { return text("no layer at that path in the current scene\n", status: .notFound) }
        guard let place = layer.origin.layer else {
            return text("the layer's source is not known\n", status: .notFound)
        }
        guard let file = folder.fileInside(place.file) else {
            return text("\(place.file) is outside the scene's folder; only files inside it are opened\n", status: .forbidden)
        }
        do {
            try editor.open(file: file, place: place)
        } catch {
            return text("\(error); \(error.fix)\n", status: .internalServerError)
        }
        let answer = (try? JSONEncoder().encode(["opened": folder.displayName(of: place)])) ?? Data("{}".utf8)
        return body(answer, type: "application/json")
    }

    private func serve(_ file: String) -> Response {
        guard let data = FileManager.default.contents(atPath: file) else {
            return text("not found\n", status: .notFound)
        }
        return body(data, type: Self.mediaType(forExtension: (file as NSString).pathExtension))
    }

    static func mediaType(forExtension pathExtension: String) -> String {
        switch pathExtension.lowercased() {
        case "yaml", "yml", "csv", "txt": return "text/plain; charset=utf-8"
        case "json": return "application/json"
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        default: return "application/octet-stream"
        }
    }

    private func text(_ message: String, status: HTTPResponse.Status) -> Response {
        var response = body(message, type: "text/plain; charset=utf-8")
        response.status = status
        return response
    }

    private func body(_ text: String, type: String, extra: HTTPFields = [:]) -> Response {
        body(Data(text.utf8), type: type, extra: extra)
    }

    private func body(_ data: Data, type: String, extra: HTTPFields = [:]) -> Response {
        var headers: HTTPFields = [
            .contentType: type, .cacheControl: "no-store",
            HTTPField.Name("X-Content-Type-Options")!: "nosniff",
        ]
        headers.append(contentsOf: extra)
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
