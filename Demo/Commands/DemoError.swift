/// A command-line mistake, reported on one line with a non-zero exit.
struct DemoError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
