import Foundation
import Animation
import Scene

extension Gauge {
    /// The gauge as one container layer. The dark semicircle is static; the wedge, needle, dot
    /// and text are built once per sweep (a "round"), each round showing from its change until
    /// the next, so that the colours switch at the change while the values
    /// sweep from what was shown:
    /// - the wedge is an arc stroked as wide as the radius, its `strokeEnd` = p/100;
    /// - the needle turns by `transform.rotation.z` from 180°+180°·from/100 to the target angle;
    /// - the text's `number` counts with the same curve, formatted `textFormat` (`"%.1f%% <caption>"`).
    public func layer(measuring measurer: some TextMeasuring) throws -> Layer {
        try validate()
        let font = try fittedFont(measuring: measurer)
        let textHeight = try measurer.size(of: "sample", font: font).height
        let center = center(textHeight: textHeight)
        let radius = radius(textHeight: textHeight)
        var background = Path()
        background.move(to: center)
        background.addArc(center: center, radius: radius, startAngle: .pi, endAngle: 2 * .pi, clockwise: true)
        background.closeSubpath()
        var sublayers = [Layer(id: "track", content: .shape(ShapeContent(
            path: background, fillColor: secondaryColor, strokeColor: secondaryColor, lineWidth: 1)))]

        let start = Self.clamp(initialPercentage)
        // Round 0 shows the starting value until the first change.
        var rounds: [(begin: Double, from: Double, to: Double)] = [(0, start, start)]
        rounds += sweeps
        sublayers += ChartRounds.layers(rounds.map { round in
            (roundLayer(round, center: center, radius: radius, textHeight: textHeight, font: font), round.begin)
        })
        return container(id: "gauge", sublayers: sublayers)
    }

    /// `font`, made smaller where the widest text the gauge shows would not fit across its
    /// frame (a long caption, many decimals): the largest percentage it shows, with every digit
    /// the widest one, since the number counts through others on its way. And smaller where
    /// its line would take more than `largestTextShare` of the frame's height (a large
    /// `fontSize` in a low frame), which leaves the semicircle the rest.
    func fittedFont(measuring measurer: some TextMeasuring) throws -> Font {
        guard let format = textFormat else { return font }
        let largest = ([Self.clamp(initialPercentage)] + sweeps.flatMap { [$0.from, $0.to] }).max() ?? 0
        var fitted = try font.fitted(format.string(for: largest).withWidestDigits, within: size.width, measuring: measurer)
        let height = try measurer.size(of: "sample", font: fitted).height, room = size.height * Self.largestTextShare
        if height > room, height > 0 { fitted.size *= room / height }
        return fitted
    }

    /// The share of the frame's height the text's line takes at most: the seed's bold 30 in a
    /// 300 × 220 frame takes about a sixth.
    static let largestTextShare = 0.4

    private func roundLayer(_ round: (begin: Double, from: Double, to: Double), center: Point, radius: Double, textHeight: Double, font: Font) -> Layer {
        let colors = colors(forPercentage: round.to)
        let animated = round.from != round.to && sweepDuration > 0
        func sweep(_ keyPath: LayerKeyPath<Double>, _ from: Double, _ to: Double) -> [Animation<PropertyValue>] {
            guard animated else { return [] }
            return [ChartAnimation.basic(keyPath, from: from, to: to, begin: round.begin,
                                         duration: sweepDuration, timing: sweepTiming, fill: .forwards)]
        }
        // The wedge: half the radius out, as wide as the radius (plus a 1-pt outline).
        var arc = Path()
        arc.addArc(center: center, radius: (radius + 0.5) / 2, startAngle: .pi, endAngle: 2 * .pi, clockwise: true)
        var wedge = Layer(id: "wedge", content: .shape(ShapeContent(
            path: arc, fillColor: nil, strokeColor: colors.main, lineWidth: radius + 0.5, strokeEnd: round.to / 100)))
        wedge.animations = sweep(\.strokeEnd, round.from / 100, round.to / 100)

        var line = Path()
        line.move(to: .zero)
        line.addLine(to: Point(x: radius, y: 0))
        let k = frameScale
        var needleShape = ShapeContent(path: line, fillColor: nil, strokeColor: colors.line, lineWidth: 3 * k)
        needleShape.lineCap = .round
        var needle = Layer(id: "needle", position: center, transform: .rotation(Self.angle(forPercentage: round.to)),
                           content: .shape(needleShape))
        needle.animations = sweep(\.transform.rotation, Self.angle(forPercentage: round.from), Self.angle(forPercentage: round.to))

        let dot = Layer(id: "dot", content: .shape(ShapeContent(
            path: .ellipse(in: Rect(x: center.x - 4 * k, y: center.y - 4 * k, width: 8 * k, height: 8 * k)),
            fillColor: colors.line, strokeColor: colors.line, lineWidth: 3 * k)))

        let format = textFormat
        var text = Layer(
            id: "text", bounds: Rect(x: 0, y: 0, width: size.width, height: textHeight),
            // The baseline sits one text height below the centre.
            position: Point(x: center.x, y: center.y + 0.7 * textHeight),
            content: .text(TextContent(format: format, number: round.to, font: font, color: textColor ?? colors.main, alignment: .center)))
        text.animations = sweep(\.number, round.from, round.to)
        return Layer(sublayers: [wedge, needle, dot, text])
    }
}
