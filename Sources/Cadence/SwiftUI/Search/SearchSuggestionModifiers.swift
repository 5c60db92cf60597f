import Foundation

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
