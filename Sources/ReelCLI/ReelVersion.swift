/// The version `reel --version` prints.
enum ReelVersion {
    static let current = "0.2.0"
}
