import Foundation

/// The pixel dimensions an image file declares in its header: PNG (`IHDR`), GIF (the logical
/// screen), BMP (the info header) and JPEG (the first start-of-frame segment). Nil for other
/// formats and for a header cut short. Nothing is decoded: the numbers are read where each
/// format's specification puts them.
enum ImagePixelSize {
  static func of(_ data: Data) -> CGSize? {
    let bytes = [UInt8](data.prefix(64 * 1024))
    func big16(_ at: Int) -> Int? {
      at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil
    }
    func big32(_ at: Int) -> Int? {
      guard let high = big16(at), let low = big16(at + 2) else { return nil }
      return high << 16 | low
    }
    func little16(_ at: Int) -> Int? {
      at + 2 <= bytes.count ? Int(bytes[at]) | Int(bytes[at + 1]) << 8 : nil
    }
    func little32(_ at: Int) -> Int? {
      guard let low = little16(at), let high = little16(at + 2) else { return nil }
      return Int(Int32(truncatingIfNeeded: high << 16 | low))
    }
    func size(_ width: Int?, _ height: Int?) -> CGSize? {
      guard let width, let height, width > 0, height != 0 else { return nil }
      return CGSize(width: width, height: abs(height))
    }
    guard bytes.count >= 10 else { return nil }
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return size(big32(16), big32(20)) }
    if bytes.starts(with: Array("GIF8".utf8)) { return size(little16(6), little16(8)) }
    if bytes.starts(with: Array("BM".utf8)) { return size(little32(18), little32(22)) }
    if bytes.starts(with: [0xFF, 0xD8]) { return jpeg(bytes, big16: big16) }
    return nil
  }

  /// The size in a JPEG's first start-of-frame segment (markers C0–CF but C4, C8 and CC):
  /// its height, then its width, after the segment's length and sample precision.
  private static func jpeg(_ bytes: [UInt8], big16: (Int) -> Int?) -> CGSize? {
    var at = 2
    while at + 4 <= bytes.count {
      guard bytes[at] == 0xFF else { return nil }
      let marker = bytes[at + 1]
      if marker == 0xFF {
        at += 1
        continue
      }
      guard let length = big16(at + 2), length >= 2 else { return nil }
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        guard let height = big16(at + 5), let width = big16(at + 7), width > 0, height > 0
        else { return nil }
        return CGSize(width: width, height: height)
      }
      at += 2 + length
    }
    return nil
  }
}

extension Image {
  /// A loaded image of `pixels` shown at `scale` pixels a point (`AsyncImage`'s scale): it
  /// lays out at `pixels / scale` points, as SwiftUI's does, and records its scale when not 1.
  func loaded(pixels: CGSize?, scale: CGFloat) -> Image {
    var image = self
    let scale = scale.isFinite && scale > 0 ? scale : 1
    image.loadedScale = scale
    if let pixels {
      image.loadedSize = CGSize(width: pixels.width / scale, height: pixels.height / scale)
    }
    return image
  }
}
