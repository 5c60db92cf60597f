/// A command-line mistake, reported on one line with a non-zero exit.
struct DemoError: Error, Equatable, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }

  /// A non-negative number of seconds from a flag's value.
  static func seconds(_ value: String, for flag: String) throws -> Double {
    guard let seconds = Double(value), seconds.isFinite, seconds >= 0 else {
      throw DemoError("\(flag) needs a non-negative number of seconds, not '\(value)'")
    }
    return seconds
  }
}
