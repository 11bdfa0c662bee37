/// One item of a shape layer's or group's `shapes`/`it` list, read.
enum LottieShapeItem {
    case geometry(LottieGeometry)
    case group(items: [LottieShapeItem], transform: LottieTransform, cursor: JSONCursor)
    case style(LottieStyle)
    case trim(LottieTrim)
    case repeater(LottieRepeater)
    case transform(LottieTransform)
}
