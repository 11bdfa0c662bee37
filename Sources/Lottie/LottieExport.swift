import Foundation

/// A scene written as Lottie: the animation's JSON and what it could not express.
public struct LottieExport: Sendable {
    /// The Bodymovin JSON text.
    public var json: String
    /// What Lottie cannot express, per layer.
    public var notices: [LottieNotice]

    /// The bytes of the file in `format`: the JSON itself, or a dotLottie archive holding it.
    public func data(as format: LottieFormat, id: String) throws -> Data {
        switch format {
        case .json: return Data(json.utf8)
        case .dotLottie: return try DotLottieArchive.data(animation: Data(json.utf8), id: id)
        }
    }
}
