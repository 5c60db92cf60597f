extension View {
  /// Presents `content` as an inspector while `isPresented` is true: a trailing column in a
  /// regular width, a sheet in a compact one (an iPhone, Cadence's default), dismissed by
  /// setting the binding to false or by `dismiss`.
  public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V)
    -> some View
  {
    let built = content()
    return presenting(isPresented, kind: "inspector", onDismiss: nil, dismissesOnButtons: false) {
      built
    }
  }

  /// Sets the width of the inspector column this content is in (recorded as
  /// `inspectorColumnWidth`; a sheet has the screen's width).
  public func inspectorColumnWidth(_ width: CGFloat) -> some View {
    modifier(
      _StyleEffect(name: "inspectorColumnWidth", value: DecimalFormatting.format(Double(width))))
  }

  /// Sets the least, ideal and greatest widths of the inspector column this content is in
  /// (recorded as `inspectorColumnWidth`, `min…ideal…max`).
  public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
    -> some View
  {
    func text(_ value: CGFloat?) -> String {
      value.map { DecimalFormatting.format(Double($0)) } ?? ""
    }
    return modifier(
      _StyleEffect(
        name: "inspectorColumnWidth", value: "\(text(min))…\(text(ideal))…\(text(max))"))
  }
}
