// The compiler plugin of Cadence's macros: `#Preview`, `@Previewable` and `@Entry`.
//
// The compiler starts this program and speaks its plugin protocol on standard input and
// output (each message an 8-byte little-endian length, then JSON). It depends on nothing
// but the toolchain: the macros are expanded from the text of their syntax.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

var connection = PluginConnection(input: 0, output: 1)
while let message = connection.receive() {
  guard let reply = PluginHandler.reply(to: message) else { continue }
  guard connection.send(reply) else { break }
}
exit(0)
