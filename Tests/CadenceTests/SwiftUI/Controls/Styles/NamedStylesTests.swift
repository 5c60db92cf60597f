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
        Text("bordered table").tableStyle(.bordered)
        Text("carousel tabs").tabViewStyle(.carousel)
        Text("vertical").tabViewStyle(.verticalPage(transitionStyle: .blur))
        Text("radio").pickerStyle(.radioGroup)
        Toggle("check", isOn: .constant(true)).toggleStyle(.checkbox)
        TextField("square", text: .constant("")).textFieldStyle(.squareBorder)
        Gauge(value: 0.5) { Text("ring") }.gaugeStyle(.circular)
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
    #expect(style("bordered table", "tableStyle") == "bordered")
    #expect(style("carousel tabs", "tabViewStyle") == "carousel")
    #expect(style("vertical", "tabViewStyle") == "verticalPage(blur)")
    #expect(style("radio", "pickerStyle") == "radioGroup")
    #expect(style("check", "toggleStyle") == "checkbox")
    #expect(style("square", "textFieldStyle") == "squareBorder")
    #expect(snapshot.first("Gauge")?.style("gaugeStyle") == "circular")
  }

  @Test("the list styles of macOS and watchOS are recorded on their lists")
  func platformListStyles() {
    let host = ViewHost(
      VStack {
        List { Text("a") }.listStyle(.bordered(alternatesRowBackgrounds: true))
        List { Text("b") }.listStyle(.carousel)
        List { Text("c") }.listStyle(.elliptical)
      })
    let names = host.snapshot().all("List").map { $0.style("listStyle") }
    #expect(names == ["bordered(alternatesRowBackgrounds)", "carousel", "elliptical"])
  }
}
