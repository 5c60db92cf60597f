import Cadence
import CadenceTesting
import Foundation
import Testing

/// Widget bundles (Apple's documentation of `WidgetBundle`, `WidgetBundleBuilder` and
/// `Widget`: a bundle's body lists its widgets, `if #available` keeps one to the systems that
/// have it; a widget's body is its configuration).
@MainActor
@Suite("Widgets")
struct WidgetTests {
  struct Weather: Widget {
    var body: some WidgetConfiguration {
      EmptyWidgetConfiguration().backgroundTask(.appRefresh("forecast")) { _ in }
    }
  }

  struct Clock: Widget {
    var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
  }

  struct Extension: WidgetBundle {
    var body: some Widget {
      Weather()
      Clock()
      if #available(iOS 17, *) {
        Clock()
      }
    }
  }

  @Test("a bundle lists its widgets in order, each with its configuration")
  func bundle() {
    #expect(
      Extension().body._widgetSummaries() == [
        "Weather: backgroundTask appRefresh(\"forecast\")", "Clock", "Clock",
      ])
    #expect(
      LimitedAvailabilityWidget()._widgetSummaries() == [
        "LimitedAvailabilityWidget: limitedAvailability"
      ])
  }
}
