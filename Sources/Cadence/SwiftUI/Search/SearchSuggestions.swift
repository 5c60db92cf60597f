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
