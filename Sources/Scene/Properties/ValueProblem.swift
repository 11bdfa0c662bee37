/// Why a value a property's type accepts is still not a usable value (a dash pattern of only
/// zeros, decreasing gradient locations): a message and how to fix it.
public struct ValueProblem: Error, Sendable, Hashable {
    public let message: String
    public let fix: String

    public init(_ message: String, fix: String) {
        self.message = message
        self.fix = fix
    }
}
