import Foundation
import Testing

/// `@Entry` and `@Previewable` as the compiler hands them to the plugin.
@Suite("@Entry and @Previewable expansion")
struct EntryMacroTests {
  let plugin: MacroPlugin
  init() throws { plugin = try MacroPlugin() }

  func entry(_ declaration: String, in context: String, role: String) throws -> (
    source: String?, diagnostics: [[String: Any]]
  ) {
    try expandAttached(
      plugin, "EntryMacro", role: role, declaration: "\n  @Entry " + declaration,
      attribute: "\n  @Entry ", context: [context], offset: 200)
  }

  static let accessors = """
    {
        get {
            self[__Key_accent.self]
        }
        set {
            self[__Key_accent.self] = newValue
        }
    }
    """

  @Test(
    "in EnvironmentValues: accessors through a private EnvironmentKey whose default is the initial value"
  )
  func environment() throws {
    let context = "extension EnvironmentValues {\n  @Entry var accent: Color = .blue\n}"
    let accessor = try entry("var accent: Color = .blue", in: context, role: "accessor")
    #expect(accessor.source == Self.accessors)
    #expect(accessor.diagnostics.isEmpty)
    let peer = try entry("var accent: Color = .blue", in: context, role: "peer")
    #expect(
      peer.source == """
        private struct __Key_accent: Cadence.EnvironmentKey {
            typealias Value = Color
            static var defaultValue: Value { .blue }
        }
        """)
  }

  @Test("in Transaction and ContainerValues, with modifiers and a qualified extension")
  func transactionAndContainer() throws {
    let peer = try entry(
      "public var accent: [String: Int] = [\"a\": 1]",
      in: "public extension Cadence.Transaction {}", role: "peer")
    #expect(
      peer.source == """
        private struct __Key_accent: Cadence.TransactionKey {
            typealias Value = [String: Int]
            static var defaultValue: Value { ["a": 1] }
        }
        """)
    let container = try entry(
      "var accent: Int = 0", in: "extension ContainerValues {}", role: "peer")
    #expect(container.source?.contains("Cadence.ContainerValueKey") == true)
  }

  @Test(
    "an optional without a default defaults to nil; in FocusedValues the key's value is unwrapped")
  func optionals() throws {
    let peer = try entry("var accent: Int?", in: "extension EnvironmentValues {}", role: "peer")
    #expect(peer.source?.contains("static var defaultValue: Value { nil }") == true)
    let focused = try entry("var accent: Int?", in: "extension FocusedValues {}", role: "peer")
    #expect(
      focused.source == """
        private struct __Key_accent: Cadence.FocusedValueKey {
            typealias Value = Int
        }
        """)
  }

  /// SwiftUI's `@Entry` accepts a property whose type its initial value gives.
  @Test("a property without a type gets a key whose value type is inferred from the initial value")
  func inferredType() throws {
    let peer = try entry("var count = 0", in: "extension EnvironmentValues {}", role: "peer")
    #expect(
      peer.source == """
        private struct __Key_count: Cadence.EnvironmentKey {
            static let defaultValue = 0
        }
        """)
    let accessor = try entry(
      "public var label = \"a = b\"", in: "extension Transaction {}", role: "accessor")
    #expect(accessor.source?.contains("self[__Key_label.self]") == true)
    #expect(accessor.diagnostics.isEmpty)
  }

  @Test("mistakes are errors at the attribute, reported once (by the accessor role)")
  func mistakes() throws {
    // (declaration, context, message, whether accessors are still made: a typed property in
    // an extension, so the compiler adds no error about a stored property)
    let cases: [(String, String, String, Bool)] = [
      (
        "var accent: Int", "extension EnvironmentValues {}",
        "'@Entry' needs a default value for 'accent': 'var accent: Int = value'", true
      ),
      (
        "var accent = 1", "extension FocusedValues {}",
        "'@Entry' needs the type of 'accent': 'var accent: Type = value'", false
      ),
      (
        "let accent: Int = 1", "extension EnvironmentValues {}",
        "'@Entry' must be attached to a 'var' property", false
      ),
      (
        "var accent: Int = 1", "struct Settings {}",
        "'@Entry' can only be used in an extension of EnvironmentValues, Transaction, FocusedValues or ContainerValues",
        false
      ),
      (
        "var accent: Int = 1", "extension Settings {}",
        "'@Entry' can only be used in an extension of EnvironmentValues, Transaction, FocusedValues or ContainerValues",
        true
      ),
      (
        "var accent: Int? = 1", "extension FocusedValues {}",
        "a FocusedValues entry is optional and has no default: 'var accent: Type?'", true
      ),
    ]
    for (declaration, context, message, accessors) in cases {
      let accessor = try entry(declaration, in: context, role: "accessor")
      #expect(
        accessor.source == (accessors ? placeholder : nil), "\(declaration) in \(context)")
      #expect(accessor.diagnostics.map { $0["message"] as? String } == [message], "\(declaration)")
      let position = accessor.diagnostics.first?["position"] as? [String: Any]
      #expect(position?["offset"] as? Int == 203, "the '@' is 3 bytes into the attribute's text")
      let peer = try entry(declaration, in: context, role: "peer")
      #expect(peer.source == "" && peer.diagnostics.isEmpty, "\(declaration)")
    }
  }

  static let placeholderText = """
    {
        get {
            fatalError("'@Entry' could not make this property")
        }
        set {
        }
    }
    """
  var placeholder: String { Self.placeholderText }

  @Test("@Previewable adds nothing inside a #Preview, and is an error anywhere else")
  func previewable() throws {
    let inside = try expandAttached(
      plugin, "PreviewableMacro", role: "peer", declaration: "@Previewable @State var x = 0",
      attribute: "@Previewable ",
      context: ["{\n}", "\n// c\n#Preview {\n  @Previewable @State var x = 0\n}"])
    #expect(inside.source == "")
    #expect(inside.diagnostics.isEmpty)
    let outside = try expandAttached(
      plugin, "PreviewableMacro", role: "peer", declaration: "\n  @Previewable var x = 0",
      attribute: "\n  @Previewable ", context: ["struct V: View {}"], offset: 50)
    #expect(outside.source == nil)
    #expect(
      outside.diagnostics.first?["message"] as? String
        == "'@Previewable' can only be used on a property at the top level of a '#Preview' body")
    #expect((outside.diagnostics.first?["position"] as? [String: Any])?["offset"] as? Int == 53)
  }
}
