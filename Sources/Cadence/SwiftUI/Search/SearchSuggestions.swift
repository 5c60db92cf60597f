import Foundation

/// What a suggestion's `searchCompletion` completes: the search text, or a token.
enum _SearchCompletion {
  case text(String)
  case token(Any)
}

/// The action the searchable view above gives its suggestions and content.
struct _SearchCompletionAction {
  let complete: @MainActor (_SearchCompletion) -> Void
  init(_ complete: @escaping @MainActor (_SearchCompletion) -> Void) { self.complete = complete }
}

/// A searchable view's tokens, type-erased: the row shown before the field, how to add one,
/// and the suggested tokens shown while searching.
struct _SearchTokens {
  let row: @MainActor () -> AnyView
  let add: @MainActor (Any) -> Bool
  let suggested: (@MainActor () -> AnyView)?
}

/// The scope picker a searchable view shows, and when.
struct _SearchScopes {
  let picker: AnyView
  let activation: SearchScopeActivation

  func isShown(searching: Bool, typed: Bool) -> Bool {
    activation == .onTextEntry ? searching && typed : searching
  }
}

extension EnvironmentValues {
  @Entry var _searchSuggestions: AnyView? = nil
  @Entry var _searchScopes: _SearchScopes? = nil
  @Entry var _searchCompletion: _SearchCompletionAction? = nil
  @Entry var searchSuggestionsVisibility: Visibility = .automatic
  /// Where the search suggestions being built are shown: `.content` inside the suggestions a
  /// searchable view shows (over its content, as on iOS), `.automatic` elsewhere.
  @Entry public internal(set) var searchSuggestionsPlacement: SearchSuggestionsPlacement =
    .automatic
}

/// Where search suggestions appear.
public struct SearchSuggestionsPlacement: Equatable, Sendable {
  let name: String

  /// Search suggestions render automatically based on the surrounding context.
  public static var automatic: SearchSuggestionsPlacement { .init(name: "automatic") }
  /// Search suggestions render inside of a menu attached to the search field.
  public static var menu: SearchSuggestionsPlacement { .init(name: "menu") }
  /// Search suggestions render in the main content of the app.
  public static var content: SearchSuggestionsPlacement { .init(name: "content") }

  /// A set of search suggestion placements.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int
    /// Creates a set of search suggestions from an integer.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A set containing the menu search suggestion placement.
    public static var menu: Set { Set(rawValue: 1) }
    /// A set containing placements with the apps main content, excluding the menu placement.
    public static var content: Set { Set(rawValue: 2) }
  }
}

/// The ways that searchable modifiers can show or hide search scopes.
public struct SearchScopeActivation: Equatable, Sendable {
  let name: String
  /// The automatic activation of the scope bar (iOS: while searching).
  public static var automatic: SearchScopeActivation { .init(name: "automatic") }
  /// An activation where the system shows search scopes after typing begins in the search
  /// field.
  public static var onTextEntry: SearchScopeActivation { .init(name: "onTextEntry") }
  /// An activation where the system shows search scopes when the search is presented.
  public static var onSearchPresentation: SearchScopeActivation {
    .init(name: "onSearchPresentation")
  }
}

extension View {
  /// The view hidden (kept, with its state and its place) under `suggestions` while there
  /// are any.
  func searchSuggestionsOverlay(_ suggestions: [AnyView]) -> some View {
    let showing = !suggestions.isEmpty
    return modifier(_HitTestingEffect(allowsHitTesting: true, hidden: showing))
      .overlay(alignment: .topLeading) {
        if showing {
          VStack(alignment: .leading, spacing: 8) {
            ForEach(suggestions.indices, id: \.self) { suggestions[$0] }
          }
          .frame(maxWidth: .infinity, alignment: .leading)
          .modifier(_StyleEffect(name: "searchSuggestions", value: "shown"))
          .environment(\.searchSuggestionsPlacement, .content)
        }
      }
  }
}

/// Search suggestions: applied outside a searchable view they go down to it in the
/// environment; inside, they show over the content they are on while searching.
struct _SearchSuggestionsModifier<Suggestions: View>: ViewModifier {
  let suggestions: Suggestions
  @Environment(\._searchCompletion) private var completion
  @Environment(\.isSearching) private var searching
  @Environment(\.searchSuggestionsVisibility) private var visibility

  func body(content: Content) -> some View {
    if completion != nil {
      content.searchSuggestionsOverlay(
        searching && visibility != .hidden ? [AnyView(suggestions)] : [])
    } else {
      content.environment(\._searchSuggestions, AnyView(suggestions))
    }
  }
}

/// Search scopes: applied outside a searchable view they go down to it; inside, they show
/// above the content they are on.
struct _SearchScopesModifier: ViewModifier {
  let scopes: _SearchScopes
  @Environment(\._searchCompletion) private var completion
  @Environment(\.isSearching) private var searching

  func body(content: Content) -> some View {
    if completion != nil {
      VStack(spacing: 8) {
        if scopes.isShown(searching: searching, typed: searching) { scopes.picker }
        content
      }
    } else {
      content.environment(\._searchScopes, scopes)
    }
  }
}

/// A suggestion that completes the search when tapped.
struct _SearchCompletionModifier: ViewModifier {
  let completion: _SearchCompletion
  let described: String
  @Environment(\._searchCompletion) private var action

  func body(content: Content) -> some View {
    let action = self.action
    let completion = self.completion
    content
      .modifier(_TapGestureModifier(count: 1) { action?.complete(completion) })
      .modifier(_StyleEffect(name: "searchCompletion", value: described))
  }
}
