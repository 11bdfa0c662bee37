/// The entries of a checked mapping, by key, remembering the file order.
struct KeyedNodes {
    private(set) var keys: [String] = []
    private var readers: [String: NodeReader] = [:]
    /// Whether some key was rejected (and reported) while reading the mapping.
    var hadUnknownKeys = false

    mutating func append(_ key: String, _ reader: NodeReader) {
        keys.append(key)
        readers[key] = reader
    }

    subscript(key: String) -> NodeReader? { readers[key] }
}
