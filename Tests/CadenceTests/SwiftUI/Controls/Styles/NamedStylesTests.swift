import Cadence
import CadenceTesting
import Foundation
import Testing

/// The styles SwiftUI only draws are recorded by name where they are set (Apple's
/// documentation names the styles: `.grouped`, `.page(indexDisplayMode:)`, …).
@MainActor
@Suite("Named styles")
struct NamedStylesTests {
  struct MyFormStyle: FormStyle {
    func makeBody(configuration: Configuration) -> some View { Form(configuration) }
  }

  @Test("each style is recorded by its name; a custom one by its type's")
  func recordedNames() {
    let host = ViewHost(
      VStack {
        Text("form").formStyle(.grouped)
        Text("custom form").formStyle(MyFormStyle())
        Text("pages").tabViewStyle(.page(indexDisplayMode: .never))
        Text("old pages").tabViewStyle(PageTabViewStyle())
        Text("dots").indexViewStyle(.page(backgroundDisplayMode: .always))
        Text("date").datePickerStyle(.wheel)
        Text("gauge").gaugeStyle(.accessoryCircularCapacity)
        Text("menu").menuStyle(.borderlessButton)
        Text("group").controlGroupStyle(.navigation)
        Text("stack").navigationViewStyle(StackNavigationViewStyle())
        Text("split").navigationSplitViewStyle(.balanced)
        Text("table").tableStyle(.inset)
        Text("editor").textEditorStyle(.plain)
        Text("shape").buttonBorderShape(.roundedRectangle(radius: 6))
      })
    let snapshot = host.snapshot()
    func style(_ label: String, _ name: String) -> String? { snapshot.first(label)?.style(name) }
    #expect(style("form", "formStyle") == "grouped")
    #expect(style("custom form", "formStyle") == "MyFormStyle")
    #expect(style("pages", "tabViewStyle") == "page(never)")
    #expect(style("old pages", "tabViewStyle") == "page")
    #expect(style("dots", "indexViewStyle") == "page(always)")
    #expect(style("date", "datePickerStyle") == "wheel")
    #expect(style("gauge", "gaugeStyle") == "accessoryCircularCapacity")
    #expect(style("menu", "menuStyle") == "borderlessButton")
    #expect(style("group", "controlGroupStyle") == "navigation")
    #expect(style("stack", "navigationViewStyle") == "stack")
    #expect(style("split", "navigationSplitViewStyle") == "balanced")
    #expect(style("table", "tableStyle") == "inset")
    #expect(style("editor", "textEditorStyle") == "plain")
    #expect(style("shape", "buttonBorderShape") == "roundedRectangle(6)")
  }
}
