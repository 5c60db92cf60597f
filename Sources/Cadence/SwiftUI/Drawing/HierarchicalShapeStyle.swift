import Foundation

/// A level of the foreground style's hierarchy (`.tertiary`, `.quaternary`, …).
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  public let description: String
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The third level of the foreground style.
  public static var tertiary: HierarchicalShapeStyle {
    HierarchicalShapeStyle(description: "tertiary")
  }
  /// The fourth level of the foreground style.
  public static var quaternary: HierarchicalShapeStyle {
    HierarchicalShapeStyle(description: "quaternary")
  }
  /// The fifth level of the foreground style.
  public static var quinary: HierarchicalShapeStyle {
    HierarchicalShapeStyle(description: "quinary")
  }
}

/// A level of a style's own hierarchy (`Color.red.secondary`): recorded as the base style's
/// description and the level (`red.secondary`).
public struct HierarchicalShapeStyleModifier<Base: ShapeStyle>: ShapeStyle, CustomStringConvertible
{
  let base: Base
  let level: String

  public var description: String { base.styleDescription + "." + level }
}

extension ShapeStyle {
  /// The second level of this style's hierarchy.
  public var secondary: some ShapeStyle {
    HierarchicalShapeStyleModifier(base: self, level: "secondary")
  }
  /// The third level of this style's hierarchy.
  public var tertiary: some ShapeStyle {
    HierarchicalShapeStyleModifier(base: self, level: "tertiary")
  }
  /// The fourth level of this style's hierarchy.
  public var quaternary: some ShapeStyle {
    HierarchicalShapeStyleModifier(base: self, level: "quaternary")
  }
  /// The fifth level of this style's hierarchy.
  public var quinary: some ShapeStyle {
    HierarchicalShapeStyleModifier(base: self, level: "quinary")
  }
}

/// A translucent background material.
public struct Material: ShapeStyle, Hashable, CustomStringConvertible {
  public let description: String
  /// The thinnest material.
  public static let ultraThin = Material(description: "ultraThinMaterial")
  /// A thin material.
  public static let thin = Material(description: "thinMaterial")
  /// The regular material.
  public static let regular = Material(description: "regularMaterial")
  /// A thick material.
  public static let thick = Material(description: "thickMaterial")
  /// The thickest material.
  public static let ultraThick = Material(description: "ultraThickMaterial")
  /// The material of bars.
  public static let bar = Material(description: "bar")
}

extension ShapeStyle where Self == Material {
  /// The thinnest material.
  public static var ultraThinMaterial: Material { .ultraThin }
  /// A thin material.
  public static var thinMaterial: Material { .thin }
  /// The regular material.
  public static var regularMaterial: Material { .regular }
  /// A thick material.
  public static var thickMaterial: Material { .thick }
  /// The thickest material.
  public static var ultraThickMaterial: Material { .ultraThick }
  /// The material of bars.
  public static var bar: Material { .bar }
}

/// The tint of the environment (`.tint`).
public struct TintShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// The tint of the view's environment.
  public init() {}
  public var description: String { "tint" }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The tint colour of the environment.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension View {
  /// Sets the primary and secondary levels of the foreground style.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
    -> some View
  {
    environment(
      \.foregroundStyleDescription,
      "\(primary.styleDescription), \(secondary.styleDescription)")
  }

  /// Sets the primary, secondary and tertiary levels of the foreground style.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    environment(
      \.foregroundStyleDescription,
      "\(primary.styleDescription), \(secondary.styleDescription), \(tertiary.styleDescription)")
  }
}
