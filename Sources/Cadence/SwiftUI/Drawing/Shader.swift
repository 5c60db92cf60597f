import Foundation

// Metal shaders, as values: there is no GPU headless, so a shader is its function's name and
// arguments, and the effects that use one record it on the view's nodes
// (`colorEffect` = `wave(float 0.5, boundingRect)`).

/// A library of shader functions: the app's default one, a bundle's, or one from data or a
/// file. A function is looked up by name (`ShaderLibrary.wave`).
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, @unchecked Sendable {
  let name: String

  /// The app's default library.
  public static let `default` = ShaderLibrary(name: "default")

  /// The default library of `bundle`.
  public static func bundle(_ bundle: Bundle) -> ShaderLibrary {
    ShaderLibrary(name: bundle.bundleIdentifier ?? bundle.bundlePath)
  }

  /// A library compiled into `data`.
  public init(data: Data) {
    name = "data(\(data.count) bytes)"
  }

  /// The library in the file at `url`.
  public init(url: URL) {
    name = url.lastPathComponent
  }

  private init(name: String) {
    self.name = name
  }

  /// The function called `name` in this library.
  public subscript(dynamicMember name: String) -> ShaderFunction {
    ShaderFunction(library: self, name: name)
  }

  /// The function called `name` in the default library.
  public static subscript(dynamicMember name: String) -> ShaderFunction {
    ShaderFunction(library: .default, name: name)
  }
}

/// A shader function of a library; calling it with arguments makes a shader.
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
  /// The library it is in.
  public var library: ShaderLibrary
  /// Its name.
  public var name: String

  /// The function called `name` in `library`.
  public init(library: ShaderLibrary, name: String) {
    self.library = library
    self.name = name
  }

  /// A shader of this function with `args`.
  public func dynamicallyCall(withArguments args: [Shader.Argument]) -> Shader {
    Shader(function: self, arguments: args)
  }
}

/// A shader: a function and its arguments.
public struct Shader: Equatable, Sendable, CustomStringConvertible {
  /// The function.
  public var function: ShaderFunction
  /// The arguments.
  public var arguments: [Argument]
  /// Whether the output is dithered.
  public var dithersColor = false

  /// Never resolved headless: there is no GPU.
  public typealias Resolved = Never

  /// A shader of `function` with `arguments`.
  public init(function: ShaderFunction, arguments: [Argument]) {
    self.function = function
    self.arguments = arguments
  }

  /// `wave(float 0.5, boundingRect)`.
  public var description: String {
    "\(function.name)(\(arguments.map(\.description).joined(separator: ", ")))"
      + (dithersColor ? " dithered" : "")
  }

  /// An argument of a shader function.
  public struct Argument: Equatable, Sendable, CustomStringConvertible {
    public let description: String

    private static func number<T: BinaryFloatingPoint>(_ value: T) -> String {
      DecimalFormatting.format(Double(value))
    }

    /// A float.
    public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument {
      Argument(description: "float \(number(x))")
    }
    /// Two floats.
    public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument {
      Argument(description: "float2 \(number(x)) \(number(y))")
    }
    /// A point as two floats.
    public static func float2(_ point: CGPoint) -> Argument { float2(point.x, point.y) }
    /// A size as two floats.
    public static func float2(_ size: CGSize) -> Argument { float2(size.width, size.height) }
    /// Three floats.
    public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
      Argument(description: "float3 \(number(x)) \(number(y)) \(number(z))")
    }
    /// Four floats.
    public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T)
      -> Argument
    {
      Argument(description: "float4 \(number(x)) \(number(y)) \(number(z)) \(number(w))")
    }
    /// An array of floats.
    public static func floatArray(_ array: [Float]) -> Argument {
      Argument(description: "floatArray(\(array.count))")
    }
    /// A colour.
    public static func color(_ color: Color) -> Argument {
      Argument(description: "color \(color.name)")
    }
    /// An array of colours.
    public static func colorArray(_ array: [Color]) -> Argument {
      Argument(description: "colorArray(\(array.map(\.name).joined(separator: " ")))")
    }
    /// An image.
    public static func image(_ image: Image) -> Argument {
      Argument(description: "image \(image.name)")
    }
    /// Raw bytes.
    public static func data(_ data: Data) -> Argument {
      Argument(description: "data(\(data.count) bytes)")
    }
    /// The bounding rectangle of the view the shader draws.
    public static var boundingRect: Argument { Argument(description: "boundingRect") }
  }
}
