extension ViewRuntime {
  /// The layout phase of an update: proposes the screen size to the root, and places
  /// whatever changed since the last pass. Runs after the bodies of each pass, so that what
  /// is rendered is always laid out.
  func layoutIfNeeded() {
    guard layoutIsNeeded, let root = rootNode else { return }
    layoutIsNeeded = false
    defer {
      layoutPass += 1
      if !matchedDepartures.isEmpty { matchedDepartures.removeAll() }
      if !matchedFollowers.isEmpty { matchedFollowers.removeAll() }
      if !matchedStarts.isEmpty { matchedStarts.removeAll() }
    }
    let proposal = ProposedViewSize(screenSize)
    let screen = CGRect(origin: .zero, size: screenSize)
    let transaction = root.geometry.transaction
    root.geometry.transaction = nil
    var list: [LayoutSubview] = []
    root.appendLayoutSubviews(to: &list)
    if list.count == 1 {
      // A hosting window centres its root view.
      let subview = list[0]
      let size = subview.sizeThatFits(proposal)
      let rect = CGRect(
        x: (screen.width - size.width) / 2, y: (screen.height - size.height) / 2,
        width: size.width, height: size.height)
      subview.place(in: rect, proposal: proposal, inherited: transaction)
    } else if !list.isEmpty {
      // Several root views stack vertically, centred, as in an implicit `VStack`.
      let subviews = LayoutSubviews(list)
      let stack = VStackLayout()
      var cache: () = stack.makeCache(subviews: subviews)
      let size = stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
      let bounds = CGRect(
        x: (screen.width - size.width) / 2, y: (screen.height - size.height) / 2,
        width: size.width, height: size.height)
      stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      root.commitPlacements(of: list, in: bounds, transaction: transaction)
    }
  }
}
