/// Every scene the demo knows, in the order `list` shows them.
@MainActor
enum SceneCatalog {
  static let scenes: [DemoScene] = [
    DemoScene(
      name: "counter",
      summary: "a button that counts; a swatch moves 12 pt per count; a list grows with it",
      duration: 0.2,
      taps: [
        ScriptedTap(query: "Add", time: 0.05), ScriptedTap(query: "Add", time: 0.1),
        ScriptedTap(query: "Reset", time: 0.15),
      ]
    ) { CounterScene() }
  ]

  /// The scene named `name`, if there is one.
  static func scene(named name: String) -> DemoScene? {
    scenes.first { $0.name == name }
  }
}
