import Foundation

/// How a search field's toolbar behaves when the search is presented (recorded as
/// `searchPresentationToolbarBehavior`).
public struct SearchPresentationToolbarBehavior: Sendable, Equatable {
  let name: String
  /// The system decides.
  public static var automatic: SearchPresentationToolbarBehavior { .init(name: "automatic") }
  /// The toolbar is kept visible, so as not to hide content.
  public static var avoidHidingContent: SearchPresentationToolbarBehavior {
    .init(name: "avoidHidingContent")
  }
}

/// How text input dictation is offered (recorded as `searchDictationBehavior`).
public struct TextInputDictationBehavior: Equatable, Sendable {
  let name: String
  /// The platform's default.
  public static let automatic = TextInputDictationBehavior(name: "automatic")
  /// Dictation in the field itself, activated as `activation` says.
  public static func inline(activation: TextInputDictationActivation)
    -> TextInputDictationBehavior
  {
    .init(name: "inline(\(activation.name))")
  }
}

/// When inline dictation starts.
public struct TextInputDictationActivation: Equatable, Sendable {
  let name: String
  /// When the field is tapped.
  public static let onSelect = TextInputDictationActivation(name: "onSelect")
  /// When the user looks at the field and speaks.
  public static let onLook = TextInputDictationActivation(name: "onLook")
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
  /// Configures the search suggestions for this view: shown while searching, under the
  /// search field of the searchable view this is on or inside.
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
    modifier(_SearchSuggestionsModifier(suggestions: suggestions()))
  }

  /// Configures how to display search suggestions within this view (a hidden visibility for
  /// `.content` hides them; headless they show in the content).
  public func searchSuggestions(
    _ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set
  ) -> some View {
    transformEnvironment(\.searchSuggestionsVisibility) { current in
      if placements.contains(.content) { current = visibility }
    }
  }

  /// Associates a fully formed string with the value of this view when used as a search
  /// suggestion: tapping it sets the search text.
  public func searchCompletion(_ completion: String) -> some View {
    modifier(_SearchCompletionModifier(completion: .text(completion), described: completion))
  }

  /// Associates a token with the value of this view when used as a search suggestion:
  /// tapping it adds the token and clears the text.
  public func searchCompletion<T: Identifiable>(_ token: T) -> some View {
    modifier(_SearchCompletionModifier(completion: .token(token), described: "token \(token.id)"))
  }

  /// Configures the search scopes for this view: a segmented picker of `scopes` bound to
  /// `scope`, shown while searching.
  public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, @ViewBuilder scopes: () -> S
  ) -> some View {
    searchScopes(scope, activation: .automatic, scopes)
  }

  /// Configures the search scopes for this view, shown as `activation` says.
  public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
  ) -> some View {
    let picker = Picker("Scope", selection: scope) { scopes() }.pickerStyle(.segmented)
      .modifier(_StyleEffect(name: "searchScopes", value: activation.name))
    return modifier(
      _SearchScopesModifier(scopes: _SearchScopes(picker: AnyView(picker), activation: activation)))
  }

  /// Configures the dictation behavior for any search fields (recorded).
  public func searchDictationBehavior(_ dictationBehavior: TextInputDictationBehavior)
    -> some View
  {
    recorded("searchDictationBehavior", dictationBehavior.name)
  }

  /// Configures the search toolbar presentation behavior (recorded).
  public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior)
    -> some View
  {
    recorded("searchPresentationToolbarBehavior", behavior.name)
  }
}

extension View {
  private func tokenSearchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>?,
    isPresented: Binding<Bool>?, placement: SearchFieldPlacement, prompt: Text?,
    token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    let add: @MainActor (Any) -> Bool = { value in
      guard let element = value as? C.Element else { return false }
      tokens.wrappedValue.append(element)
      return true
    }
    var suggested: (@MainActor () -> AnyView)?
    if let suggestedTokens {
      suggested = { Self.suggestedTokenViews(suggestedTokens, token) }
    }
    let tokenSet = _SearchTokens(
      row: { Self.tokenRow(tokens, token) }, add: add, suggested: suggested)
    return _Searchable(
      content: self, text: text, placement: placement, prompt: prompt?.content ?? "Search",
      isPresented: isPresented, tokens: tokenSet)
  }

  private static func tokenRow<C: RandomAccessCollection, T: View>(
    _ tokens: Binding<C>, _ token: @escaping (C.Element) -> T
  ) -> AnyView where C.Element: Identifiable {
    let row = ForEach(tokens.wrappedValue) { (element: C.Element) in
      token(element).modifier(_StyleEffect(name: "searchToken", value: "\(element.id)"))
    }
    return AnyView(row)
  }

  private static func suggestedTokenViews<C: RandomAccessCollection, T: View>(
    _ tokens: Binding<C>, _ token: @escaping (C.Element) -> T
  ) -> AnyView where C.Element: Identifiable {
    let views = ForEach(tokens.wrappedValue) { (element: C.Element) in
      token(element).searchCompletion(element)
    }
    return AnyView(views)
  }

  /// Marks this view as searchable with text and tokens: each token shows before the field
  /// (recorded as `searchToken`); a suggestion's `searchCompletion(token)` adds one.
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    tokenSearchable(
      text: text, tokens: tokens, suggestedTokens: nil, isPresented: nil, placement: placement,
      prompt: prompt, token: token)
  }

  /// Marks this view as searchable with text and tokens, the search presented as
  /// `isPresented` says.
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    tokenSearchable(
      text: text, tokens: tokens, suggestedTokens: nil, isPresented: isPresented,
      placement: placement, prompt: prompt, token: token)
  }

  /// Marks this view as searchable with text, tokens and suggested tokens (shown while
  /// searching; tapping one adds it).
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    tokenSearchable(
      text: text, tokens: tokens, suggestedTokens: suggestedTokens, isPresented: nil,
      placement: placement, prompt: prompt, token: token)
  }

  /// Marks this view as searchable with text, tokens and suggested tokens, the search
  /// presented as `isPresented` says.
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    tokenSearchable(
      text: text, tokens: tokens, suggestedTokens: suggestedTokens, isPresented: isPresented,
      placement: placement, prompt: prompt, token: token)
  }

  /// Marks this view as searchable with text and editable tokens: each token's view gets a
  /// binding to it.
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection>(
    text: Binding<String>, editableTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
  ) -> some View where C.Element: Identifiable {
    searchable(
      text: text, tokens: editableTokens, placement: placement, prompt: prompt
    ) { element in
      token(Self.binding(to: element, in: editableTokens))
    }
  }

  /// Marks this view as searchable with text and editable tokens, the search presented as
  /// `isPresented` says.
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection>(
    text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
  ) -> some View where C.Element: Identifiable {
    searchable(
      text: text, tokens: editableTokens, isPresented: isPresented, placement: placement,
      prompt: prompt
    ) { element in
      token(Self.binding(to: element, in: editableTokens))
    }
  }

  /// A binding to the token with `element`'s identity in `tokens` (it reads `element` once
  /// the token is gone; a write then changes nothing).
  private static func binding<C: RandomAccessCollection & RangeReplaceableCollection>(
    to element: C.Element, in tokens: Binding<C>
  ) -> Binding<C.Element> where C.Element: Identifiable {
    let id = element.id
    return Binding {
      tokens.wrappedValue.first { $0.id == id } ?? element
    } set: { newValue in
      guard let index = tokens.wrappedValue.firstIndex(where: { $0.id == id }) else { return }
      tokens.wrappedValue.replaceSubrange(index...index, with: [newValue])
    }
  }
}
