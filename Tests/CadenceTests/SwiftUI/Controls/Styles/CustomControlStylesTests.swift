import Cadence
import CadenceTesting
import Foundation
import Testing

/// Label over content, as a settings card might draw it.
private struct StackedStyle: LabeledContentStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 2) {
      configuration.label.font(.caption)
      configuration.content
    }
  }
}

/// Keeps the system look and adds a marker (`LabeledContent(configuration)`).
private struct MarkedStyle: LabeledContentStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Text("•")
      LabeledContent(configuration)
    }
  }
}

/// A disclosure group whose whole label row toggles it, with a "+"/"−" sign.
private struct PlusMinusStyle: DisclosureGroupStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading) {
      Button {
        configuration.isExpanded.toggle()
      } label: {
        HStack {
          Text(configuration.isExpanded ? "−" : "+")
          configuration.label
        }
      }
      if configuration.isExpanded { configuration.content }
    }
  }
}

/// A gauge as a bar of 100 points filled to the value, with its labels.
private struct BarGaugeStyle: GaugeStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading) {
      configuration.label
      Color.orange.frame(width: 100 * configuration.value, height: 4)
      configuration.currentValueLabel
      configuration.minimumValueLabel
      configuration.maximumValueLabel
    }
  }
}

/// Controls stacked vertically under their label.
private struct StackedGroupStyle: ControlGroupStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      configuration.label
      configuration.content
    }
  }
}

/// Custom styles of labeled content, disclosure groups, gauges and control groups (SwiftUI's
/// documentation of `LabeledContentStyle`, `DisclosureGroupStyle`, `GaugeStyle` and
/// `ControlGroupStyle`: `makeBody(configuration:)` draws the control from its parts;
/// `LabeledContent(configuration)`/`ControlGroup(configuration)` is the system's look).
@MainActor
@Suite("Custom control styles")
struct CustomControlStylesTests {
  @Test("a labeled content style stacks the label over the value; the system look inside one")
  func labeledContent() throws {
    let host = ViewHost(
      VStack {
        LabeledContent("Name", value: "Ada").labeledContentStyle(StackedStyle())
        LabeledContent("Age", value: 36, format: .number).labeledContentStyle(MarkedStyle())
      })
    let snapshot = host.snapshot()
    let name = try #require(snapshot.first("Name"))
    let value = try #require(snapshot.first("Ada"))
    #expect(value.frame.minY > name.frame.maxY)
    #expect(value.frame.minX == name.frame.minX)
    #expect(snapshot.all("LabeledContent").count == 1)
    #expect(snapshot.first("•") != nil)
    #expect(snapshot.first("36") != nil)
  }

  @Test("a disclosure group style expands and collapses through the configuration's binding")
  func disclosureGroup() throws {
    struct Screen: View {
      @State var open = false
      var body: some View {
        VStack {
          DisclosureGroup("Details", isExpanded: $open) { Text("Hidden text") }
            .disclosureGroupStyle(PlusMinusStyle())
          Text(open ? "open" : "closed")
        }
      }
    }
    let host = ViewHost(Screen())
    #expect(host.snapshot().first("Hidden text") == nil)
    #expect(host.snapshot().first("DisclosureGroup") == nil)
    try host.tap("+")
    #expect(host.snapshot().first("Hidden text") != nil)
    #expect(host.snapshot().first("open") != nil)
    try host.tap("−")
    #expect(host.snapshot().first("closed") != nil)
  }

  @Test("a gauge style gets the value's place in the range and the labels given")
  func gauge() throws {
    let host = ViewHost(
      Gauge(value: 30, in: 0...120) {
        Text("Speed")
      } currentValueLabel: {
        Text("30")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("120")
      }
      .gaugeStyle(BarGaugeStyle()))
    let snapshot = host.snapshot()
    #expect(snapshot.first("orange")?.frame.width == 25)
    for label in ["Speed", "30", "0", "120"] { #expect(snapshot.first(label) != nil) }
    #expect(snapshot.first("Gauge") == nil)
  }

  @Test("marked value labels show in the system gauge; system styles stay recorded by name")
  func gaugeMarkedLabels() throws {
    let host = ViewHost(
      Gauge(value: 0.5) {
        Text("Level")
      } currentValueLabel: {
        Text("half")
      } markedValueLabels: {
        Text("low")
        Text("high")
      }
      .gaugeStyle(.accessoryLinearCapacity))
    let snapshot = host.snapshot()
    #expect(snapshot.first("Gauge")?["fractionCompleted"] == 0.5)
    #expect(snapshot.first("Gauge")?.style("gaugeStyle") == "accessoryLinearCapacity")
    #expect(snapshot.first("low") != nil)
    #expect(snapshot.first("high") != nil)
  }

  @Test("a control group style gets the label and controls; ControlGroup(configuration) is the row")
  func controlGroup() throws {
    struct RowAgain: ControlGroupStyle {
      func makeBody(configuration: Configuration) -> some View {
        ControlGroup(configuration)
      }
    }
    let host = ViewHost(
      VStack {
        ControlGroup {
          Button("Cut") {}
          Button("Copy") {}
        } label: {
          Text("Edit")
        }
        .controlGroupStyle(StackedGroupStyle())
        ControlGroup("Format") {
          Button("Bold") {}
          Button("Italic") {}
        }
        .controlGroupStyle(RowAgain())
        ControlGroup("Share") { Button("Send") {} }
      })
    let snapshot = host.snapshot()
    let label = try #require(snapshot.first("Edit"))
    let cut = try #require(snapshot.first("Cut"))
    let copy = try #require(snapshot.first("Copy"))
    #expect(cut.frame.minY > label.frame.maxY)
    #expect(copy.frame.minY > cut.frame.maxY)
    let bold = try #require(snapshot.first("Bold"))
    let italic = try #require(snapshot.first("Italic"))
    #expect(bold.frame.minY == italic.frame.minY)
    #expect(italic.frame.minX >= bold.frame.maxX)
    // The system's group records its label (SwiftUI shows it only in menu styles).
    #expect(snapshot.first("Send")?.style("controlGroup.label") == "Share")
  }
}
