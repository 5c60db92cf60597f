import Foundation

// Drag and drop through item providers, the form that came before transferable payloads:
// `onDrag` offers a provider, `onDrop` hands the providers of the dropped items to an action
// or a delegate, which load their data themselves.

/// Marks a view as draggable with the provider its closure makes when a drag begins (none
/// when it makes none).
struct _OnDragModifier: RenderModifier {
  static var attributeName: String { "onDrag" }
  typealias Body = Never
  let data: () -> NSItemProvider?

  func apply(to item: inout RenderItem) {
    item.setStyleIfAbsent("item provider", for: "draggable")
    let data = data
    item.features[DragSourceFeature.self] = DragSource { data().map { [DragItem($0)] } ?? [] }
  }
}

/// Marks a view as a drop destination for items of the types given, handing their providers
/// to an action or to a delegate.
struct _OnDropModifier: RenderModifier {
  static var attributeName: String { "onDrop" }
  typealias Body = Never
  /// What the drop does.
  enum Handler {
    /// An action given the providers and the location, with a binding told of targeting.
    case action(Binding<Bool>?, ([NSItemProvider], CGPoint) -> Bool)
    /// A delegate.
    case delegate(any DropDelegate)
  }
  let contentTypes: [UTType]
  let handler: Handler

  func apply(to item: inout RenderItem) {
    item.setStyleIfAbsent(
      contentTypes.map(\.identifier).joined(separator: ", "), for: "dropDestination")
    let types = contentTypes
    switch handler {
    case .action(let isTargeted, let action):
      item.features[DropDestinationFeature.self] = DropDestination(
        contentTypes: types,
        enter: { _, _ in
          isTargeted?.wrappedValue = true
          return nil
        },
        prepare: { items, location, _ in
          let providers = items.filter { $0.conforms(toAnyOf: types) }.map(\.provider)
          let perform: @MainActor () -> Bool = {
            isTargeted?.wrappedValue = false
            return providers.isEmpty ? false : action(providers, location)
          }
          return (perform, [])
        })
    case .delegate(let delegate):
      item.features[DropDestinationFeature.self] = DropDestination(
        contentTypes: types,
        enter: { items, location in
          let info = DropInfo(location: location, items: items, supportedContentTypes: types)
          guard delegate.validateDrop(info: info) else {
            return "its delegate's validateDrop(info:) is false"
          }
          delegate.dropEntered(info: info)
          if let proposal = delegate.dropUpdated(info: info),
            proposal.operation == .cancel || proposal.operation == .forbidden
          {
            delegate.dropExited(info: info)
            return "its delegate's dropUpdated(info:) proposes \(proposal.operation)"
          }
          return nil
        },
        prepare: { items, location, _ in
          let info = DropInfo(location: location, items: items, supportedContentTypes: types)
          return ({ delegate.performDrop(info: info) }, [])
        })
    }
  }
}

extension View {
  /// Lets a person drag the view, offering the provider `data` makes when the drag begins.
  public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
    modifier(_OnDragModifier(data: data))
  }

  /// Lets a person drag the view, offering the provider `data` makes, under the preview given
  /// (a drag preview is drawn only while dragging: headless it is not rendered).
  public func onDrag<V: View>(
    _ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V
  ) -> some View {
    modifier(_OnDragModifier(data: data))
  }

  /// Lets a person drag the view (and, on the Mac, share it), offering the provider `action`
  /// makes; none without an action, or when it makes none.
  public func itemProvider(_ action: (() -> NSItemProvider?)?) -> some View {
    modifier(_OnDragModifier(data: action ?? { nil }))
  }

  /// Lets a person drop items offered as one of `supportedContentTypes`: `action` gets their
  /// providers and says whether it took them; `isTargeted` is true while a drag is over it.
  public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
    perform action: @escaping (_ providers: [NSItemProvider]) -> Bool
  ) -> some View {
    modifier(
      _OnDropModifier(
        contentTypes: supportedContentTypes,
        handler: .action(
          isTargeted,
          { items, _ in
            action(items)
          })))
  }

  /// Lets a person drop items offered as one of `supportedContentTypes`: `action` gets their
  /// providers and the drop's location in the view, and says whether it took them.
  public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
    perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool
  ) -> some View {
    modifier(
      _OnDropModifier(contentTypes: supportedContentTypes, handler: .action(isTargeted, action)))
  }

  /// Lets a person drop items offered as one of `supportedContentTypes`, `delegate` deciding
  /// each step.
  public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View {
    modifier(_OnDropModifier(contentTypes: supportedContentTypes, handler: .delegate(delegate)))
  }

  /// Lets a person drop items offered as a type one of `supportedTypes` names.
  @available(*, deprecated, message: "Provide `UTType`s as the `supportedContentTypes` instead.")
  public func onDrop(
    of supportedTypes: [String], isTargeted: Binding<Bool>?,
    perform action: @escaping (_ providers: [NSItemProvider]) -> Bool
  ) -> some View {
    onDrop(of: supportedTypes.map(contentType(named:)), isTargeted: isTargeted, perform: action)
  }

  /// Lets a person drop items offered as a type one of `supportedTypes` names, with the
  /// drop's location.
  @available(*, deprecated, message: "Provide `UTType`s as the `supportedContentTypes` instead.")
  public func onDrop(
    of supportedTypes: [String], isTargeted: Binding<Bool>?,
    perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool
  ) -> some View {
    onDrop(of: supportedTypes.map(contentType(named:)), isTargeted: isTargeted, perform: action)
  }

  /// Lets a person drop items offered as a type one of `supportedTypes` names, `delegate`
  /// deciding each step.
  @available(*, deprecated, message: "Provide `UTType`s as the `supportedContentTypes` instead.")
  public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View {
    onDrop(of: supportedTypes.map(contentType(named:)), delegate: delegate)
  }
}

/// The type an identifier names (one no type has yet: an imported type).
func contentType(named identifier: String) -> UTType {
  UTType(identifier) ?? UTType(importedAs: identifier)
}
