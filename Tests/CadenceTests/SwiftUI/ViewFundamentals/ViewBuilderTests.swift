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
        VStack frame.x=169.5 frame.y=397 frame.width=51 frame.height=50
          Text "mode a" frame.x=169.5 frame.y=397 frame.width=51 frame.height=21
          Button "next" frame.x=178 frame.y=426 frame.width=34 frame.height=21

        """)
    try host.tap("next")
    #expect(
      host.render() == """
        VStack frame.x=0 frame.y=0 frame.width=390 frame.height=844
          Color "red" frame.x=0 frame.y=0 frame.width=390 frame.height=757
          Text "hello ada" frame.x=157 frame.y=765 frame.width=76.5 frame.height=21
          Text "only b" frame.x=169.5 frame.y=794 frame.width=51 frame.height=21
          Button "next" frame.x=178 frame.y=823 frame.width=34 frame.height=21

        """)
    try host.tap("next")
    #expect(
      host.render() == """
        VStack frame.x=157 frame.y=397 frame.width=76.5 frame.height=50
          Text "hello ada" frame.x=157 frame.y=397 frame.width=76.5 frame.height=21
          Button "next" frame.x=178 frame.y=426 frame.width=34 frame.height=21

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
    #expect(
      ViewHost(present).render()
        == "Text \"x\" frame.x=191 frame.y=411.5 frame.width=8.5 frame.height=21\n")
    #expect(ViewHost(absent).render() == "")
  }

  @Test(
    "TupleView(_:) shows each view of a tuple in order; an element that is not a view is reported")
  func tupleViewFromValue() {
    let host = ViewHost(VStack { TupleView((Text("one"), Text("two"), Color.red)) })
    let kinds = host.snapshot().first("VStack")?.children.map(\.kind)
    #expect(kinds == ["Text", "Text", "Color"])
    #expect(host.snapshot().first("VStack")?.children.first?.label == "one")
    let single = ViewHost(VStack { TupleView(Text("alone")) })
    #expect(single.snapshot().first("alone") != nil)
    let mixed = ViewHost(VStack { TupleView((Text("kept"), 42)) })
    #expect(mixed.snapshot().first("kept") != nil)
    #expect(
      mixed.diagnostics.contains {
        $0.kind == .viewWithoutBody && $0.message.contains("type Int is not a view")
      }, "\(mixed.diagnostics)")
  }

  /// SwiftUI's `ViewBuilder` is nonisolated: its build methods, and the views they make
  /// (`EmptyView`, `TupleView`, `_ConditionalContent`, `AnyView`), can be used off the main actor.
  @Test("a view builder runs in nonisolated code, and what it builds shows on the main actor")
  func nonisolatedBuilder() async {
    let built = await Task.detached { NonisolatedScreens.content(flag: true) }.value
    let host = ViewHost(built.view)
    #expect(host.snapshot().first("on") != nil)
    #expect(host.snapshot().first("two") != nil)
    #expect(ViewHost(NonisolatedScreens.content(flag: false).view).snapshot().first("off") != nil)
  }
}

/// Views built in nonisolated code, as an enum of screens does with SwiftUI.
enum NonisolatedScreens {
  /// A built view carried back to the main actor.
  struct Built: @unchecked Sendable {
    let view: AnyView
  }

  @ViewBuilder
  static func body(flag: Bool) -> some View {
    if flag {
      Text("on")
      Text("two")
    } else {
      Text("off")
    }
    EmptyView()
  }

  static func content(flag: Bool) -> Built {
    Built(view: AnyView(body(flag: flag)))
  }
}
