import Synchronization

/// The `Host` header values the server answers: the loopback names with the bound port, or any
/// when listening beyond loopback. Refusing other names keeps a web page on another site from
/// reading the scene's folder through DNS rebinding.
final class AllowedHosts: Sendable {
    private let names = Mutex<Set<String>?>(nil)

    /// From now on only `host:port` for the loopback names (and the given host) is accepted.
    func allowLoopback(_ host: HostAddress, port: Int) {
        let names = Set([host.urlForm, "localhost", "127.0.0.1", "[::1]"].map { "\($0):\(port)".lowercased() })
        self.names.withLock { $0 = names }
    }

    func accepts(_ host: String) -> Bool {
        names.withLock { $0?.contains(host.lowercased()) ?? true }
    }
}
