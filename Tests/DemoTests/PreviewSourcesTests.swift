import Foundation
import Testing

@testable import Demo

/// Finding previews in a file's text, without compiling it.
@Suite("Preview sources")
struct PreviewSourcesTests {
  private let file = URL(fileURLWithPath: "/src/View.swift")

  private func listed(_ source: String) -> [String] {
    PreviewSources.previews(in: source, file: file).map { found in
      "\(found.line) \(found.kind) \(found.name ?? "-")"
    }
  }

  @Test("regular expression literals are read as the compiler reads them, not as code")
  func regexLiterals() {
    let source = """
      let r = /[}]+/
      let s = #/"#Preview"/#
      #Preview("After") { Text("a") }
      let t = a / b / c
      #Preview("Last") { Text("b") }
      """
    #expect(listed(source) == ["3 macro After", "5 macro Last"])
  }

  @Test("a provider is a type that conforms to PreviewProvider on its line, before its brace")
  func providers() {
    let source = """
      struct A_Previews: PreviewProvider { static var previews: some View { A() } }
      struct B: View, /* PreviewProvider */ Equatable { var body: some View { PreviewProvider() } }
      enum C<T>: SwiftUI.PreviewProvider {}
      class D: Base,
        PreviewProvider {}
      """
    #expect(listed(source) == ["1 provider A_Previews", "3 provider C"])
  }

  @Test(
    "a long line of declarations, of #s or of brackets is read in one pass")
  func longLines() {
    let count = 1 << 20
    let declarations =
      String(repeating: "struct S: P, ", count: count / 13) + "PreviewProvider {}\n#Preview {}"
    #expect(listed(declarations).count == count / 13 + 1)
    #expect(listed(String(repeating: "#", count: count) + "Preview {}") == ["1 macro -"])
    #expect(listed(String(repeating: "({[\"", count: count / 4)).isEmpty)
  }
}
