import Cadence
import CadenceTesting
import Testing

private struct LoginForm: View {
  @State private var password = ""
  @State private var remember = true
  @State private var attempts = 0

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text("Sign in").foregroundStyle(.secondary)
      SecureField("Password", text: $password)
        .textFieldStyle(.roundedBorder)
        .offset(x: -0.0001)
      Toggle("Remember me", isOn: $remember)
      HStack {
        Button("Sign In") { attempts += 1 }
        Spacer()
        Circle().frame(width: 8, height: 8).opacity(attempts > 0 ? 1 : 0.25)
      }
      .padding(.horizontal, 12)
      RoundedRectangle(cornerRadius: 4)
        .rotationEffect(.degrees(12.5))
        .scaleEffect(1.5)
        .background(Color(red: 0.2, green: 0.4, blue: 0.6))
    }
  }
}

@MainActor
@Suite("SnapshotRenderer")
struct SnapshotRendererTests {
  @Test("renders a whole tree with labels, attributes and styles")
  func wholeTree() throws {
    let host = ViewHost(LoginForm())
    try host.type("abc", into: "Password")
    try host.toggle("Remember me")
    try host.tap("Sign In")
    #expect(
      host.render() == """
        VStack frame.x=0 frame.y=0 frame.width=390 frame.height=844 spacing=16 alignment=leading
          Text "Sign in" frame.x=0 frame.y=0 frame.width=59.5 frame.height=21 foreground=secondary
          SecureField "Password" frame.x=0 frame.y=37 frame.width=390 frame.height=35 offset.x=0 offset.y=0 text=••• textFieldStyle=roundedBorder
          Toggle "Remember me" frame.x=0 frame.y=88 frame.width=390 frame.height=31 isOn=false
          HStack frame.x=12 frame.y=135 frame.width=366 frame.height=21
            Button "Sign In" frame.x=12 frame.y=135 frame.width=59.5 frame.height=21
            Spacer frame.x=79.5 frame.y=145.5 frame.width=282.5 frame.height=0
            Circle frame.x=370 frame.y=141.5 frame.width=8 frame.height=8 opacity=1 \
        path="M 8 4 C 8 6.209 6.209 8 4 8 C 1.791 8 0 6.209 0 4 C 0 1.791 1.791 0 4 0 C 6.209 0 8 \
        1.791 8 4 Z"
          RoundedRectangle frame.x=0 frame.y=172 frame.width=390 frame.height=672 rotation=12.5 scale.x=1.5 scale.y=1.5 cornerRadius=4 background="rgb(0.2, 0.4, 0.6)" \
        path="M 4 0 L 386 0 C 388.209 0 390 1.791 390 4 L 390 668 C 390 670.209 388.209 672 386 \
        672 L 4 672 C 1.791 672 0 670.209 0 668 L 0 4 C 0 1.791 1.791 0 4 0 Z"

        """)
  }

  @Test("is byte-for-byte reproducible")
  func reproducible() {
    let first = ViewHost(LoginForm()).render()
    let second = ViewHost(LoginForm()).render()
    #expect(first == second)
  }

  @Test("quotes labels and escapes quotes, backslashes and newlines")
  func quoting() {
    let host = ViewHost(Text("say \"hi\"\\\nbye"))
    // Two lines of 9 characters ("say "hi"\" and "bye"), centred on the screen.
    #expect(
      host.render()
        == "Text \"say \\\"hi\\\"\\\\\\nbye\" frame.x=157 frame.y=401 frame.width=76.5 "
        + "frame.height=42\n")
  }

  @Test("precision is configurable and -0 prints as 0")
  func precision() {
    let host = ViewHost(Color.red.offset(x: 1.23456, y: -0.0000001))
    #expect(
      SnapshotRenderer(fractionDigits: 1).render(host.snapshot())
        == "Color \"red\" frame.x=0 frame.y=0 frame.width=390 frame.height=844 offset.x=1.2 offset.y=0\n"
    )
  }

  @Test("an empty tree renders as nothing")
  func empty() {
    #expect(ViewHost(EmptyView()).render() == "")
  }
}
