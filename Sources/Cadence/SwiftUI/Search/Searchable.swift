/// Where a search field goes (recorded as `searchPlacement`; headless, it is always above the
/// content it searches).
public struct SearchFieldPlacement: Sendable, Equatable {
  let name: String
  /// The platform's default placement.
  public static let automatic = SearchFieldPlacement(name: "automatic")
  /// In the toolbar.
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  /// In the sidebar.
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  /// In the navigation bar's drawer.
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

  /// In the navigation bar's drawer, shown as `displayMode` says.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode)
    -> SearchFieldPlacement
  {
    SearchFieldPlacement(name: "navigationBarDrawer(\(displayMode.name))")
  }

  /// When a navigation bar drawer shows the search field.
  public struct NavigationBarDrawerDisplayMode: Sendable, Equatable {
    let name: String
    /// The platform's default.
    public static let automatic = NavigationBarDrawerDisplayMode(name: "automatic")
    /// Always.
    public static let always = NavigationBarDrawerDisplayMode(name: "always")
  }
}

/// An action that ends the current search (`\.dismissSearch`): the field empties and
/// `isSearching` becomes false.
public struct DismissSearchAction {
  let action: @MainActor () -> Void

  /// Ends the search.
  @MainActor
  public func callAsFunction() { action() }
}

extension EnvironmentValues {
  private struct IsSearchingKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }

  private struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction {} }
  }

  /// Whether the user is searching in a searchable view above (the field was typed into and
  /// the search not dismissed).
  public internal(set) var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }

  /// The action that ends the search of the searchable view above.
  public internal(set) var dismissSearch: DismissSearchAction {
    get { self[DismissSearchKey.self] }
    set { self[DismissSearchKey.self] = newValue }
  }
}

/// A view with a search field above it: a `TextField` labelled with the prompt ("Search" by
/// default) that the host types into; typing starts the search (`isSearching` below), and
/// `dismissSearch` ends it. While searching, the suggestions (`searchSuggestions`, suggested
/// tokens) show under the field in place of the content, and the scopes (`searchScopes`) as
/// a segmented picker; a suggestion's `searchCompletion` sets the text or adds the token.
struct _Searchable<Content: View>: View {
  let content: Content
  let text: Binding<String>
  let placement: SearchFieldPlacement
  let prompt: String
  let isPresented: Binding<Bool>?
  var tokens: _SearchTokens?
  @State private var active = false
  @Environment(\._searchSuggestions) private var outerSuggestions
  @Environment(\._searchScopes) private var scopes
  @Environment(\.searchSuggestionsVisibility) private var suggestionsVisibility
  @Environment(\.searchFocus) private var searchFocus

  var body: some View {
    let searching = isPresented?.wrappedValue ?? active
    let setActive: @MainActor (Bool) -> Void = { [isPresented, $active] value in
      if let isPresented { isPresented.wrappedValue = value } else { $active.wrappedValue = value }
    }
    let text = self.text
    let tokens = self.tokens
    let complete = _SearchCompletionAction { completion in
      switch completion {
      case .text(let value): text.wrappedValue = value
      case .token(let token):
        if tokens?.add(token) == true { text.wrappedValue = "" }
      }
      if !searching { setActive(true) }
    }
    let suggestions = shownSuggestions(searching: searching)
    VStack(spacing: 8) {
      HStack(spacing: 4) {
        if let tokens { tokens.row() }
        TextField(
          prompt,
          text: Binding {
            text.wrappedValue
          } set: { value in
            if !searching { setActive(true) }
            text.wrappedValue = value
          }
        )
        .modifier(_StyleEffect(name: "searchPlacement", value: placement.name))
        .modifier(_StyleEffect(name: "searching", value: searching ? "true" : "false"))
        .modifier(_SearchFocusEffect(focus: searchFocus))
      }
      if let scopes, scopes.isShown(searching: searching, typed: !text.wrappedValue.isEmpty) {
        scopes.picker
      }
      content
        .searchSuggestionsOverlay(suggestions)
        .environment(\.isSearching, searching)
        .environment(\._searchCompletion, complete)
        .environment(\._searchSuggestions, nil)
        .environment(\._searchScopes, nil)
        .environment(\.searchFocus, nil)
        .environment(
          \.dismissSearch,
          DismissSearchAction {
            text.wrappedValue = ""
            setActive(false)
          })
    }
  }

  /// What shows over the content while searching: the suggested tokens, then the
  /// suggestions given from outside.
  private func shownSuggestions(searching: Bool) -> [AnyView] {
    guard searching else { return [] }
    var shown: [AnyView] = []
    if let suggested = tokens?.suggested?() { shown.append(suggested) }
    if suggestionsVisibility != .hidden, let outerSuggestions { shown.append(outerSuggestions) }
    return shown
  }
}

extension View {
  /// Marks this view as searchable: a search field above it edits `text`.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    _Searchable(
      content: self, text: text, placement: placement, prompt: prompt?.content ?? "Search",
      isPresented: nil)
  }

  /// Marks this view as searchable, with a prompt.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// Marks this view as searchable, with a prompt.
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// Marks this view as searchable, whether the search is active bound to `isPresented`.
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    _Searchable(
      content: self, text: text, placement: placement, prompt: prompt?.content ?? "Search",
      isPresented: isPresented)
  }
}
