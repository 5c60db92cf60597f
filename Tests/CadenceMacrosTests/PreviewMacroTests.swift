import Foundation
import Testing

/// `#Preview` as the compiler hands it to the plugin: the exact text of each expansion.
@Suite("#Preview expansion")
struct PreviewMacroTests {
  let plugin: MacroPlugin
  init() throws { plugin = try MacroPlugin() }

  /// The type the expansion declares (the discriminator + `15PreviewRegistryfMu_`, as the
  /// compiler's unique names are made).
  static let typeName = "$s6Module0004Fileswift_fMf_15PreviewRegistryfMu_"

  static func expected(line: Int, column: Int = 1, call: String) -> String {
    """
    public struct \(typeName): Cadence.PreviewRegistry {
        public static let fileID: String = "Module/File.swift"
        public static let line: Int = \(line)
        public static let column: Int = \(column)

        @MainActor public static func makePreview() throws -> Cadence.Preview {
            \(call)
        }
    }
    """
  }

  @Test("the plugin answers the handshake with its protocol version")
  func handshake() throws {
    let reply = try plugin.request(["getCapability": ["capability": ["protocolVersion": 7]]])
    let capability = (reply["getCapabilityResult"] as? [String: Any])?["capability"]
    #expect((capability as? [String: Any])?["protocolVersion"] as? Int == 7)
  }

  @Test("a plain preview passes its closure to Preview; the line is the #'s, past the comments")
  func plain() throws {
    // The source starts with the node's leading trivia: two comment lines and a blank one.
    let source = "\n// A card.\n/* { */\n\n  #Preview {\n    Card()\n  }"
    let (expansion, diagnostics) = try expandPreview(plugin, source, offset: 120, line: 7)
    #expect(diagnostics.isEmpty)
    #expect(
      expansion == Self.expected(line: 11, column: 3, call: "Cadence.Preview {\n    Card()\n  }"))
  }

  @Test("name and traits are passed on as written, the body with braces in strings intact")
  func namedWithTraits() throws {
    let source = """
      #Preview("Card, \\"dark\\"", traits: .sizeThatFitsLayout, .landscapeLeft) {
        let label = "a { brace"
        Text(#"raw "}" string"#)
        Text(\"""
          }}}
          \""")
        // }
        Text(label)
      }
      """
    let (expansion, diagnostics) = try expandPreview(plugin, source)
    #expect(diagnostics.isEmpty)
    let body = source[source.firstIndex(of: "{")!...]
    #expect(
      expansion
        == Self.expected(
          line: 1,
          call:
            "Cadence.Preview(\"Card, \\\"dark\\\"\", traits: .sizeThatFitsLayout, .landscapeLeft) "
            + body))
  }

  @Test("a body given as the argument labelled body: stays an argument")
  func labelledBody() throws {
    let (expansion, _) = try expandPreview(plugin, #"#Preview("A", body: { Text("a") })"#)
    #expect(
      expansion == Self.expected(line: 1, call: #"Cadence.Preview("A", body: { Text("a") })"#))
  }

  @Test("a preview with arguments keeps its closure's parameter")
  func arguments() throws {
    let source = "#Preview(\"Sizes\", arguments: [1, 2]) { size in\n  Text(\"\\(size)\")\n}"
    let (expansion, diagnostics) = try expandPreview(plugin, source)
    #expect(diagnostics.isEmpty)
    #expect(
      expansion
        == Self.expected(
          line: 1,
          call: "Cadence.Preview(\"Sizes\", arguments: [1, 2]) { size in\n  Text(\"\\(size)\")\n}"))
  }

  @Test("@Previewable properties become the state of a view the rest of the body is the body of")
  func previewable() throws {
    let source = """
      #Preview("Counter") {
        @Previewable @State var count = 0
        @Previewable @State var items = [
          1, 2,
        ]
        #if DEBUG
          Text("\\(count)")
        #endif
        Button("Add") { count += 1 }
      }
      """
    let (expansion, diagnostics) = try expandPreview(plugin, source)
    #expect(diagnostics.isEmpty)
    let call = """
      Cadence.Preview("Counter") {
          struct __P_Previewable_Transform_Wrapper: Cadence.View {
              @State var count = 0
              @State var items = [
          1, 2,
        ]
              var body: some Cadence.View {
        #if DEBUG
          Text("\\(count)")
        #endif
        Button("Add") { count += 1 }
              }
          }
          return __P_Previewable_Transform_Wrapper()
      }
      """
    #expect(expansion == Self.expected(line: 1, call: call))
  }

  @Test("@Previewable below the top level of the body is an error at its place")
  func nestedPreviewable() throws {
    let source = "#Preview {\n  VStack {\n    @Previewable @State var x = 0\n  }\n}"
    let (expansion, diagnostics) = try expandPreview(plugin, source, offset: 40)
    #expect(expansion == nil)
    #expect(diagnostics.count == 1)
    #expect(
      diagnostics.first?["message"] as? String
        == "'@Previewable' must be at the top level of the '#Preview' body")
    let position = diagnostics.first?["position"] as? [String: Any]
    #expect(position?["offset"] as? Int == 40 + 26)
    #expect(position?["fileName"] as? String == "/src/Module/File.swift")
  }

  @Test("@Previewable with arguments: is an error")
  func previewableWithArguments() throws {
    let source = "#Preview(arguments: [1]) { n in\n  @Previewable @State var x = n\n  Text(\"\")\n}"
    let (expansion, diagnostics) = try expandPreview(plugin, source)
    #expect(expansion == nil)
    #expect((diagnostics.first?["message"] as? String)?.contains("arguments:") == true)
  }
}
