import Cadence
import CadenceTesting
import Foundation
import Testing

/// Environment values of the device and the user's settings (iPhone defaults), the modifiers
/// that set them, and `openURL` with `Link` (SwiftUI's documentation of each).
@MainActor
@Suite("Device environment")
struct DeviceEnvironmentTests {
  @Test("defaults are an iPhone's upright, in English; modifiers set them below")
  func defaults() {
    let values = EnvironmentValues()
    #expect(values.horizontalSizeClass == .compact)
    #expect(values.verticalSizeClass == .regular)
    #expect(values.dynamicTypeSize == .large)
    #expect(values.locale.identifier == "en_US")
    #expect(values.layoutDirection == .leftToRight)
    #expect(values.defaultMinListRowHeight == 44)
    #expect(
      !DynamicTypeSize.xxxLarge.isAccessibilitySize
        && DynamicTypeSize.accessibility1.isAccessibilitySize)

    struct Reader: View {
      @Environment(\.dynamicTypeSize) var size
      @Environment(\.controlSize) var control
      @Environment(\.redactionReasons) var redaction
      var body: some View { Text("\(size) \(control) \(redaction.contains(.placeholder))") }
    }
    let host = ViewHost(
      VStack {
        Reader().dynamicTypeSize(.xxLarge).controlSize(.small).redacted(reason: .placeholder)
        Reader().dynamicTypeSize(...DynamicTypeSize.large).environment(
          \.dynamicTypeSize, .accessibility3)
      })
    #expect(host.snapshot().first("xxLarge small true") != nil)
    #expect(host.snapshot().first("large regular false") != nil)
  }

  @Test("a link opens its destination with openURL: recorded, or handled by a handler")
  func links() throws {
    let url = URL(string: "https://example.com/help")!
    let host = ViewHost(Link("Help", destination: url))
    try host.tap("Help")
    #expect(host.events.contains { $0.message == "openURL https://example.com/help" })
    #expect(host.snapshot().first("Help")?.style("destination") == "https://example.com/help")

    final class Opened { var urls: [URL] = [] }
    let opened = Opened()
    let handled = ViewHost(
      Link("Help", destination: url).environment(
        \.openURL,
        OpenURLAction {
          opened.urls.append($0)
          return .handled
        }))
    try handled.tap("Help")
    #expect(opened.urls == [url])
    #expect(!handled.events.contains { $0.message.hasPrefix("openURL") })
  }
}
