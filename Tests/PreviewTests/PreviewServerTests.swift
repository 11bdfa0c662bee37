import Export
import Output
import Foundation
import FoundationNetworking
import Preview
import Testing
import TestSupport

/// The preview stops when its interrupt flag is set: the CLI sets it on SIGINT/SIGTERM, the only
/// signal handling in the process (the browser tests press Ctrl-C on the real command).
@Suite struct PreviewServerTests {
    // A server that ignores its flag would run on: fail, not hang the suite. The limit is
    // generous because it bounds a hang, not a speed: on a loaded machine the synchronous tests
    // running beside this one hold Swift's cooperative threads, and the server's start waited
    // 60 s for one (CI with two busy loops, 2026-11-26).
    @Test(.timeLimit(.minutes(10))) func stopsWhenTheInterruptIsSet() async throws {
        let directory = TemporaryDirectory()
        let scene = directory.file("scene.yaml")
        try "size: [64, 36]\nduration: 1\nlayers: []\n".write(toFile: scene, atomically: true, encoding: .utf8)
        let interrupt = InterruptFlag()
        let server = PreviewServer(scenePath: scene, host: HostAddress("127.0.0.1"), ports: [0], interrupt: interrupt)
        let (urls, continuation) = AsyncStream.makeStream(of: String.self)
        let running = Task { try await server.run { url, _ in continuation.yield(url) } }

        var iterator = urls.makeAsyncIterator()
        let url = try #require(await iterator.next())
        let (page, response) = try await URLSession.shared.data(from: URL(string: url)!)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(!page.isEmpty)

        interrupt.set()
        // The time limit cancels this task; passing that on stops a server that ignored its flag.
        try await withTaskCancellationHandler { try await running.value } onCancel: { running.cancel() }
    }
}
