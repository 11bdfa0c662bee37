/// Why a value a property's type accepts is still not a usable value (a dash pattern of only
/// zeros, decreasing gradient locations): a message and how to fix it.
public struct ValueProblem: Error, Sendable, Hashable {
    /// What is wrong with the value.
    public let message: String
    /// How to write a usable value.
    public let fix: String

    /// A problem: what is wrong, and how to fix it.
    public init(_ message: String, fix: String) {
        self.message = message
        self.fix = fix
    }
}
