/// An interrupt after some output was already written for good (`reel frames` keeps the frames
/// it finished): the message says what stays.
struct InterruptedWithOutput: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
