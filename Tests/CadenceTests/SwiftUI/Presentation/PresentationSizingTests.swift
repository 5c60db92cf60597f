import CadenceTesting
import Foundation
import Testing

@testable import Cadence

/// iOS 18's presentation sizing (Apple's documentation of `presentationSizing(_:)` and
/// `PresentationSizing`): a sizing proposes a size to the sheet's root; `fitted` proposes the
/// content's ideal size in the directions asked, the container's in the others.
@MainActor
@Suite("Presentation sizing")
struct PresentationSizingTests {
  @Test("sizings are recorded on the sheet's content by name")
  func recorded() {
    let snapshot = ViewHost(
      VStack {
        Text("form").presentationSizing(.form)
        Text("fitted").presentationSizing(.page.fitted(horizontal: false, vertical: true))
        Text("sticky").presentationSizing(.form.sticky(vertical: true))
      }
    ).snapshot()
    #expect(snapshot.first("form")?.style("presentationSizing") == "form")
    #expect(
      snapshot.first("fitted")?.style("presentationSizing")
        == "page.fitted(horizontal: false, vertical: true)")
    #expect(
      snapshot.first("sticky")?.style("presentationSizing")
        == "form.sticky(horizontal: false, vertical: true)")
  }

  @Test("fitted proposes the root's ideal size where asked and the container's elsewhere")
  func fittedProposal() {
    let root = PresentationSizingRoot { _ in CGSize(width: 200, height: 120) }
    let context = PresentationSizingContext(containerSize: CGSize(width: 390, height: 844))
    let fitted = FittedPresentationSizing.fitted.proposedSize(for: root, context: context)
    #expect(fitted == ProposedViewSize(width: 200, height: 120))
    let vertical = PagePresentationSizing.page.fitted(horizontal: false, vertical: true)
      .proposedSize(for: root, context: context)
    #expect(vertical == ProposedViewSize(width: 390, height: 120))
    #expect(
      FormPresentationSizing.form.proposedSize(for: root, context: context)
        == ProposedViewSize(width: 390, height: 844))
  }
}
