import Cadence
import CadenceTesting

struct Counter: View {
  @State private var count = 0
  @State private var name = ""
  var body: some View {
    VStack(spacing: 8) {
      Text("Count: \(count)")
      if count > 1 { Text("big").foregroundStyle(.red) }
      Button("Add") { count += 1 }
      Color.gray.frame(width: 48, height: 48).offset(x: CGFloat(count) * 10).onTapGesture { count -= 1 }
      TextField("Name", text: $name).textFieldStyle(.roundedBorder)
      ForEach(0..<count, id: \.self) { i in Text("row \(i)") }
    }
  }
}

@MainActor func run() {
  let host = ViewHost(Counter())
  print(host.render())
  try! host.tap("Add")
  try! host.tap("Add")
  try! host.type("Al", into: "Name")
  host.advance(by: 0.1)
  print(host.render())
  print(host.statistics)
  do { try host.tap("Nope") } catch { print(error) }
}
MainActor.assumeIsolated { run() }
