/// An alert, as SwiftUI's first API describes one (deprecated there, still common): a title,
/// a message and one or two buttons, presented with `alert(isPresented:content:)`.
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// A button of an alert or an action sheet.
  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: (() -> Void)?

    /// A default button.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
      Alert.Button(label: label, role: nil, action: action)
    }
    /// A cancel button with a label.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
      Alert.Button(label: label, role: .cancel, action: action)
    }
    /// A cancel button labelled Cancel.
    public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
      Alert.Button(label: Text("Cancel"), role: .cancel, action: action)
    }
    /// A destructive button.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
      Alert.Button(label: label, role: .destructive, action: action)
    }
  }

  /// An alert with one button (OK by default).
  public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
    self.title = title
    self.message = message
    buttons = [dismissButton ?? .default(Text("OK"))]
  }

  /// An alert with two buttons.
  public init(
    title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button
  ) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }

  /// The alert's content, as an alert presentation shows it.
  @MainActor
  func content(kind: String) -> some View {
    VStack {
      title.bold()
      if let message { message }
      ForEach(buttons.indices, id: \.self) { index in
        let button = buttons[index]
        Cadence.Button(role: button.role) {
          button.action?()
        } label: {
          button.label
        }
      }
    }
  }
}

/// An action sheet (deprecated in SwiftUI, still common): a title, a message and buttons.
public struct ActionSheet {
  let alert: Alert

  /// An action sheet with buttons.
  public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
    alert = Alert(title: title, message: message, buttons: buttons)
  }

  /// A button of an action sheet.
  public typealias Button = Alert.Button
}

extension Alert {
  init(title: Text, message: Text?, buttons: [Alert.Button]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}

extension View {
  /// Presents an alert while `isPresented` is true (deprecated in SwiftUI).
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    let alert = content()
    return presenting(isPresented, kind: "alert", onDismiss: nil, dismissesOnButtons: true) {
      alert.content(kind: "alert")
    }
  }

  /// Presents an alert for `item` while it is not nil (deprecated in SwiftUI).
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert)
    -> some View
  {
    let alert = item.wrappedValue.map(content)
    return presenting(Self.shown(item), kind: "alert", onDismiss: nil, dismissesOnButtons: true) {
      if let alert { alert.content(kind: "alert") }
    }
  }

  /// Presents an action sheet while `isPresented` is true (deprecated in SwiftUI).
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
    let sheet = content()
    return presenting(
      isPresented, kind: "confirmationDialog", onDismiss: nil, dismissesOnButtons: true
    ) {
      sheet.alert.content(kind: "confirmationDialog")
    }
  }

  /// Presents an action sheet for `item` while it is not nil (deprecated in SwiftUI).
  public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet)
    -> some View
  {
    let sheet = item.wrappedValue.map(content)
    return presenting(
      Self.shown(item), kind: "confirmationDialog", onDismiss: nil, dismissesOnButtons: true
    ) {
      if let sheet { sheet.alert.content(kind: "confirmationDialog") }
    }
  }
}
