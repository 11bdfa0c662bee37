import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import Scene

/// `reel preview`'s web server: the page, frames rendered on request, the scene folder's files,
/// and a WebSocket at `/events` that sends the state each time the scene is decoded again.
///
/// Built on Hummingbird and its WebSocket module: a maintained server on SwiftNIO that handles
/// HTTP/1.1, the WebSocket upgrade and graceful shutdown on SIGINT/SIGTERM, which would be
/// several hundred lines of channel handlers on SwiftNIO alone.
public struct PreviewServer: Sendable {
    /// The scene file the preview shows.
    public let scenePath: String
    /// The address the server listens on.
    public let host: HostAddress
    /// The ports to try in turn: a taken one moves on to the next (0 is any free port).
    public let ports: [Int]
    /// Applied to every decoded scene before it is shown (the command's `--scale` and the like).
    public let adjust: LiveScene.Adjustment

    /// A server for `scenePath` on `host`, trying `ports` in turn.
    public init(scenePath: String, host: HostAddress, ports: [Int], adjust: @escaping LiveScene.Adjustment = { $0 }) {
        self.scenePath = scenePath
        self.host = host
        self.ports = ports.isEmpty ? [0] : ports
        self.adjust = adjust
    }

    /// Serves until SIGINT or SIGTERM, then closes the pages' connections and returns.
    /// `onListening` gets the page's URL once the port is bound, and the first state.
    public func run(onListening: @escaping @Sendable (_ url: String, _ state: PreviewState) -> Void) async throws {
        guard FileManager.default.fileExists(atPath: scenePath) else { throw PreviewError.missingScene(path: scenePath) }
        let live = try LiveScene(path: scenePath, adjust: adjust)
        defer { live.stop() }
        let frames = FrameRenderer()
        for (index, port) in ports.enumerated() {
            do {
                try await serve(live, frames: frames, port: port, onListening: onListening)
                return
            } catch let error as IOError where error.errnoCode == EADDRINUSE && index < ports.count - 1 {
                continue
            }
        }
    }

    private func serve(
        _ live: LiveScene, frames: FrameRenderer, port: Int, onListening: @escaping @Sendable (String, PreviewState) -> Void
    ) async throws {
        let allowedHosts = AllowedHosts()
        let responder = PreviewResponder(
            live: live, frames: frames, folder: SceneFolder(containing: scenePath), allowedHosts: allowedHosts)
        var logger = Logger(label: "reel-preview") { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = Logger.Level.error
        let host = host
        let app = Application(
            responder: responder,
            server: .http1WebSocketUpgrade { request, _, _ in
                guard request.path == "/events" else { return .dontUpgrade }
                guard allowedHosts.accepts(request.authority ?? "") else { return .dontUpgrade }
                return .upgrade([:]) { inbound, outbound, _ in
                    try await Self.sendUpdates(of: live, inbound: inbound, outbound: outbound)
                }
            },
            configuration: ApplicationConfiguration(address: .hostname(host.name, port: port), serverName: nil),
            onServerRunning: { channel in
                let boundPort = channel.localAddress?.port ?? port
                if host.isLoopback { allowedHosts.allowLoopback(host, port: boundPort) }
                onListening("http://\(host.urlForm):\(boundPort)/", live.current)
            },
            logger: logger)
        try await app.runService()
    }

    /// Sends the state now and after every reload, until the page closes the socket.
    static func sendUpdates(of live: LiveScene, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        let name = (live.path as NSString).lastPathComponent
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for await state in live.updates() {
                    try await outbound.write(.text(state.json(sceneName: name)))
                }
            }
            // The page sends nothing; the loop ends when it closes the socket (or on shutdown).
            for try await _ in inbound {}
            group.cancelAll()
        }
    }
}
