import Cadence
import CadenceTesting
import Foundation
import Testing

/// Environment values set by modifiers, and the older forms code still reads (Apple's
/// documentation: `presentationMode.wrappedValue.dismiss()` dismisses as `dismiss()` does;
/// `sizeCategory` is the content size category of `dynamicTypeSize`; `badgeProminence`,
/// `scrollIndicators`, `menuOrder`, `keyboardShortcut` set the values the views below read).
@MainActor
@Suite("Environment settings")
struct EnvironmentSettingsTests {
  struct Detail: View {
    @Environment(\.presentationMode) var presentationMode
    var body: some View {
      Button("close \(presentationMode.wrappedValue.isPresented)") {
        presentationMode.wrappedValue.dismiss()
      }
    }
  }

  @Test("presentationMode says a pushed view is presented and dismisses it")
  func presentationMode() throws {
    let host = ViewHost(
      NavigationStack {
        VStack {
          NavigationLink("open") { Detail() }
          Detail()
        }
      })
    #expect(host.snapshot().first("close false") != nil)
    try host.tap("open")
    try host.tap("close true")
    #expect(host.snapshot().first("open") != nil)
  }

  struct Reader: View {
    @Environment(\.sizeCategory) var category
    @Environment(\.badgeProminence) var prominence
    @Environment(\.verticalScrollIndicatorVisibility) var indicators
    @Environment(\.keyboardShortcut) var shortcut
    @Environment(\.menuOrder) var order
    var body: some View {
      Text(
        "\(category) \(prominence == .decreased) \(indicators == .hidden) "
          + "\(shortcut?.key == "s") \(order == .fixed)")
    }
  }

  @Test("the values set above are the values read below")
  func valuesReadBelow() {
    let host = ViewHost(
      Reader()
        .badgeProminence(.decreased)
        .scrollIndicators(.hidden, axes: .vertical)
        .keyboardShortcut("s")
        .menuOrder(.fixed)
        .dynamicTypeSize(.accessibility2))
    #expect(host.snapshot().first("accessibilityLarge true true true true") != nil)
    #expect(host.snapshot().first("Text")?.style("badgeProminence") == "decreased")
    #expect(ContentSizeCategory(DynamicTypeSize.xSmall) == .extraSmall)
    #expect(
      DynamicTypeSize(ContentSizeCategory.accessibilityExtraExtraExtraLarge) == .accessibility5)
    #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
  }
}
