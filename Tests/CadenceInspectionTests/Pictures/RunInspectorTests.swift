import Cadence
import Foundation
import Testing

@testable import CadenceInspection

@Suite("Run inspector")
struct RunInspectorTests {
  func log(times: [Double]) -> SnapshotLog {
    let frames = times.enumerated().map { index, time in
      SnapshotLog.Frame(
        index: index, time: time,
        nodes: [
          SnapshotLog.Node(
            path: "Color[0]", kind: "Color", label: "red",
            attributes: [
              "frame.x": 0, "frame.y": 0, "frame.width": 10, "frame.height": 10,
              "offset.x": Double(index) * 10,
            ], styles: ["accessibilityIdentifier": "swatch"])
        ], events: [])
    }
    return SnapshotLog(
      header: SnapshotLog.Header(framesPerSecond: 10, scene: "s"), frames: frames)
  }

  /// The page's embedded data: the JSON between the data script's tags.
  func data(_ page: String) throws -> [String: Any] {
    let start = try #require(page.range(of: "type=\"application/json\">")).upperBound
    let end = try #require(page.range(of: "</script>", range: start..<page.endIndex)).lowerBound
    let json = page[start..<end].replacingOccurrences(of: "<\\/", with: "</")
    return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  }

  @Test("the timeline has a track per moving attribute, its intervals merged where they touch")
  func tracks() {
    let series = [
      MotionSeries(
        path: "A", title: "a", attribute: "offset.x", start: 0, step: 0.1,
        values: [0, 0, 1, 2, 2, 2, 3, 3]),
      MotionSeries(
        path: "B", title: "b", attribute: "opacity", start: 0, step: 0.1,
        values: [1, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5]),
      MotionSeries(
        path: "C", title: "c", attribute: "rotation", start: 0, step: 0.1,
        values: [5, 5, 5, 5, 5, 5, 5, 5]),
    ]
    let times = (0..<8).map { Double($0) / 10 }
    let tracks = RunInspector.tracks(of: series, times: times)
    // By first motion: B moves from 0 s, A from 0.1 s; C never moves and has no track.
    #expect(tracks.map(\.path) == ["B", "A"])
    #expect(tracks[0].intervals == [[0, 0.1]])
    #expect(tracks[1].intervals == [[0.1, 0.3], [0.5, 0.6]])
  }

  @Test("without a chosen view the page opens on the first attribute that moves")
  func opensOnMotion() throws {
    let payload = try data(RunInspector(log: log(times: [0, 0.1, 0.2])).html)
    #expect(payload["selectedPath"] as? String == "Color[0]")
    #expect(payload["selectedAttribute"] as? String == "offset.x")
    let tracks = try #require(payload["tracks"] as? [[String: Any]])
    #expect(tracks.count == 1)
    #expect(tracks.first?["intervals"] as? [[Double]] == [[0, 0.2]])
  }

  @Test("the page embeds each frame's picture, the views by name, values and velocities")
  func embeddedData() throws {
    let page = RunInspector(log: log(times: [0, 0.1, 0.2])).html
    let payload = try data(page)
    #expect(payload["times"] as? [Double] == [0, 0.1, 0.2])
    #expect((payload["pictures"] as? [String])?.count == 3)
    let node = try #require((payload["nodes"] as? [String: Any])?["Color[0]"] as? [String: Any])
    #expect(node["title"] as? String == "swatch")
    #expect((node["values"] as? [String: [Double]])?["offset.x"] == [0, 10, 20])
    // 10 points a tenth of a second: 100 per second.
    let velocity = try #require((node["velocities"] as? [String: [Double]])?["offset.x"])
    #expect(velocity.allSatisfy { abs($0 - 100) < 1e-9 }, "\(velocity)")
  }

  @Test("a frame whose time is not a number still gives a page with its data")
  func nonFiniteTime() throws {
    let page = RunInspector(log: log(times: [0, .nan, 0.2])).html
    #expect(try data(page)["times"] as? [Double] == [0, 0, 0.2])
  }
}
