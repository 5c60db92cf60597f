import Foundation

/// The compiler's end of the plugin protocol: length-prefixed JSON messages on two file
/// descriptors.
struct PluginConnection {
  /// The descriptor messages come from.
  let input: Int32
  /// The descriptor replies go to.
  let output: Int32

  /// The largest message accepted (a larger length is a broken stream, not a message).
  static let maximumLength = 1 << 30

  /// Reads the next message; nil at the end of input or when the stream is broken.
  mutating func receive() -> Data? {
    guard let header = read(count: 8) else { return nil }
    var length: UInt64 = 0
    for (index, byte) in header.enumerated() { length |= UInt64(byte) << (8 * UInt64(index)) }
    guard length <= UInt64(Self.maximumLength) else { return nil }
    return read(count: Int(length))
  }

  /// Writes one message; false if the compiler has gone.
  func send(_ message: Data) -> Bool {
    var frame = [UInt8](repeating: 0, count: 8)
    let length = UInt64(message.count)
    for index in 0..<8 { frame[index] = UInt8(truncatingIfNeeded: length >> (8 * UInt64(index))) }
    frame.append(contentsOf: message)
    var written = 0
    while written < frame.count {
      let result = frame.withUnsafeBytes {
        write(output, $0.baseAddress! + written, frame.count - written)
      }
      if result < 0 && errno == EINTR { continue }
      guard result > 0 else { return false }
      written += result
    }
    return true
  }

  /// The most bytes read at once: a message grows as its bytes arrive, so a header that
  /// claims more than is sent costs only what was sent.
  static let chunkLength = 1 << 16

  /// Reads exactly `count` bytes, in chunks of at most `chunkLength`; nil if the input ends
  /// first.
  private func read(count: Int) -> Data? {
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: min(count, Self.chunkLength))
    while data.count < count {
      let wanted = min(count - data.count, chunk.count)
      let result = chunk.withUnsafeMutableBytes {
        Foundation.read(input, $0.baseAddress!, wanted)
      }
      if result < 0 && errno == EINTR { continue }
      guard result > 0 else { return nil }
      data.append(contentsOf: chunk[0..<result])
    }
    return data
  }
}
