import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import Export
import Output
import Scene
import ServiceLifecycle

/// `reel preview`'s web server: the page, frames rendered on request, the scene folder's files,
/// and a WebSocket at `/events` that sends the state each time the scene is decoded again.
///
/// Built on Hummingbird and its WebSocket module: a maintained server on SwiftNIO that handles
/// HTTP/1.1, the WebSocket upgrade and graceful shutdown, which would be several hundred lines
/// of channel handlers on SwiftNIO alone.
///
/// The server stops when its `InterruptFlag` is set (the CLI's SIGINT/SIGTERM handler sets the
/// shared one), not on signals of its own: one owner of the process's signals. ServiceLifecycle's
/// own signal source beside the CLI's missed about one Ctrl-C in 50 here, and the server ran on.
public struct PreviewServer: Sendable {
    /// The scene file the preview shows.
    public let scenePath: String
    /// The address the server listens on.
    public let host: HostAddress
    /// The ports to try in turn: a taken one moves on to the next (0 is any free port).
    public let ports: [Int]
    /// Applied to every decoded scene before it is shown (the command's `--scale` and the like).
    public let adjust: LiveScene.Adjustment
    /// Setting it stops the server gracefully.
    public let interrupt: InterruptFlag
    /// The command the page's "open in editor" runs, or `nil` for none.
    public let editor: EditorCommand?

    /// A server for `scenePath` on `host`, trying `ports` in turn, until `interrupt` is set;
    /// `editor` opens selected layers' sources.
    public init(
        scenePath: String, host: HostAddress, ports: [Int], adjust: @escaping LiveScene.Adjustment = { $0 },
        interrupt: InterruptFlag = .shared, editor: EditorCommand? = nil
    ) {
        self.editor = editor
        self.scenePath = scenePath
        self.host = host
        self.ports = ports.isEmpty ? [0] : ports
        self.adjust = adjust
        self.interrupt = interrupt
    }

    /// How long the pages' connections get to close after the interrupt before they are cut.
    /// A page that never lets go (a socket half-way through its upgrade, a stalled client) must
    /// not keep Ctrl-C from stopping the server.
    public static let shutdownGrace: Duration = .seconds(3)

    /// Serves until `interrupt` is set, then closes the pages' connections and returns.
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
            live: live, frames: frames, folder: SceneFolder(containing: scenePath), allowedHosts: allowedHosts,
            editor: editor)
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
        var configuration = ServiceGroupConfiguration(services: [app], logger: logger)
        configuration.maximumGracefulShutdownDuration = Self.shutdownGrace
        let group = ServiceGroup(configuration: configuration)
        let interrupt = interrupt
        do {
            try await withThrowingDiscardingTaskGroup { tasks in
                tasks.addTask {
                    await interrupt.wait()
                    await group.triggerGracefulShutdown()
                }
                try await group.run()
                tasks.cancelAll()
            }
        } catch is CancellationError {
            // The grace period ran out and the connections were cut: still a clean stop.
        }
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
