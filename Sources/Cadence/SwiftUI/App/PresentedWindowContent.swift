import Foundation

/// The content of a window a data-driven `WindowGroup` presents: its view given a binding to
/// the window's value (nil for a window opened without one, or the default value). Headless,
/// the hosted window is the first one; `openWindow(value:)` records the request.
public struct PresentedWindowContent<Data: Codable & Hashable, Content: View>: View {
  @State private var value: Data?
  private let content: (Binding<Data?>) -> Content

  init(value: Data?, content: @escaping (Binding<Data?>) -> Content) {
    _value = State(initialValue: value)
    self.content = content
  }

  public var body: some View { content($value) }
}

/// Data-driven window groups: each window presents a value of `Data`.
extension WindowGroup {
  /// Creates a data-presenting window group.
  public init<D: Codable & Hashable, C: View>(
    for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: nil, id: nil) { PresentedWindowContent(value: nil, content: content) }
  }

  /// Creates a data-presenting window group with a default value.
  public init<D: Codable & Hashable, C: View>(
    for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> C,
    defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: nil, id: nil) {
      PresentedWindowContent(value: defaultValue()) { content(Self.unwrapped($0, defaultValue)) }
    }
  }

  /// Creates a data-presenting window group with an identifier.
  public init<D: Codable & Hashable, C: View>(
    id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: nil, id: id) { PresentedWindowContent(value: nil, content: content) }
  }

  /// Creates a data-presenting window group with an identifier and a default value.
  public init<D: Codable & Hashable, C: View>(
    id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> C,
    defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: nil, id: id) {
      PresentedWindowContent(value: defaultValue()) { content(Self.unwrapped($0, defaultValue)) }
    }
  }

  /// Creates a data-presenting window group with a title.
  public init<D: Codable & Hashable, C: View>(
    _ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: title.content, id: nil) {
      PresentedWindowContent(value: nil, content: content)
    }
  }

  /// Creates a data-presenting window group with a title and a default value.
  public init<D: Codable & Hashable, C: View>(
    _ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> C,
    defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: title.content, id: nil) {
      PresentedWindowContent(value: defaultValue()) { content(Self.unwrapped($0, defaultValue)) }
    }
  }

  /// Creates a data-presenting window group with a title and an identifier.
  public init<D: Codable & Hashable, C: View>(
    _ title: Text, id: String, for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: title.content, id: id) {
      PresentedWindowContent(value: nil, content: content)
    }
  }

  /// Creates a data-presenting window group with a title, an identifier and a default value.
  public init<D: Codable & Hashable, C: View>(
    _ title: Text, id: String, for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(title: title.content, id: id) {
      PresentedWindowContent(value: defaultValue()) { content(Self.unwrapped($0, defaultValue)) }
    }
  }

  /// Creates a data-presenting window group with a localized title.
  public init<D: Codable & Hashable, C: View>(
    _ titleKey: LocalizedStringKey, for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(Text(titleKey), for: type, content: content)
  }

  /// Creates a data-presenting window group with a localized title and an identifier.
  public init<D: Codable & Hashable, C: View>(
    _ titleKey: LocalizedStringKey, id: String, for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(Text(titleKey), id: id, for: type, content: content)
  }

  /// A binding to a window's value that reads the default where there is none.
  private static func unwrapped<D>(_ binding: Binding<D?>, _ defaultValue: @escaping () -> D)
    -> Binding<D>
  {
    Binding {
      binding.wrappedValue ?? defaultValue()
    } set: {
      binding.wrappedValue = $0
    }
  }
}
