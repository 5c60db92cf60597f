import Cadence
import CadenceTesting
import Testing

private enum Mode: Equatable {
  case a, b, c
}

private struct Builder: View {
  @State var mode = Mode.a
  @State var name: String? = nil

  var body: some View {
    VStack {
      switch mode {
      case .a: Text("mode a")
      case .b: Color.red
      case .c: EmptyView()
      }
      if let name {
        Text("hello \(name)")
      }
      if mode == .b {
        Text("only b")
      }
      Button("next") {
        mode = mode == .a ? .b : .c
        name = "ada"
      }
    }
  }
}

@MainActor
@Suite("ViewBuilder")
struct ViewBuilderTests {
  @Test("switch, if let and if without else follow the state")
  func controlFlow() throws {
    let host = ViewHost(Builder())
    #expect(
      host.render() == """
        VStack
          Text "mode a"
          Button "next"

        """)
    try host.tap("next")
    #expect(
      host.render() == """
        VStack
          Color "red"
          Text "hello ada"
          Text "only b"
          Button "next"

        """)
    try host.tap("next")
    #expect(
      host.render() == """
        VStack
          Text "hello ada"
          Button "next"

        """)
  }

  @Test("blocks of many views keep their order")
  func manyViews() {
    let view = HStack {
      Text("1")
      Text("2")
      Text("3")
      Text("4")
      Text("5")
      Text("6")
      Text("7")
      Text("8")
      Text("9")
      Text("10")
      Text("11")
      Text("12")
    }
    let labels = ViewHost(view).snapshot().all("Text").compactMap(\.label)
    #expect(labels == (1...12).map(String.init))
  }

  @Test("an optional view shows nothing when nil")
  func optionalView() {
    let present: Text? = Text("x")
    let absent: Text? = nil
    #expect(ViewHost(present).render() == "Text \"x\"\n")
    #expect(ViewHost(absent).render() == "")
  }
}
