/// One `slides:` entry while its keys are read.
struct SlideDraft {
    var at: Double?
    var title: String?
    var notes: String?
    var loop = false
}
