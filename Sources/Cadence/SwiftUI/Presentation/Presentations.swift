import Foundation

/// Presented content (sheets, alerts, dialogs) and toolbars: headless there is no window, so
/// presented content is laid out over the view that presents it, in its frame, and is in
/// the snapshot while presented, its nodes marked `presentation` (`sheet`,
/// `fullScreenCover`, `alert`, `confirmationDialog`). A button inside an alert or dialog
/// dismisses it after its action, as in SwiftUI.
extension View {
  /// Presents a sheet while `isPresented` is true.
  @preconcurrency public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presenting(isPresented, kind: "sheet", onDismiss: onDismiss, dismissesOnButtons: false) {
      content()
    }
  }

  /// Presents a sheet for `item` while it is not nil.
  @preconcurrency public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    let shown = Binding<Bool>(
      get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    return presenting(shown, kind: "sheet", onDismiss: onDismiss, dismissesOnButtons: false) {
      if let value = item.wrappedValue { content(value) }
    }
  }

  /// Presents content covering the screen while `isPresented` is true.
  @preconcurrency public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presenting(
      isPresented, kind: "fullScreenCover", onDismiss: onDismiss, dismissesOnButtons: false
    ) { content() }
  }

  /// Presents an alert with a title and actions while `isPresented` is true (an OK button
  /// when there are no actions).
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A
  ) -> some View {
    alertLike("alert", titleKey.text, isPresented, actions(), EmptyView())
  }

  /// Presents an alert with a title, actions and a message while `isPresented` is true.
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    alertLike("alert", titleKey.text, isPresented, actions(), message())
  }

  /// Presents an alert with a title and actions while `isPresented` is true.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alertLike("alert", String(title), isPresented, actions(), EmptyView())
  }

  /// Presents an alert with a title, actions and a message while `isPresented` is true.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alertLike("alert", String(title), isPresented, actions(), message())
  }

  /// Presents a confirmation dialog while `isPresented` is true.
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    alertLike(
      "confirmationDialog", titleKey.text, isPresented, actions(), EmptyView(),
      titleVisibility: titleVisibility)
  }

  /// Presents a confirmation dialog with a message while `isPresented` is true.
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alertLike(
      "confirmationDialog", titleKey.text, isPresented, actions(), message(),
      titleVisibility: titleVisibility)
  }

  /// An alert or a confirmation dialog: its title (unless `titleVisibility` hides it; recorded
  /// as `titleVisibility` when set), its message, and its actions (an OK button when none).
  func alertLike<A: View, M: View>(
    _ kind: String, _ title: String, _ isPresented: Binding<Bool>, _ actions: A, _ message: M,
    titleVisibility: Visibility = .automatic
  ) -> some View {
    presenting(isPresented, kind: kind, onDismiss: nil, dismissesOnButtons: true) {
      VStack {
        if titleVisibility != .hidden { Text(verbatim: title).bold() }
        message
        if A.self == EmptyView.self {
          Button("OK") {}
        } else {
          actions
        }
      }
      .modifier(_TitleVisibilityEffect(visibility: titleVisibility))
    }
  }

  /// Lays `content` over this view while `isPresented` is true, with a dismiss action.
  func presenting<Content: View>(
    _ isPresented: Binding<Bool>, kind: String, onDismiss: (@MainActor () -> Void)?,
    dismissesOnButtons: Bool, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    let dismiss = DismissAction(
      action: {
        guard isPresented.wrappedValue else { return }
        isPresented.wrappedValue = false
        onDismiss?()
      }, token: nil)
    return overlay {
      if isPresented.wrappedValue {
        content()
          .environment(\.dismiss, dismiss)
          .environment(\.presentationDismiss, dismissesOnButtons ? dismiss : nil)
          .environment(\.toolbarBar, nil)
          .modifier(_StyleEffect(name: "presentation", value: kind))
      }
    }
  }
}

/// Records a dialog's title visibility (`titleVisibility`) when it is not `automatic`.
struct _TitleVisibilityEffect: RenderModifier, Equatable {
  static let attributeName = "titleVisibility"
  let visibility: Visibility

  func apply(to item: inout RenderItem) {
    guard visibility != .automatic else { return }
    item.setStyleIfAbsent(visibility.rawValue, for: "titleVisibility")
  }
}

// MARK: - Toolbars

/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Hashable, Sendable {
  let name: String
  /// The system's choice.
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  /// The leading edge of the top bar.
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  /// The trailing edge of the top bar.
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  /// Below the large navigation title, as its subtitle (iOS 26).
  public static let largeSubtitle = ToolbarItemPlacement(name: "largeSubtitle")
  /// The leading edge of the navigation bar.
  public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
  /// The trailing edge of the navigation bar.
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
  /// The centre of the top bar.
  public static let principal = ToolbarItemPlacement(name: "principal")
  /// The bottom bar.
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
  /// The primary action.
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  /// The confirming action of a sheet.
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  /// The cancelling action of a sheet.
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  /// Above the keyboard.
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
  /// The status area.
  public static let status = ToolbarItemPlacement(name: "status")
  /// The navigation area (leading on iOS).
  public static let navigation = ToolbarItemPlacement(name: "navigation")
  /// A secondary action (in the overflow menu on iOS).
  public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
  /// A destructive action of a modal interface.
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")

  /// A placement of one's own, named `id`.
  public init(id: String) {
    name = id
  }

  private init(name: String) {
    self.name = name
  }
}

/// A bar that can hold toolbar items.
public struct ToolbarPlacement: Hashable, Sendable {
  let name: String
  /// The navigation bar.
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  /// The tab bar.
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  /// The bottom bar.
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
  /// The system's choice.
  public static let automatic = ToolbarPlacement(name: "automatic")
}
