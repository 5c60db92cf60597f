import Combine

/// A modifier of previews (iOS 18): what several previews share, made once (a model, sample
/// data), and a body wrapping each preview's view in it. Given to a preview as the trait
/// `.modifier(_:)`.
@MainActor @preconcurrency public protocol PreviewModifier {
  /// The shared context the modifier makes once for every preview using it.
  associatedtype Context = Void
  /// The type of view the modifier makes of a preview's view.
  associatedtype Body: View
  /// The preview's view, as the modifier's body receives it.
  typealias Content = PreviewModifierContent
  /// Makes the context every preview using this modifier type shares.
  static func makeSharedContext() async throws -> Context
  /// The preview's view, modified, with the shared context.
  @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
  /// A modifier needing nothing shared has an empty context.
  public static func makeSharedContext() async throws {}
}

/// A preview's view, as a preview modifier's body receives it.
public struct PreviewModifierContent: View {
  let view: AnyView

  public var body: some View { view }
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// Wraps the preview's views in `modifier`'s body, with the context it shares.
  public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T> {
    PreviewTrait(.modifier(AnyPreviewModifier(modifier)))
  }
}

/// A preview modifier, erased: what wraps a preview's view in it.
struct AnyPreviewModifier: Hashable, @unchecked Sendable {
  // Unchecked: the modifier is only used on the main actor, where previews are made.
  private let token = ObjectIdentifier(Token())
  private let wrap: @MainActor (AnyView) -> AnyView

  init<M: PreviewModifier>(_ modifier: M) {
    // A trait is made wherever `#Preview` is; its modifier is used on the main actor only.
    let box = UncheckedBox(modifier)
    wrap = { AnyView(_PreviewModifierView(modifier: box.value, content: $0)) }
  }

  /// `view` in the modifier's body.
  @MainActor
  func apply(_ view: AnyView) -> AnyView { wrap(view) }

  static func == (a: Self, b: Self) -> Bool { a.token == b.token }
  func hash(into hasher: inout Hasher) { hasher.combine(token) }

  /// An object each erased modifier owns, naming it.
  private final class Token {}
}

/// The shared contexts made so far, by modifier type: a modifier's context is made once for
/// every preview using it, as the canvas shares it.
@MainActor
enum PreviewModifierContexts {
  static var made: [ObjectIdentifier: Any] = [:]
}

/// A preview's view in a modifier's body: at once when the modifier shares nothing, else once
/// its shared context is made (a task of the preview: a host's `idle()` waits for it); an error
/// making it is shown in its place and reported.
struct _PreviewModifierView<Modifier: PreviewModifier>: View {
  let modifier: Modifier
  let content: AnyView
  @State private var context: Modifier.Context?
  @State private var failure: String?

  init(modifier: Modifier, content: AnyView) {
    self.modifier = modifier
    self.content = content
    let ready =
      (() as? Modifier.Context)
      ?? PreviewModifierContexts.made[ObjectIdentifier(Modifier.self)] as? Modifier.Context
    _context = State(initialValue: ready)
  }

  var body: some View {
    if let context {
      modifier.body(content: PreviewModifierContent(view: content), context: context)
    } else if let failure {
      Text(failure)
    } else {
      Color.clear.task {
        do {
          let made = try await Modifier.makeSharedContext()
          PreviewModifierContexts.made[ObjectIdentifier(Modifier.self)] = made
          context = made
        } catch {
          failure = "\(Modifier.self).makeSharedContext() failed: \(error)"
        }
      }
    }
  }
}
