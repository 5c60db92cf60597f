import Foundation

/// A scene that renders itself as a persistent control in the system menu bar (macOS). There
/// is no menu bar headless: `ViewHost(app:)` hosts the app's first window, not this; its
/// content can be hosted on its own.
public struct MenuBarExtra<Label: View, Content: View>: Scene {
  public typealias Body = Never
  /// The label shown in the menu bar.
  let label: Label
  /// The content shown when the extra is opened.
  let content: Content
  /// Whether the extra is in the menu bar.
  let isInserted: Binding<Bool>?

  public func _firstWindowContent() -> AnyView? { nil }
}

extension MenuBarExtra where Label == Text {
  /// Creates a menu bar extra with a title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(label: Text(titleKey), content: content(), isInserted: nil)
  }

  /// Creates a menu bar extra with a title, inserted while `isInserted` is true.
  public init(
    _ titleKey: LocalizedStringKey, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(label: Text(titleKey), content: content(), isInserted: isInserted)
  }

  /// Creates a menu bar extra with a title.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(label: Text(title), content: content(), isInserted: nil)
  }
}

extension MenuBarExtra where Label == Cadence.Label<Text, Image> {
  /// Creates a menu bar extra with a title and an image.
  public init(
    _ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content
  ) {
    self.init(
      label: Cadence.Label(titleKey, image: image), content: content(), isInserted: nil)
  }

  /// Creates a menu bar extra with a title and an image, inserted while `isInserted` is true.
  public init(
    _ titleKey: LocalizedStringKey, image: String, isInserted: Binding<Bool>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      label: Cadence.Label(titleKey, image: image), content: content(), isInserted: isInserted)
  }

  /// Creates a menu bar extra with a title and a system image.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(
      label: Cadence.Label(titleKey, systemImage: systemImage), content: content(),
      isInserted: nil)
  }

  /// Creates a menu bar extra with a title and a system image, inserted while `isInserted`
  /// is true.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, isInserted: Binding<Bool>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      label: Cadence.Label(titleKey, systemImage: systemImage), content: content(),
      isInserted: isInserted)
  }
}

/// A specification for the appearance and behavior of a menu bar extra scene.
@MainActor @preconcurrency
public protocol MenuBarExtraStyle {
  /// The style's name, as recorded.
  var _name: String { get }
}

/// The default menu bar extra style.
public struct AutomaticMenuBarExtraStyle: MenuBarExtraStyle {
  public init() {}
  public var _name: String { "automatic" }
}

/// A menu bar extra style that renders its contents as a menu that pulls down from the icon.
public struct PullDownMenuBarExtraStyle: MenuBarExtraStyle {
  public init() {}
  public var _name: String { "menu" }
}
