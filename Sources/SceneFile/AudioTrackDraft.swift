import Scene

/// An audio track while its keys are read.
struct AudioTrackDraft {
    var track = AudioTrack(file: "")
    var hasFile = false
}
