import Foundation
import Testing
import UniformTypeIdentifiers

// The rules checked here are Apple's Uniform Type Identifiers documentation's: system types'
// identifiers, tags and conformances (developer.apple.com/documentation/uniformtypeidentifiers
// /system-declared-uniform-type-identifiers), `init(_:)` returning nil for an unknown
// identifier, tag look-ups returning dynamic types when no declared type has the tag.
@Suite struct UTTypeTests {
  @Test func systemTypesCarryTheirIdentifiersExtensionsAndMIMETypes() {
    #expect(UTType.png.identifier == "public.png")
    #expect(UTType.png.preferredFilenameExtension == "png")
    #expect(UTType.png.preferredMIMEType == "image/png")
    #expect(UTType.json.preferredMIMEType == "application/json")
    #expect(UTType.jpeg.tags[.filenameExtension] == ["jpeg", "jpg", "jpe"])
    #expect(UTType.plainText.preferredFilenameExtension == "txt")
    #expect(UTType.png.description == "public.png")
    #expect(UTType.png.isDeclared && UTType.png.isSystemDeclared && !UTType.png.isDynamic)
    #expect(UTType.png.isPublic && !UTType.pdf.isPublic)
  }

  @Test func conformanceIsReflexiveAndTransitiveAndOneWay() {
    #expect(UTType.png.conforms(to: .png))
    #expect(UTType.png.conforms(to: .image))
    #expect(UTType.png.conforms(to: .data))
    #expect(UTType.png.conforms(to: .item))
    #expect(UTType.png.conforms(to: .content))
    #expect(!UTType.image.conforms(to: .png))
    #expect(!UTType.png.conforms(to: .text))
    #expect(UTType.utf8PlainText.conforms(to: .text))
    #expect(UTType.swiftSource.conforms(to: .sourceCode))
    #expect(UTType.heic.conforms(to: .heif) && UTType.heic.conforms(to: .image))
    #expect(UTType.image.isSupertype(of: .png) && !UTType.png.isSupertype(of: .png))
    #expect(UTType.png.isSubtype(of: .image) && !UTType.png.isSubtype(of: .png))
    #expect(UTType.png.supertypes == [.image, .data, .content, .item])
  }

  @Test func anIdentifierNoTypeHasMakesNoType() {
    #expect(UTType("public.png") == .png)
    #expect(UTType("com.example.never-declared") == nil)
  }

  @Test func filenameExtensionsAndMIMETypesFindTheDeclaredType() {
    #expect(UTType(filenameExtension: "png") == .png)
    #expect(UTType(filenameExtension: "JPG") == .jpeg)
    #expect(UTType(mimeType: "application/json") == .json)
    #expect(UTType(filenameExtension: "json", conformingTo: .text) == .json)
    #expect(UTType(filenameExtension: "") == nil)
    #expect(UTType.types(tag: "png", tagClass: .filenameExtension, conformingTo: nil) == [.png])
  }

  @Test func aTagNoDeclaredTypeHasMakesADynamicType() throws {
    let made = try #require(UTType(filenameExtension: "cadencetest"))
    #expect(made.isDynamic && !made.isDeclared)
    #expect(made.identifier.hasPrefix("dyn."))
    #expect(made.conforms(to: .data))
    #expect(made.preferredFilenameExtension == "cadencetest")
    #expect(UTType(filenameExtension: "cadencetest") == made)
    #expect(UTType(made.identifier) == made)
    // A declared type that does not conform to the supertype asked for is not taken.
    let asText = try #require(UTType(filenameExtension: "png", conformingTo: .text))
    #expect(asText != .png && asText.isDynamic && asText.conforms(to: .text))
  }

  @Test func exportedTypesAreKnownByIdentifierAndConformToTheirParent() {
    let todo = UTType(exportedAs: "dev.cadence.tests.todo", conformingTo: .json)
    #expect(UTType("dev.cadence.tests.todo") == todo)
    #expect(todo.conforms(to: .json) && todo.conforms(to: .text) && todo.conforms(to: .data))
    #expect(todo.isDeclared && !todo.isSystemDeclared && !todo.isDynamic)
    let plain = UTType(importedAs: "dev.cadence.tests.blob")
    #expect(plain.conforms(to: .data) && !plain.conforms(to: .text))
  }

  @Test func typesRoundTripThroughCodableAsTheirIdentifiers() throws {
    let data = try JSONEncoder().encode([UTType.png, .json])
    #expect(String(decoding: data, as: UTF8.self) == #"["public.png","public.json"]"#)
    #expect(try JSONDecoder().decode([UTType].self, from: data) == [.png, .json])
  }
}
