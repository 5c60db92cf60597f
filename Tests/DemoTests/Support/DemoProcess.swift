import Foundation

/// The `Demo` executable that `swift test` builds beside the tests.
let demoBinary: URL = {
  let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  return root.appendingPathComponent(".build/debug/Demo")
}()

struct Run {
  let status: Int32
  let output: String
  let error: String
}

func demo(_ arguments: String...) throws -> Run {
  try demo(arguments: arguments)
}

/// Runs the Demo with `arguments` to its end or, with `interruptAfter`, sends it SIGINT
/// after that many seconds; returns how it ended.
func demo(arguments: [String], interruptAfter delay: Double? = nil) throws -> Run {
  try run(demoBinary, arguments, interruptAfter: delay)
}

/// Runs `executable` with `arguments` to its end or, with `interruptAfter`, sends it SIGINT
/// after that many seconds; returns how it ended.
func run(_ executable: URL, _ arguments: [String], interruptAfter delay: Double? = nil) throws
  -> Run
{
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  let output = Pipe()
  let error = Pipe()
  process.standardOutput = output
  process.standardError = error
  try process.run()
  if let delay {
    Thread.sleep(forTimeInterval: delay)
    process.interrupt()
  }
  let out = output.fileHandleForReading.readDataToEndOfFile()
  let err = error.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return Run(
    status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
    error: String(decoding: err, as: UTF8.self))
}
