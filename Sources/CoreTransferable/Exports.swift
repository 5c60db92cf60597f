// Core Transferable names its content types with Uniform Type Identifiers' `UTType`, and a
// file that imports it uses both, as on Apple platforms.
@_exported import UniformTypeIdentifiers
