/// The root view of a sheet, as a sizing measures it.
public struct PresentationSizingRoot {
  let measure: @MainActor (ProposedViewSize) -> CGSize

  /// The size the sheet's content takes for `proposal`.
  @MainActor public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    measure(proposal)
  }
}

/// What a sizing knows of where the sheet shows.
public struct PresentationSizingContext {
  /// The size of the screen (or window) the sheet is presented over.
  let containerSize: CGSize
}

/// A sizing that keeps the size it first took in the directions asked, or ideal-fits.
public struct _ModifiedPresentationSizing<Base: PresentationSizing>: PresentationSizing {
  let base: Base
  let note: String
  let fitted: (horizontal: Bool, vertical: Bool)?

  public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
    -> ProposedViewSize
  {
    guard let fitted else { return base.proposedSize(for: root, context: context) }
    return FittedPresentationSizing(horizontal: fitted.horizontal, vertical: fitted.vertical)
      .proposedSize(for: root, context: context)
  }
  public var _sizingName: String { "\(base._sizingName).\(note)" }
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
  /// The platform's sizing.
  public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

extension PresentationSizing where Self == FormPresentationSizing {
  /// A size suited to a form.
  public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension PresentationSizing where Self == PagePresentationSizing {
  /// A size suited to a page.
  public static var page: PagePresentationSizing { PagePresentationSizing() }
}

extension PresentationSizing where Self == FittedPresentationSizing {
  /// The content's ideal size.
  public static var fitted: FittedPresentationSizing {
    FittedPresentationSizing(horizontal: true, vertical: true)
  }
}

extension PresentationSizing {
  /// This sizing, fitted to the content in the directions asked.
  public func fitted(horizontal: Bool, vertical: Bool) -> some PresentationSizing {
    _ModifiedPresentationSizing(
      base: self, note: "fitted(horizontal: \(horizontal), vertical: \(vertical))",
      fitted: (horizontal, vertical))
  }

  /// This sizing, growing but never shrinking in the directions asked (a headless sheet is
  /// laid out once per change, so the rule is recorded).
  public func sticky(horizontal: Bool = false, vertical: Bool = false) -> some PresentationSizing {
    _ModifiedPresentationSizing(
      base: self, note: "sticky(horizontal: \(horizontal), vertical: \(vertical))", fitted: nil)
  }
}

extension View {
  /// Sets the sizing of the sheet whose content this is (recorded as `presentationSizing`).
  public func presentationSizing(_ sizing: some PresentationSizing) -> some View {
    recorded("presentationSizing", sizing._sizingName)
  }
}
