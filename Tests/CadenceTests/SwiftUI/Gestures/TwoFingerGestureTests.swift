import Cadence
import CadenceTesting
import Foundation
import Testing

/// `MagnifyGesture`, `RotateGesture` and their older forms, driven by a host's two-finger
/// pinch, and `SpatialTapGesture` (SwiftUI's documentation: the magnification is the fingers'
/// spread relative to where they went down, the rotation the turn of the line between them;
/// each starts once it has changed by its minimum delta, 0.01 and 1° by default; the start
/// anchor is the unit point of the gesture's centre in the view).
@MainActor
@Suite("Two-finger gestures and spatial taps")
struct TwoFingerGestureTests {
  struct Photo: View {
    @State var scale: CGFloat = 1
    @State var angle = Angle.zero
    @State var ended: [String] = []
    @GestureState var live: CGFloat = 1
    var body: some View {
      VStack {
        Color.blue.frame(width: 200, height: 100)
          .accessibilityIdentifier("photo")
          .gesture(
            MagnifyGesture()
              .updating($live) { value, state, _ in state = value.magnification }
              .onEnded { value in
                scale = value.magnification
                ended.append(
                  "magnify \(value.magnification) v \((value.velocity * 1e6).rounded() / 1e6) anchor \(value.startAnchor.x),\(value.startAnchor.y) at \(value.startLocation.x),\(value.startLocation.y)"
                )
              }
              .simultaneously(
                with: RotateGesture().onEnded { value in
                  angle = value.rotation
                  ended.append(
                    "rotate \(Int(value.rotation.degrees.rounded())) v \(Int(value.velocity.degrees.rounded()))"
                  )
                }))
        Text("live \(live)")
        Text(ended.joined(separator: "; "))
      }
    }
  }

  @Test("a pinch to twice the spread ends with magnification 2, its velocity and start anchor")
  func magnify() throws {
    let host = ViewHost(Photo())
    try host.startPinch("photo", scale: 2, duration: 0.5)
    host.advance(by: 0.25)
    // Halfway the spread is 1.5 times what it was (the fingers move at constant speed).
    #expect(host.snapshot().first("live 1.5") != nil)
    host.advance(by: 0.25)
    #expect(host.snapshot().first("magnify 2.0 v 2.0 anchor 0.5,0.5 at 100.0,50.0") != nil)
    // The gesture state is back to its initial value once the fingers lift.
    #expect(host.snapshot().first("live 1.0") != nil)
  }

  @Test("a turning pinch is a rotation, clockwise on screen for a positive angle")
  func rotate() throws {
    let host = ViewHost(Photo())
    try host.pinch("photo", rotation: .degrees(90), duration: 0.5)
    #expect(host.snapshot().first("rotate 90 v 180") != nil)
  }

  @Test("a change below the minimum delta recognizes nothing")
  func belowThreshold() throws {
    let host = ViewHost(Photo())
    try host.pinch("photo", scale: 1.005, rotation: .degrees(0.5), duration: 0.5)
    #expect(host.snapshot().first("live 1.0") != nil)
    #expect(host.snapshot().allNodes.contains { $0.label?.contains("magnify") == true } == false)
    #expect(host.snapshot().allNodes.contains { $0.label?.contains("rotate") == true } == false)
  }

  @Test("the older MagnificationGesture and RotationGesture give the magnification and the angle")
  @available(*, deprecated)
  func legacyGestures() throws {
    struct Old: View {
      @State var values: [String] = []
      var body: some View {
        VStack {
          Color.red.frame(width: 100, height: 100).accessibilityIdentifier("old")
            .gesture(
              MagnificationGesture().onEnded {
                values.append("scale \(($0 * 1e6).rounded() / 1e6)")
              }
            )
            .simultaneousGesture(
              RotationGesture().onEnded { values.append("angle \(Int($0.degrees.rounded()))") })
          Text(values.joined(separator: " "))
        }
      }
    }
    let host = ViewHost(Old())
    try host.pinch("old", scale: 0.5, rotation: .degrees(-45))
    #expect(host.snapshot().first("angle -45 scale 0.5") != nil)
  }

  @Test("a spatial tap reports where it is, in the view's space or the screen's")
  func spatialTap() throws {
    struct Taps: View {
      @State var local = CGPoint.zero
      @State var global = CGPoint.zero
      var body: some View {
        VStack {
          Color.green.frame(width: 80, height: 40).accessibilityIdentifier("local")
            .gesture(SpatialTapGesture().onEnded { local = $0.location })
          Color.green.frame(width: 80, height: 40).accessibilityIdentifier("global")
            .onTapGesture(coordinateSpace: .global) { global = $0 }
          Text("local \(local.x),\(local.y) global \(global.x),\(global.y)")
        }
      }
    }
    let host = ViewHost(Taps())
    try host.tap("local")
    try host.tap("global")
    let frame = try #require(host.snapshot().first("global")?.frame)
    #expect(host.snapshot().first("local 40.0,20.0 global \(frame.midX),\(frame.midY)") != nil)
  }

  @Test("a pinch on a view without a two-finger gesture, or with a bad scale, is an error")
  func errors() {
    let host = ViewHost(
      Color.red.frame(width: 50, height: 50).accessibilityIdentifier("plain").gesture(DragGesture())
    )
    #expect {
      try host.pinch("plain", scale: 2)
    } throws: { error in
      "\(error)".hasSuffix("has a drag, no pinch")
    }
    let photo = ViewHost(Photo())
    #expect {
      try photo.pinch("photo", scale: 0)
    } throws: { error in
      "\(error)".contains("the scale must be finite and positive")
    }
  }
}
