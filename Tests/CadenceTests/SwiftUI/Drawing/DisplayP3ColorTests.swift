import Cadence
import CadenceTesting
import Foundation
import Testing

/// Colours given in Display P3 are converted to sRGB, not read as sRGB. Display P3 uses sRGB's
/// transfer function and D65 white with wider primaries; the linear P3 → sRGB matrix is the
/// product of the two spaces' primaries matrices (CSS Color 4, "Predefined color spaces";
/// sRGB red is P3 (0.9175, 0.2003, 0.1387)).
@MainActor
@Suite("Display P3 colours")
struct DisplayP3ColorTests {
  @Test("sRGB's red given in Display P3 resolves to sRGB's red; a grey stays the same grey")
  func conversion() {
    let red = Color(.displayP3, red: 0.9175, green: 0.2003, blue: 0.1387)
      .resolve(in: EnvironmentValues())
    #expect(abs(red.red - 1) < 0.002)
    #expect(abs(red.green) < 0.002)
    #expect(abs(red.blue) < 0.002)
    let grey = Color(.displayP3, white: 0.5).resolve(in: EnvironmentValues())
    #expect(abs(grey.red - 0.5) < 1e-5 && abs(grey.green - 0.5) < 1e-5)
    #expect(abs(grey.blue - 0.5) < 1e-5)
  }

  @Test("P3's own red is outside sRGB: resolved components go past 0…1, a colour clips")
  func outOfGamut() {
    let resolved = Color.Resolved(colorSpace: .displayP3, red: 1, green: 0, blue: 0)
    #expect(resolved.red > 1)
    #expect(resolved.green < 0)
    let host = ViewHost(Color(.displayP3, red: 1, green: 0, blue: 0).frame(width: 10, height: 10))
    // Recorded with its own components; drawn as sRGB's red, clipped to its gamut.
    #expect(host.snapshot().first("Color")?.label == "displayP3(1, 0, 0)")
    let clipped = Color(.displayP3, red: 1, green: 0, blue: 0).resolve(in: EnvironmentValues())
    #expect(clipped.red == 1 && clipped.green == 0)
  }
}
