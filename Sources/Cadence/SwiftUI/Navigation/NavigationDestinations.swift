/// Registers a destination with the stack around it as it is evaluated.
struct _DestinationRegistrar<Content: View>: View {
  let content: Content
  let register: @MainActor (NavigationDestinationRegistry?) -> Void
  @Environment(\.navigationRegistry) private var registry

  var body: some View {
    register(registry)
    return content
  }
}

/// `navigationDestination(isPresented:)` and `(item:)`: pushes its view on the stack when it
/// becomes presented; the stack shows it while its binding presents it, and popping it tells
/// the binding.
struct _PresentedDestination: ViewModifier {
  let isPresented: Bool
  let stillPresented: @MainActor () -> Bool
  let view: AnyView
  let onPop: @MainActor () -> Void
  @Environment(\.navigation) private var navigation

  func body(content: Content) -> some View {
    let navigation = navigation
    let view = view
    let onPop = onPop
    let stillPresented = stillPresented
    return content.onChange(of: isPresented, initial: true) { _, presented in
      guard presented else { return }
      navigation.pushPresented?(view, stillPresented, onPop)
    }
  }
}
