/// Creates a preview of a SwiftUI view: a type the program can find at run time
/// (`PreviewCatalog`) that makes the view of `body`, named `name`.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "CadenceMacros", type: "PreviewMacro")

/// Creates a preview of a SwiftUI view with traits (`.sizeThatFitsLayout`,
/// `.fixedLayout(width:height:)`, `.landscapeLeft`, …) that decide how it is hosted.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "CadenceMacros", type: "PreviewMacro")

/// Creates a group of previews of a SwiftUI view, one for each of `arguments`.
@freestanding(declaration)
public macro Preview<T>(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., arguments: [T],
  @ViewBuilder body: @escaping @MainActor (T) -> any View
) = #externalMacro(module: "CadenceMacros", type: "PreviewMacro")

/// Tags a dynamic property (`@Previewable @State var x = 0`) at the top level of a
/// `#Preview` body: the preview wraps its body in a view that owns the property.
@attached(peer)
public macro Previewable() = #externalMacro(module: "CadenceMacros", type: "PreviewableMacro")

/// Creates a property of `EnvironmentValues`, `Transaction`, `FocusedValues` or
/// `ContainerValues` from `var name: Type = default`, backed by a key whose default value is
/// the initial value.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "CadenceMacros", type: "EntryMacro")
