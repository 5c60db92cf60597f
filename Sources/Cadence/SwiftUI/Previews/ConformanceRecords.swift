/// The types that conform to protocols of this module, read from the conformance records
/// the Swift runtime registers for each loaded image (the `swift5_protocol_conformances`
/// section of ELF images). Only non-generic structs, enums and classes are returned.
enum ConformanceRecords {
  /// The types with a conformance to a protocol of this module named in `protocols`.
  static func types(conformingTo protocols: Set<String>) -> [any Any.Type] {
    final class Search {
      let protocols: Set<String>
      var found: [any Any.Type] = []
      init(_ protocols: Set<String>) { self.protocols = protocols }
    }
    let search = Search(protocols)
    withExtendedLifetime(search) {
      swiftEnumerateAllMetadataSections(
        { sections, context in
          guard let sections, let context else { return true }
          let search = Unmanaged<Search>.fromOpaque(context).takeUnretainedValue()
          // `MetadataSections`: version, base address and two words, then each section as
          // (start, length); the conformance records are the second section.
          let start = sections.load(fromByteOffset: 6 * MemoryLayout<UInt>.size, as: UInt.self)
          let length = sections.load(fromByteOffset: 7 * MemoryLayout<UInt>.size, as: UInt.self)
          guard let base = UnsafeRawPointer(bitPattern: start) else { return true }
          for offset in stride(from: 0, to: Int(length), by: 4) {
            let record = base + offset
            if let type = ConformanceRecords.type(of: record, conformingTo: search.protocols) {
              search.found.append(type)
            }
          }
          return true
        }, Unmanaged.passUnretained(search).toOpaque())
    }
    return search.found
  }

  /// The type of the conformance a record points to, if it is to one of `protocols` of this
  /// module and the type is a non-generic nominal type.
  private static func type(
    of record: UnsafeRawPointer, conformingTo protocols: Set<String>
  ) -> (any Any.Type)? {
    let descriptor = relative(record)
    guard let protocolDescriptor = indirectable(descriptor),
      let name = name(of: protocolDescriptor), protocols.contains(name),
      let module = indirectable(protocolDescriptor + 4), self.name(of: module) == "Cadence"
    else { return nil }
    let flags = descriptor.load(fromByteOffset: 12, as: UInt32.self)
    let typeDescriptor: UnsafeRawPointer
    switch (flags >> 3) & 0x7 {
    case 0: typeDescriptor = relative(descriptor + 4)
    case 1:
      guard let pointer = relative(descriptor + 4).load(as: UnsafeRawPointer?.self) else {
        return nil
      }
      typeDescriptor = pointer
    default: return nil  // Objective-C classes.
    }
    let typeFlags = typeDescriptor.load(as: UInt32.self)
    let kind = typeFlags & 0x1F
    let isGeneric = typeFlags & 0x80 != 0
    guard (16...18).contains(kind), !isGeneric else { return nil }
    let accessorOffset = typeDescriptor.load(fromByteOffset: 12, as: Int32.self)
    guard accessorOffset != 0 else { return nil }
    // A non-generic type's metadata accessor takes the request and returns the metadata
    // first: in the registers a C function uses for the same signature.
    typealias Accessor = @convention(c) (Int) -> UnsafeRawPointer?
    let accessor = unsafeBitCast(relative(typeDescriptor + 12), to: Accessor.self)
    guard let metadata = accessor(0) else { return nil }
    return unsafeBitCast(metadata, to: Any.Type.self)
  }

  /// The target of the 32-bit relative pointer at `address`.
  private static func relative(_ address: UnsafeRawPointer) -> UnsafeRawPointer {
    address + Int(address.load(as: Int32.self))
  }

  /// The target of the 32-bit relative pointer at `address` that may point at a pointer to
  /// its target instead (its lowest bit set).
  private static func indirectable(_ address: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = Int(address.load(as: Int32.self))
    guard offset != 0 else { return nil }
    if offset & 1 == 0 { return address + offset }
    return (address + (offset & ~1)).load(as: UnsafeRawPointer?.self)
  }

  /// The name of a context descriptor (a module, protocol or type).
  private static func name(of descriptor: UnsafeRawPointer) -> String? {
    let field = descriptor + 8
    guard field.load(as: Int32.self) != 0 else { return nil }
    return String(cString: relative(field).assumingMemoryBound(to: CChar.self))
  }
}

/// Calls `body` with each image's metadata sections (the runtime's own enumeration, which
/// Swift Testing uses to find tests) until it returns false.
@_silgen_name("swift_enumerateAllMetadataSections")
private func swiftEnumerateAllMetadataSections(
  _ body: @convention(c) (UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Bool,
  _ context: UnsafeMutableRawPointer?)
