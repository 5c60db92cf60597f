/// How big a sheet is (iOS 18): the size it proposes to its content. On iPhone a sheet fills
/// the width whatever its sizing, so headless the sizing is recorded on the sheet's content as
/// `presentationSizing`; `proposedSize(for:context:)` is the size a custom sizing asks for.
@MainActor @preconcurrency
public protocol PresentationSizing {
  /// The size proposed to the sheet's root view.
  func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
    -> ProposedViewSize
  /// The sizing's name in recordings (hidden requirement).
  var _sizingName: String { get }
}

extension PresentationSizing {
  /// A custom sizing's name: its type's.
  public var _sizingName: String { String(describing: Self.self) }
}

/// The platform's sizing: `page` on iPhone.
public struct AutomaticPresentationSizing: PresentationSizing {
  public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
    -> ProposedViewSize
  {
    PagePresentationSizing().proposedSize(for: root, context: context)
  }
  public var _sizingName: String { "automatic" }
}

/// A size suited to a form: narrower than a page on a large screen, the screen on iPhone.
public struct FormPresentationSizing: PresentationSizing {
  public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
    -> ProposedViewSize
  {
    ProposedViewSize(context.containerSize)
  }
  public var _sizingName: String { "form" }
}

/// A size suited to a page of reading: the screen on iPhone.
public struct PagePresentationSizing: PresentationSizing {
  public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
    -> ProposedViewSize
  {
    ProposedViewSize(context.containerSize)
  }
  public var _sizingName: String { "page" }
}

/// The content's ideal size, in the directions asked.
public struct FittedPresentationSizing: PresentationSizing {
  let horizontal: Bool
  let vertical: Bool

  public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
    -> ProposedViewSize
  {
    let fitted = root.sizeThatFits(.unspecified)
    return ProposedViewSize(
      width: horizontal ? fitted.width : context.containerSize.width,
      height: vertical ? fitted.height : context.containerSize.height)
  }
  public var _sizingName: String {
    horizontal && vertical ? "fitted" : "fitted(horizontal: \(horizontal), vertical: \(vertical))"
  }
}
