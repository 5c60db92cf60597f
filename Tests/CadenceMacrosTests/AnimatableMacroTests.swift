import Foundation
import Testing

/// `@Animatable` as the compiler hands it to the plugin: the member it writes, the
/// conformance it adds only when asked, and the mistakes it names.
@Suite("@Animatable expansion")
struct AnimatableMacroExpansionTests {
  let plugin: MacroPlugin
  init() throws { plugin = try MacroPlugin() }

  func member(_ declaration: String) throws -> (source: String?, diagnostics: [[String: Any]]) {
    try expandAttached(
      plugin, "AnimatableMacro", role: "member", declaration: "@Animatable\n" + declaration,
      attribute: "@Animatable", context: [])
  }

  @Test("stored vars in order, as nested pairs of their data; the rest left out")
  func nestedPairs() throws {
    let expansion = try member(
      """
      public struct Wave: Shape {
        var amplitude: Double
        var phase: Angle = .zero // a comment
        @AnimatableIgnored var color: Color
        let count: Int
        static var unit = 1.0
        var twice: Double { amplitude * 2 }
        var size: CGSize { get { .zero } set {} }
        var center: CGPoint = CGPoint(x: 0,
                                      y: 0)
        func path(in rect: CGRect) -> Path { var x = 1; x += 1; return Path() }
      }
      """)
    #expect(expansion.diagnostics.isEmpty)
    #expect(
      expansion.source == """
        public var animatableData: Cadence.AnimatablePair<(Double).AnimatableData, Cadence.AnimatablePair<(Angle).AnimatableData, (CGPoint).AnimatableData>> {
            get {
                Cadence.AnimatablePair(self.amplitude.animatableData, Cadence.AnimatablePair(self.phase.animatableData, self.center.animatableData))
            }
            set {
                self.amplitude.animatableData = newValue.first
                self.phase.animatableData = newValue.second.first
                self.center.animatableData = newValue.second.second
            }
        }
        """)
  }

  @Test("no property: empty data")
  func emptyData() throws {
    let expansion = try member("struct Dot: Shape {\n  let size = 2\n}")
    #expect(
      expansion.source?.hasPrefix("var animatableData: Cadence.EmptyAnimatableData {") == true)
  }

  @Test("a property without a written type, or two in one declaration, is named in an error")
  func mistakes() throws {
    let untyped = try member("struct Meter: View {\n  var value = 0.0\n}")
    #expect(untyped.source == nil)
    #expect(
      untyped.diagnostics.first?["message"] as? String
        == "'@Animatable' needs the type of 'value': write 'var value: Type', or mark it '@AnimatableIgnored'"
    )
    let paired = try member("struct Meter: View {\n  var low, high: Double\n}")
    #expect(
      paired.diagnostics.first?["message"] as? String
        == "'@Animatable' needs one property a declaration: declare 'low' and the next apart")
    let function = try member("func f() {}")
    #expect(
      function.diagnostics.first?["message"] as? String
        == "'@Animatable' can only be attached to a type declaration")
  }

  @Test("the conformance is added only when the compiler asks for it")
  func conformance() throws {
    let asked = try expandAttached(
      plugin, "AnimatableMacro", role: "extension", declaration: "@Animatable\nstruct Meter {}",
      attribute: "@Animatable", context: [], extendedType: "Meter",
      conformances: "struct Placeholder: Animatable {}")
    #expect(asked.source == "extension Meter: Cadence.Animatable {\n}")
    let notAsked = try expandAttached(
      plugin, "AnimatableMacro", role: "extension",
      declaration: "@Animatable\nstruct Wave: Shape {}",
      attribute: "@Animatable", context: [], extendedType: "Wave")
    #expect(notAsked.source == "")
  }
}
