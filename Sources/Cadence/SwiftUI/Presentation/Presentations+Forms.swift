import Foundation

/// Where a popover points (recorded; on an iPhone a popover presents as a sheet).
public enum PopoverAttachmentAnchor {
  /// A rect of the presenting view.
  case rect(Anchor<CGRect>.Source)
  /// A unit point of the presenting view.
  case point(UnitPoint)
}

// More of SwiftUI's presentation forms, each presented as its kind is (see Presentations.swift).
extension View {
  /// Presents a popover while `isPresented` is true: on an iPhone, as a sheet (`presentation`
  /// = `popover`).
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presenting(isPresented, kind: "popover", onDismiss: nil, dismissesOnButtons: false) {
      content()
    }
  }

  /// Presents a popover for `item` while it is not nil.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presenting(Self.shown(item), kind: "popover", onDismiss: nil, dismissesOnButtons: false) {
      if let value = item.wrappedValue { content(value) }
    }
  }

  /// Presents content covering the screen for `item` while it is not nil.
  @preconcurrency public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presenting(
      Self.shown(item), kind: "fullScreenCover", onDismiss: onDismiss, dismissesOnButtons: false
    ) {
      if let value = item.wrappedValue { content(value) }
    }
  }

  /// Presents an alert for `data` while `isPresented` is true and `data` is not nil.
  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    alertLike(
      "alert", titleKey.text, Self.shown(isPresented, data), data.map(actions), EmptyView())
  }

  /// Presents an alert with a message for `data` while `isPresented` is true and `data` is
  /// not nil.
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    alertLike(
      "alert", titleKey.text, Self.shown(isPresented, data), data.map(actions),
      data.map(message))
  }

  /// Presents an alert for an error while `isPresented` is true: its title is the error's
  /// description.
  public func alert<E: LocalizedError, A: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
  ) -> some View {
    alertLike(
      "alert", error?.errorDescription ?? "", Self.shown(isPresented, error), actions(),
      EmptyView())
  }

  /// Presents an alert with a message for an error while `isPresented` is true.
  public func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
    @ViewBuilder message: (E) -> M
  ) -> some View {
    alertLike(
      "alert", error?.errorDescription ?? "", Self.shown(isPresented, error), error.map(actions),
      error.map(message))
  }

  /// Presents a confirmation dialog for `data` while `isPresented` is true and `data` is not
  /// nil.
  public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    alertLike(
      "confirmationDialog", titleKey.text, Self.shown(isPresented, data), data.map(actions),
      EmptyView(), titleVisibility: titleVisibility)
  }

  /// Presents a confirmation dialog with a message for `data`.
  public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    alertLike(
      "confirmationDialog", titleKey.text, Self.shown(isPresented, data), data.map(actions),
      data.map(message), titleVisibility: titleVisibility)
  }

  /// True while `item` is not nil; setting false clears it.
  static func shown<Item>(_ item: Binding<Item?>) -> Binding<Bool> {
    Binding<Bool>(
      get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
  }

  /// True while `isPresented` is and `data` is not nil.
  static func shown<T>(_ isPresented: Binding<Bool>, _ data: T?) -> Binding<Bool> {
    let present = data != nil
    return Binding<Bool>(
      get: { isPresented.wrappedValue && present }, set: { isPresented.wrappedValue = $0 })
  }
}
