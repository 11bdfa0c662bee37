/// The address the server listens on, as the user gave it.
public struct HostAddress: Sendable, Equatable {
    /// The host name or address, as given.
    public var name: String

    /// The address `name` (a host name, IPv4 or IPv6 address).
    public init(_ name: String) {
        self.name = name
    }

    /// Whether only this machine can connect: 127.0.0.0/8, ::1 or localhost.
    public var isLoopback: Bool {
        let bare = name.hasPrefix("[") && name.hasSuffix("]") ? String(name.dropFirst().dropLast()) : name
        if bare == "localhost" || bare == "::1" || bare == "0:0:0:0:0:0:0:1" { return true }
        let parts = bare.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }

    /// The host as it appears in a URL (IPv6 in brackets).
    public var urlForm: String {
        name.contains(":") && !name.hasPrefix("[") ? "[\(name)]" : name
    }
}
