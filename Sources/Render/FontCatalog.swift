import Foundation
import CCairo

/// What fontconfig knows about font families: whether a requested family is installed or an
/// alias fontconfig is configured with, so a missing font is an error, not a silent fallback.
///
/// Rule: a family is accepted when an installed font carries that name, when it is a generic
/// name (`sans-serif`, `serif`, `monospace` …), or when fontconfig's configuration rewrites it
/// into other families than it adds to any unknown name. On a stock Debian, "Helvetica" and
/// "Arial" are such aliases (30-metric-aliases.conf, 45-latin.conf) and resolve to DejaVu Sans.
enum FontCatalog {
    static let genericFamilies: Set<String> = [
        "sans-serif", "sans", "serif", "monospace", "mono", "system-ui", "cursive", "fantasy", "emoji", "math",
    ]

    /// Whether fontconfig can give `family` a font that is it or an alias configured for it. A
    /// list of families (`Inter, DejaVu Sans`, Pango's fallback order) is available when one of
    /// them is.
    static func isAvailable(_ family: String) -> Bool {
        let members = family.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if members.count > 1 { return members.contains(where: isAvailable) }
        let name = (members.first ?? family).lowercased()
        if genericFamilies.contains(name) { return true }
        if installedFamilies().contains(where: { $0.lowercased() == name }) { return true }
        let sentinel = "reel-no-such-family"
        let configured = Set(substitutedFamilies(members.first ?? family).map { $0.lowercased() }).subtracting([name])
        let unknown = Set(substitutedFamilies(sentinel).map { $0.lowercased() }).subtracting([sentinel])
        return configured != unknown
    }

    /// The family fontconfig's best match for `family` has.
    static func resolvedFamily(_ family: String) -> String? {
        guard let pattern = substitutedPattern(family) else { return nil }
        defer { FcPatternDestroy(pattern) }
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        return strings(match, FC_FAMILY).first
    }

    /// Every installed family name, sorted.
    static func installedFamilies() -> [String] {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        FcObjectSetAdd(objects, FC_FAMILY)
        guard let list = FcFontList(nil, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(list) }
        var names = Set<String>()
        for i in 0..<Int(list.pointee.nfont) {
            if let font = list.pointee.fonts[i] { names.formUnion(strings(font, FC_FAMILY)) }
        }
        return names.sorted()
    }

    private static func substitutedPattern(_ family: String) -> OpaquePointer? {
        guard let pattern = FcPatternCreate() else { return nil }
        _ = family.withCString { name in
            name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) { FcPatternAddString(pattern, FC_FAMILY, $0) }
        }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        return pattern
    }

    private static func substitutedFamilies(_ family: String) -> [String] {
        guard let pattern = substitutedPattern(family) else { return [] }
        defer { FcPatternDestroy(pattern) }
        return strings(pattern, FC_FAMILY)
    }

    private static func strings(_ pattern: OpaquePointer, _ object: String) -> [String] {
        var values: [String] = []
        var index: Int32 = 0
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, object, index, &value) == FcResultMatch, let value {
            values.append(String(cString: value))
            index += 1
        }
        return values
    }
}
