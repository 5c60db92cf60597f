import Cadence

/// Reads a log file frame by frame, in memory proportional to one frame, whatever the log's
/// length: the form is chosen by the first byte (`{` for JSON Lines), and the file is read in
/// chunks of `chunkSize` bytes.
///
/// A last line cut short (a run killed while writing) is dropped with a warning, as
/// `SnapshotLog.load` does; anything else unreadable throws a `SnapshotLogError` naming the
/// line.
public struct SnapshotLogReader {
  /// The bytes read from the file at a time: 1 MiB.
  public static let chunkSize = 1 << 20

  private let handle: FileHandle
  private var parser: SnapshotLogParser
  private var buffer: [UInt8] = []
  private var bufferStart = 0
  private var lineNumber = 0
  private var atEnd = false
  private var finished = false
  /// Warnings so far (a cut last line).
  public private(set) var warnings: [String] = []

  /// Opens the log at `path` and reads its header.
  public init(path: String) throws {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw SnapshotLogError(line: 0, message: "cannot read '\(path)'")
    }
    self.handle = handle
    let first = (try? handle.read(upToCount: 1)) ?? Data()
    parser = SnapshotLogParser(form: first.first == UInt8(ascii: "{") ? .jsonLines : .text)
    buffer = Array(first)
    while parser.header == nil, !finished {
      if let frame = try readFrame() { pending = frame }
    }
    guard parser.header != nil else {
      throw SnapshotLogError(line: 1, message: "the header is incomplete")
    }
  }

  /// A frame read while looking for the header (never, for well-formed logs).
  private var pending: SnapshotLog.Frame?

  /// Whether the log is in the text form (numbers at three decimals), not JSON Lines.
  public var isText: Bool { parser.form == .text }

  /// The log's header.
  public var header: SnapshotLog.Header {
    // The initialiser throws unless the header was read.
    parser.header ?? SnapshotLog.Header(framesPerSecond: 0, scene: "")
  }

  /// The next frame, or nil at the end of the log.
  public mutating func next() throws -> SnapshotLog.Frame? {
    if let frame = pending {
      pending = nil
      return frame
    }
    while !finished {
      if let frame = try readFrame() { return frame }
    }
    return nil
  }

  /// Reads one line (or ends the log); returns a frame if that completed one.
  private mutating func readFrame() throws -> SnapshotLog.Frame? {
    guard let (line, complete) = nextLine() else {
      finished = true
      return try parser.finish(lineCount: lineNumber)
    }
    lineNumber += 1
    guard complete else {
      // A last line without its newline: the run stopped while writing it.
      if parser.header != nil {
        // JSON Lines: a cut line that still reads as a frame is kept, as the loader keeps it.
        if parser.form == .jsonLines, let frame = try? parser.consume(line, number: lineNumber) {
          return frame
        }
        warnings.append(
          "line \(lineNumber): the last line is incomplete (the run stopped while writing); "
            + "it is ignored")
        return nil
      }
      return try parser.consume(line, number: lineNumber)
    }
    return try parser.consume(line, number: lineNumber)
  }

  /// The next line without its newline, and whether it had one; nil at the end.
  private mutating func nextLine() -> (String, Bool)? {
    while true {
      if let newline = buffer[bufferStart...].firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: buffer[bufferStart..<newline], as: UTF8.self)
        bufferStart = newline + 1
        return (line, true)
      }
      if atEnd {
        guard bufferStart < buffer.count else { return nil }
        let line = String(decoding: buffer[bufferStart...], as: UTF8.self)
        bufferStart = buffer.count
        return (line, false)
      }
      buffer.removeFirst(bufferStart)
      bufferStart = 0
      let chunk = (try? handle.read(upToCount: Self.chunkSize)) ?? Data()
      if chunk.isEmpty { atEnd = true } else { buffer.append(contentsOf: chunk) }
    }
  }
}
