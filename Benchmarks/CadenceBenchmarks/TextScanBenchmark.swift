import CadenceSwiftText
import Foundation

/// Reading Swift text as the previews listing and the macro plugin do, on the inputs that were
/// quadratic (a long line of declarations, a run of `#`, open brackets and prefix slashes,
/// nested interpolations) and on ordinary code: the cost per byte at two lengths, and their
/// ratio (1 when linear; 10 when quadratic).
func textScanCosts(length: Int) {
  func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
  let inputs: [(String, (Int) -> String)] = [
    (
      "ordinary code",
      { String(repeating: "let s = \"a \\(b(1))\" // c\nf({ x in x / 2 })\n", count: $0 / 40) }
    ),
    ("run of #", { String(repeating: "#", count: $0) }),
    ("struct on one line", { String(repeating: "struct S: P, ", count: $0 / 13) }),
    ("open (/a", { String(repeating: "(/a", count: $0 / 3) }),
    (
      "nested interpolations",
      {
        String(repeating: "\"\\(", count: $0 / 6) + String(repeating: ")\"", count: $0 / 6)
      }
    ),
  ]
  let clock = ContinuousClock()
  print("Swift text, read once (the scanner's table) and walked: ns per byte")
  for (name, make) in inputs {
    var costs: [Double] = []
    for size in [length / 10, length] {
      let source = make(size)
      var best = Double.infinity
      for _ in 0..<3 {
        let start = clock.now
        let text = SwiftText(source)
        var position = 0
        var matched = 0
        while position < text.count {
          if let end = text.skippedEnd(at: position) {
            position = end
          } else {
            if text.closing(at: position) != nil { matched += 1 }
            position += 1
          }
        }
        precondition(matched >= 0)
        best = min(best, seconds(clock.now - start))
      }
      costs.append(best / Double(max(source.utf8.count, 1)) * 1e9)
    }
    print(
      "  \(name): \(String(format: "%.1f", costs[0])) ns/byte at \(length / 10) bytes, "
        + "\(String(format: "%.1f", costs[1])) at \(length); ratio "
        + String(format: "%.2f", costs[1] / costs[0]))
  }
}
