import Cadence
import CadenceTesting
import Foundation
import Testing

/// The bodies SwiftUI declares on views Cadence draws itself (`Button.body`, `Toggle.body`,
/// `Form.body`, `TextField.body`, …, all `some View`): a view's body shows what the view does.
@MainActor
@Suite("Bodies of primitive views")
struct PrimitiveBodyTests {
  @Test("a button's, a toggle's and a field's bodies mount as the views themselves")
  func bodiesAreTheViews() throws {
    struct Screen: View {
      @State var taps = 0
      @State var isOn = false
      @State var text = ""
      var body: some View {
        VStack {
          Button("Tap") { taps += 1 }.body
          Toggle("Switch", isOn: $isOn).body
          TextField("Name", text: $text).body
          Form { Text("in a form") }.body
          Text("taps \(taps) \(isOn) \(text)")
        }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Tap")
    try host.toggle("Switch")
    try host.type("Ada", into: "Name")
    #expect(host.snapshot().first("taps 1 true Ada") != nil)
    #expect(host.snapshot().first("Form") != nil)
    #expect(host.snapshot().first("Button") != nil)
  }
}
