import Foundation

/// A value of the parsed Lottie JSON with its JSON path, so that every problem names where it is.
struct JSONCursor {
    let value: Any
    let path: String
    let file: String

    /// The member `key` of an object, or `nil` when it is absent, null or this is not an object.
    subscript(key: String) -> JSONCursor? {
        guard let object = value as? [String: Any], let member = object[key], !(member is NSNull) else { return nil }
        return JSONCursor(value: member, path: path + "." + key, file: file)
    }

    var isObject: Bool { value is [String: Any] }
    var isArray: Bool { value is [Any] }

    /// A problem at this value.
    func error(_ message: String, fix: String) -> LottieImportError {
        LottieImportError(file: file, jsonPath: path, message: message, fix: fix)
    }

    /// What the value is, for messages.
    var typeName: String {
        switch value {
        case is String: "a string"
        case is [Any]: "an array"
        case is [String: Any]: "an object"
        case is NSNumber: "a number"
        default: "null"
        }
    }

    func object() throws(LottieImportError) -> JSONCursor {
        guard isObject else { throw error("expected an object, found \(typeName)", fix: "write an object { … } here, as the Lottie format defines") }
        return self
    }

    /// The elements of an array.
    func array() throws(LottieImportError) -> [JSONCursor] {
        guard let items = value as? [Any] else {
            throw error("expected an array, found \(typeName)", fix: "write an array [ … ] here, as the Lottie format defines")
        }
        return items.enumerated().map { JSONCursor(value: $1, path: path + "[\($0)]", file: file) }
    }

    /// A finite number.
    func number() throws(LottieImportError) -> Double {
        guard let number = value as? NSNumber, !(value is String) else {
            throw error("expected a number, found \(typeName)", fix: "write a number here")
        }
        let double = number.doubleValue
        guard double.isFinite, abs(double) < 1e15 else {
            throw error("the number \(double) is out of range", fix: "use a number between -1e15 and 1e15")
        }
        return double
    }

    func string() throws(LottieImportError) -> String {
        guard let string = value as? String else { throw error("expected a string, found \(typeName)", fix: "write a string \"…\" here") }
        return string
    }

    /// The numbers of an array, or a single number as one element.
    func numbers() throws(LottieImportError) -> [Double] {
        if value is [Any] { return try array().map { (item) throws(LottieImportError) in try item.number() } }
        return [try number()]
    }

    // Optional members, absent meaning the default.
    func number(_ key: String, default fallback: Double) throws(LottieImportError) -> Double {
        try self[key]?.number() ?? fallback
    }

    func string(_ key: String) throws(LottieImportError) -> String? { try self[key]?.string() }

    func required(_ key: String, _ what: String) throws(LottieImportError) -> JSONCursor {
        guard let member = self[key] else {
            throw error("\(what) has no '\(key)'", fix: "add '\(key)', as the Lottie format requires")
        }
        return member
    }

    /// `key` as a boolean: true, false, 1 or 0.
    func flag(_ key: String) -> Bool {
        guard let member = self[key] else { return false }
        return (member.value as? NSNumber)?.boolValue ?? false
    }
}
