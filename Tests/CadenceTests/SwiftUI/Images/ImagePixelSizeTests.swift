import Cadence
import CadenceTesting
import Foundation
import Testing

/// A loaded image lays out at its pixels over its scale: `AsyncImage`'s `scale` is "the scale
/// to use for the image … set a value of 2 for an image that you would name with the @2x
/// suffix" (Apple's documentation of `AsyncImage.init(url:scale:)`). Pixel sizes are read
/// where each format puts them: PNG's IHDR (width and height, big-endian, at bytes 16 and 20),
/// GIF's logical screen (little-endian, at 6 and 8), a JPEG's start-of-frame (height, then
/// width).
@MainActor
@Suite("Loaded image sizes")
struct ImagePixelSizeTests {
  /// The header of a PNG of `width` × `height` pixels, as a data URL.
  func png(_ width: UInt8, _ height: UInt8) -> URL {
    let bytes: [UInt8] =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
      + Array("IHDR".utf8) + [0, 0, 0, width, 0, 0, 0, height, 8, 6, 0, 0, 0, 0, 0, 0, 0]
    return URL(string: "data:image/png;base64,\(Data(bytes).base64EncodedString())")!
  }

  @Test("an image loads at its pixels over its scale, and records a scale that is not 1")
  func scale() async {
    let host = ViewHost(
      VStack {
        AsyncImage(url: png(200, 100), scale: 2) {
          $0
        } placeholder: {
          Text("wait")
        }
        AsyncImage(url: png(30, 60)) {
          $0
        } placeholder: {
          Text("wait")
        }
      })
    await host.idle()
    let images = host.snapshot().all("Image")
    #expect(images.count == 2)
    #expect(images.first?.frame.size == CGSize(width: 100, height: 50))
    #expect(images.first?["scale"] == 2)
    #expect(images.last?.frame.size == CGSize(width: 30, height: 60))
    #expect(images.last?["scale"] == nil)
  }

  @Test("GIF and JPEG headers give their sizes; a cut header gives none")
  func formats() async {
    // GIF89a, 3 × 5 pixels.
    let gif = Data(Array("GIF89a".utf8) + [3, 0, 5, 0, 0, 0, 0])
    // A JPEG: SOI, an APP0 segment of 4 bytes, then SOF0: length 17, precision 8, height 7,
    // width 9.
    let jpeg = Data(
      [0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0, 0xFF, 0xC0, 0, 17, 8, 0, 7, 0, 9, 3, 1, 0x22, 0])
    let cut = Data([0xFF, 0xD8, 0xFF, 0xC0, 0, 17, 8, 0])
    func view(_ data: Data) -> some View {
      AsyncImage(url: URL(string: "data:image;base64,\(data.base64EncodedString())")) {
        $0
      } placeholder: {
        Text("wait")
      }
    }
    let host = ViewHost(
      VStack {
        view(gif)
        view(jpeg)
        view(cut)
      })
    await host.idle()
    let sizes = host.snapshot().all("Image").map(\.frame.size)
    #expect(sizes == [CGSize(width: 3, height: 5), CGSize(width: 9, height: 7), .zero])
  }
}
