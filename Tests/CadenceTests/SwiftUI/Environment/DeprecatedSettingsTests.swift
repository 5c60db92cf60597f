import Cadence
import CadenceTesting
import Foundation
import Testing

/// SwiftUI's deprecated view settings (Apple's documentation names each one's replacement):
/// each does what its replacement does.
@MainActor
@Suite("Deprecated settings")
struct DeprecatedSettingsTests {
  struct Reader: View {
    @Environment(\.colorScheme) var scheme
    @Environment(\.disableAutocorrection) var noAutocorrection
    var body: some View {
      Text("scheme \(scheme) off \(noAutocorrection.map { "\($0)" } ?? "nil")")
    }
  }

  @Test("the settings record or set what their replacements do")
  func settings() throws {
    let snapshot = ViewHost(
      VStack {
        TextField("Name", text: .constant(""))
          .autocapitalization(.words)
          .disableAutocorrection(true)
        Reader().colorScheme(.dark).disableAutocorrection(true)
        Text("bare").frame().statusBar(hidden: true)
      }
    ).snapshot()
    let field = try #require(snapshot.first("Name"))
    #expect(field.style("textInputAutocapitalization") == "words")
    #expect(field.style("autocorrectionDisabled") == "true")
    #expect(snapshot.first("scheme dark off true") != nil)
    #expect(snapshot.first("bare")?.style("statusBarHidden") == "true")
    #expect(TextInputAutocapitalization(.allCharacters) == .characters)
  }

  @Test("the deprecated long press reports pressing as the current form does")
  func longPressPressing() throws {
    struct Pressable: View {
      let deprecatedForm: Bool
      @State var log: [String] = []
      var body: some View {
        VStack {
          if deprecatedForm {
            Text("hold").onLongPressGesture(pressing: { log.append("pressing \($0)") }) {
              log.append("done")
            }
          } else {
            Text("hold").onLongPressGesture {
              log.append("done")
            } onPressingChanged: {
              log.append("pressing \($0)")
            }
          }
          Text("log " + log.joined(separator: ", "))
        }
      }
    }
    var logs: [String] = []
    for deprecatedForm in [true, false] {
      let host = ViewHost(Pressable(deprecatedForm: deprecatedForm))
      try host.longPress("hold")
      logs.append(
        host.snapshot().all("Text").compactMap(\.label).first { $0.hasPrefix("log") } ?? "")
    }
    #expect(logs[0] == logs[1])
    #expect(logs[0].contains("pressing true") && logs[0].contains("done"))
  }

  @Test("searchable with suggestions shows them while searching")
  func searchableSuggestions() throws {
    struct Finder: View {
      @State var query = ""
      var body: some View {
        Text("results")
          .searchable(text: $query, placement: .automatic, prompt: Text("Find")) {
            Text("apple").searchCompletion("apple")
          }
      }
    }
    let host = ViewHost(Finder())
    try host.type("a", into: "Find")
    #expect(host.snapshot().first("apple") != nil)
  }
}
