import Foundation

/// How a picker looks (recorded on the picker as `pickerStyle`).
@MainActor @preconcurrency
public protocol PickerStyle {
  /// The style's name in renderings.
  var _styleName: String { get }
}

extension View {
  /// Sets the style of pickers in this view.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    modifier(_StyleEffect(name: "pickerStyle", value: style._styleName))
  }

  /// Tags this view with a value: inside a picker it is the option for that value.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    modifier(_TagModifier(tag: tag)).tabTag(AnyHashable(tag))
  }

  /// Tags this view with a value; `includeOptional` is accepted for SwiftUI's signature.
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View {
    modifier(_TagModifier(tag: tag)).tabTag(AnyHashable(tag))
  }
}

/// Tags its content with a value.
struct _TagModifier<V: Hashable>: ViewModifier {
  typealias Body = Never
  let tag: V

  static func _makeOrUpdateModifiedNode<Wrapped: View>(
    _ view: ModifiedContent<Wrapped, Self>, node: _ViewNode?, in context: _MountContext
  ) -> _ViewNode {
    let tagged = node.map { downcast($0, to: TagNode<V>.self) } ?? TagNode<V>(in: context)
    tagged.environment = context.environment
    if tagged.tag != view.modifier.tag {
      tagged.tag = view.modifier.tag
      tagged.setNeedsRender()
    }
    tagged.child = reconciled(
      view.content, node: tagged.child, context: tagged.childContext(context))
    return tagged
  }
}

/// The node of a tag: inside a picker, its content selects the tag when tapped.
@MainActor
final class TagNode<V: Hashable>: WrapperNode {
  var tag: V?

  override init(in context: __shared _MountContext) {
    super.init(in: context)
    hasRenderEffect = true
  }

  override func contribute(to item: inout RenderItem) {
    guard let tag, let selection = environment.pickerSelection else { return }
    let value = AnyHashable(tag)
    // An optional selection is set from a plain tag, as SwiftUI does.
    let set = selection.set
    // A row is kept from being selected by `selectionDisabled` outside its tag or inside
    // (on the view a `ForEach` tags).
    let selectable =
      !environment.isSelectionDisabled && item.styles["selectionDisabled"] != "true"
    if item.tap == nil, environment.isEnabled, selectable {
      item.tap = { set(value) }
    }
    let selected =
      selection.contains?(value)
      ?? (selection.value == value || selection.value == AnyHashable(Optional(tag)))
    if selected {
      item.setStyleIfAbsent("true", for: "selected")
    }
    item.setStyleIfAbsent(String(describing: tag), for: "tag")
  }

}

// MARK: - Stepper, slider, progress

/// A control row: a rendered node of `kind` around its content (a label, the control's
/// parts), laid out as iOS does in compact form: the label at the leading edge, the rest at
/// the trailing edge, filling the width it is offered.
struct _ControlRow<Content: View> {
  let kind: String
  let title: String?
  let content: Content
  let decorate: @MainActor (inout RenderItem, EnvironmentValues) -> Void

  init(
    kind: String, title: String?, @ViewBuilder content: () -> Content,
    decorate: @escaping @MainActor (inout RenderItem, EnvironmentValues) -> Void
  ) {
    self.kind = kind
    self.title = title
    self.content = content()
    self.decorate = decorate
  }
}

extension _ControlRow: ContainerView {
  typealias Body = Never

  var contentLayout: ControlRowLayout { ControlRowLayout() }

  func renderItem(children: RenderedChildren, in environment: EnvironmentValues) -> RenderItem {
    var item = RenderItem(kind: kind, label: title ?? children.firstText())
    item.adopt(children)
    decorate(&item, environment)
    item.applyEnabled(from: environment)
    item.applyTint(from: environment)
    return item
  }
}
