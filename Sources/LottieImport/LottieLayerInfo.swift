/// The fields of a Lottie layer the layer builder needs before building it.
struct LottieLayerInfo {
    var cursor: JSONCursor
    var name: String
    var index: Int?
    var parent: Int?
    var type: Int
    var inPoint: Double
    var outPoint: Double
    var startTime: Double
    var stretch: Double
    var hidden: Bool
    /// Used as the track matte of another layer (`td`), so not drawn itself.
    var isMatteSource: Bool
    /// The matte type (`tt`): 1 alpha, 2 inverted alpha, 3 luma, 4 inverted luma.
    var matteType: Int
    /// The matte layer's index (`tp`), in newer files.
    var matteParent: Int?

    init(_ cursor: JSONCursor, position: Int) throws(LottieImportError) {
        _ = try cursor.object()
        self.cursor = cursor
        name = (try? cursor.string("nm")) ?? nil ?? "#\(position + 1)"
        index = try cursor["ind"].map { (c) throws(LottieImportError) in Int(try c.number()) }
        parent = try cursor["parent"].map { (c) throws(LottieImportError) in Int(try c.number()) }
        type = Int(try cursor.required("ty", "a layer").number())
        inPoint = try cursor.number("ip", default: 0)
        outPoint = try cursor.number("op", default: .greatestFiniteMagnitude)
        startTime = try cursor.number("st", default: 0)
        stretch = try cursor.number("sr", default: 1)
        guard stretch > 0, stretch < 1e6 else {
            throw (cursor["sr"] ?? cursor).error("the layer's time stretch 'sr' is \(stretch)", fix: "give 'sr' a positive number (1 plays at normal speed)")
        }
        hidden = cursor.flag("hd")
        isMatteSource = cursor.flag("td")
        matteType = Int(try cursor.number("tt", default: 0))
        matteParent = try cursor["tp"].map { (c) throws(LottieImportError) in Int(try c.number()) }
    }
}
