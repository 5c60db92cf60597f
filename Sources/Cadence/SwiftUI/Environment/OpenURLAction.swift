import Foundation

/// An action that opens a URL (`\.openURL`): headless, the default records an `interaction`
/// event `openURL <url>` at the instant it is called; a handler set with
/// `environment(\.openURL, OpenURLAction { … })` runs instead, as in SwiftUI.
public struct OpenURLAction {
  /// What a handler did with a URL.
  public struct Result: Sendable {
    let name: String
    /// The handler opened the URL.
    public static let handled = Result(name: "handled")
    /// The handler did not open the URL.
    public static let discarded = Result(name: "discarded")
    /// The handler asks the system to open the URL.
    public static let systemAction = Result(name: "systemAction")
    /// The handler asks the system to open another URL.
    public static func systemAction(_ url: URL) -> Result { Result(name: "systemAction \(url)") }
  }

  let handler: @MainActor (URL) -> Result

  /// Creates an action that opens URLs with `handler`.
  @preconcurrency public init(handler: @escaping @MainActor (URL) -> Result) {
    self.handler = handler
  }

  /// Opens `url`.
  @MainActor
  public func callAsFunction(_ url: URL) {
    let result = handler(url)
    if result.name.hasPrefix("systemAction") { Self.record(url) }
  }

  /// Opens `url`, then says whether it was opened.
  @MainActor
  public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
    let result = handler(url)
    if result.name.hasPrefix("systemAction") { Self.record(url) }
    completion(result.name != "discarded")
  }

  /// The system's action, headless: the URL is recorded.
  @MainActor
  static func record(_ url: URL) {
    UpdateContext.current?.emit(.interaction, "openURL \(url.absoluteString)", path: "")
  }

  static var system: OpenURLAction {
    OpenURLAction { _ in .systemAction }
  }
}

extension EnvironmentValues {
  private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { .system }
  }

  /// The action that opens URLs.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}

/// A control for navigating to a URL: a button that opens its destination with the
/// environment's `openURL` (`Link` in the snapshot, `destination` its URL).
public struct Link<Label: View>: View {
  let destination: URL
  let label: Label
  @Environment(\.openURL) private var openURL

  /// Creates a link to `destination` with a label view.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  public var body: some View {
    let openURL = self.openURL
    let destination = self.destination
    Button {
      openURL(destination)
    } label: {
      label
    }
    .modifier(_StyleEffect(name: "destination", value: destination.absoluteString))
  }
}

extension Link where Label == Text {
  /// Creates a link with a title.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// Creates a link with a title.
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}
