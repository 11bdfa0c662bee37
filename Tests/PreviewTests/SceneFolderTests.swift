import Foundation
import Preview
import Testing
import TestSupport

/// The file route serves files of the scene's folder and nothing else, whatever the path says.
@Suite struct SceneFolderTests {
    let outer = TemporaryDirectory()
    var project: String { outer.file("project") }

    init() throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: outer.file("project/data"), withIntermediateDirectories: true)
        try "size: [10, 10]\nduration: 1\n".write(toFile: outer.file("project/scene.yaml"), atomically: true, encoding: .utf8)
        try "a,b\n1,2\n".write(toFile: outer.file("project/data/sales.csv"), atomically: true, encoding: .utf8)
        try "secret".write(toFile: outer.file("secret.txt"), atomically: true, encoding: .utf8)
        try manager.createSymbolicLink(atPath: outer.file("project/link-out.txt"), withDestinationPath: outer.file("secret.txt"))
        try manager.createSymbolicLink(atPath: outer.file("project/dir-out"), withDestinationPath: outer.path)
        try manager.createSymbolicLink(atPath: outer.file("project/link-in.csv"), withDestinationPath: outer.file("project/data/sales.csv"))
    }

    @Test func servesFilesInsideTheFolder() {
        let folder = SceneFolder(containing: project + "/scene.yaml")
        let real = folder.root
        #expect(folder.file(atURLPath: "scene.yaml") == real + "/scene.yaml")
        #expect(folder.file(atURLPath: "data/sales.csv") == real + "/data/sales.csv")
        #expect(folder.file(atURLPath: "data/./sales.csv") == real + "/data/sales.csv")
        #expect(folder.file(atURLPath: "data%2Fsales.csv") == real + "/data/sales.csv")
        #expect(folder.file(atURLPath: "link-in.csv") == real + "/data/sales.csv", "a symlink to a file inside is fine")
        #expect(folder.file(atURLPath: "dir-out/project/scene.yaml") == real + "/scene.yaml", "a way back in is inside")
    }

    @Test(arguments: [
        "../secret.txt", "data/../../secret.txt", "%2e%2e/secret.txt", "%2E%2E%2Fsecret.txt", ".%2e/secret.txt",
        "data/%2e%2e/%2e%2e/secret.txt", "..%2fsecret.txt", "%252e%252e/secret.txt", "/etc/passwd", "%2Fetc%2Fpasswd",
        "link-out.txt", "dir-out/secret.txt", "data", "", "%", "..\\secret.txt",
        "scene.yaml%00.png", "missing.yaml",
    ])
    func refusesEverythingElse(path: String) {
        let folder = SceneFolder(containing: project + "/scene.yaml")
        #expect(folder.file(atURLPath: path) == nil, "\(path)")
    }

    @Test func refusesAbsolutePathsIntoTheFolderItself() {
        let folder = SceneFolder(containing: project + "/scene.yaml")
        #expect(folder.file(atURLPath: project + "/scene.yaml") == nil)
        #expect(folder.file(atURLPath: "%2F" + project.dropFirst() + "/scene.yaml") == nil)
    }
}
