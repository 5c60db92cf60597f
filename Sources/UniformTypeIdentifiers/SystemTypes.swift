/// The types the system declares: identifiers, supertypes, tags and descriptions, as Apple's
/// Uniform Type Identifiers declares them (its documentation's list of system-declared types).
enum SystemTypes {
  /// A system type's record.
  private static func record(
    _ identifier: String, _ parents: [String], _ tags: [UTTagClass: [String]],
    _ description: String
  ) -> TypeRecord {
    TypeRecord(
      identifier: identifier, parents: parents, tags: tags, description: description,
      origin: .system)
  }

  /// Every system-declared type, in the order their tags are preferred.
  static let records: [TypeRecord] = [
    record("public.item", [], [:], "item"),
    record("public.content", [], [:], "content"),
    record("public.composite-content", ["public.content"], [:], "composite content"),
    record("public.disk-image", ["public.data", "public.archive"], [:], "disk image"),
    record("public.data", ["public.item"], [:], "data"),
    record("public.directory", ["public.item"], [:], "directory"),
    record("com.apple.resolvable", [], [:], "resolvable item"),
    record("public.symlink", ["public.item", "com.apple.resolvable"], [:], "symbolic link"),
    record("public.executable", ["public.item"], [:], "executable"),
    record(
      "com.apple.mount-point", ["public.directory", "com.apple.resolvable"], [:], "mount point"),
    record("com.apple.alias-file", ["public.data", "com.apple.resolvable"], [:], "alias"),
    record(
      "com.apple.bookmark", ["public.data", "com.apple.resolvable"], [:], "URL bookmark data"),
    record("public.url", ["public.data"], [:], "URL"),
    record("public.file-url", ["public.url"], [:], "file URL"),
    record("public.text", ["public.data", "public.content"], [:], "text"),
    record(
      "public.plain-text", ["public.text"],
      [.filenameExtension: ["txt", "text"], .mimeType: ["text/plain"]], "plain text"),
    record("public.utf8-plain-text", ["public.plain-text"], [:], "Unicode text (UTF-8)"),
    record(
      "public.utf16-external-plain-text", ["public.plain-text"], [:],
      "Unicode text (UTF-16, byte-order mark)"),
    record("public.utf16-plain-text", ["public.plain-text"], [:], "Unicode text (UTF-16)"),
    record("public.delimited-values-text", ["public.text"], [:], "delimited text"),
    record(
      "public.comma-separated-values-text", ["public.delimited-values-text"],
      [.filenameExtension: ["csv"], .mimeType: ["text/csv"]], "comma-separated values"),
    record(
      "public.tab-separated-values-text", ["public.delimited-values-text"],
      [.filenameExtension: ["tsv"], .mimeType: ["text/tab-separated-values"]],
      "tab-separated values"),
    record(
      "public.utf8-tab-separated-values-text", ["public.tab-separated-values-text"], [:],
      "tab-separated values (UTF-8)"),
    record(
      "public.rtf", ["public.text"],
      [.filenameExtension: ["rtf"], .mimeType: ["text/rtf", "application/rtf"]], "rich text (RTF)"),
    record(
      "public.html", ["public.text"],
      [.filenameExtension: ["html", "htm"], .mimeType: ["text/html"]], "HTML text"),
    record(
      "public.xml", ["public.text"],
      [.filenameExtension: ["xml"], .mimeType: ["application/xml", "text/xml"]], "XML text"),
    record(
      "public.yaml", ["public.text"],
      [.filenameExtension: ["yaml", "yml"], .mimeType: ["application/x-yaml"]], "YAML"),
    record("public.source-code", ["public.plain-text"], [:], "source code"),
    record(
      "public.assembly-source", ["public.source-code"],
      [.filenameExtension: ["s"], .mimeType: ["text/x-asm"]], "assembly source"),
    record(
      "public.c-source", ["public.source-code"],
      [.filenameExtension: ["c"], .mimeType: ["text/x-c"]], "C source"),
    record(
      "public.objective-c-source", ["public.source-code"],
      [.filenameExtension: ["m"], .mimeType: ["text/x-objcsrc"]], "Objective-C source"),
    record(
      "public.swift-source", ["public.source-code"],
      [.filenameExtension: ["swift"], .mimeType: ["text/x-swift"]], "Swift source"),
    record(
      "public.c-plus-plus-source", ["public.source-code"],
      [.filenameExtension: ["cpp", "cc", "cxx", "c++"], .mimeType: ["text/x-c++src"]], "C++ source"),
    record(
      "public.objective-c-plus-plus-source", ["public.source-code"],
      [.filenameExtension: ["mm"], .mimeType: ["text/x-objc++src"]], "Objective-C++ source"),
    record(
      "public.c-header", ["public.source-code"],
      [.filenameExtension: ["h"], .mimeType: ["text/x-chdr"]], "C header"),
    record(
      "public.c-plus-plus-header", ["public.source-code"],
      [.filenameExtension: ["hpp", "hh", "hxx", "h++"], .mimeType: ["text/x-c++hdr"]], "C++ header"),
    record("public.script", ["public.source-code"], [:], "script"),
    record(
      "com.netscape.javascript-source", ["public.script"],
      [.filenameExtension: ["js", "mjs"], .mimeType: ["text/javascript"]], "JavaScript"),
    record(
      "public.shell-script", ["public.script"],
      [.filenameExtension: ["sh", "command"], .mimeType: ["application/x-sh"]], "shell script"),
    record(
      "public.perl-script", ["public.shell-script"],
      [.filenameExtension: ["pl", "pm"], .mimeType: ["text/x-perl-script"]], "Perl script"),
    record(
      "public.python-script", ["public.shell-script"],
      [.filenameExtension: ["py"], .mimeType: ["text/x-python-script"]], "Python script"),
    record(
      "public.ruby-script", ["public.shell-script"],
      [.filenameExtension: ["rb"], .mimeType: ["text/x-ruby-script"]], "Ruby script"),
    record(
      "public.php-script", ["public.shell-script"],
      [.filenameExtension: ["php"], .mimeType: ["text/php"]], "PHP script"),
    record(
      "public.json", ["public.text"],
      [.filenameExtension: ["json"], .mimeType: ["application/json"]], "JSON"),
    record(
      "com.apple.property-list", ["public.data"], [.filenameExtension: ["plist"]], "property list"),
    record(
      "com.apple.xml-property-list", ["public.xml", "com.apple.property-list"], [:],
      "XML property list"),
    record(
      "com.apple.binary-property-list", ["com.apple.property-list"], [:], "binary property list"),
    record(
      "com.adobe.pdf", ["public.data", "public.composite-content"],
      [.filenameExtension: ["pdf"], .mimeType: ["application/pdf"]], "PDF document"),
    record(
      "com.apple.rtfd", ["com.apple.package", "public.composite-content"],
      [.filenameExtension: ["rtfd"]], "rich text with attachments (RTFD)"),
    record("com.apple.flat-rtfd", ["public.data", "public.composite-content"], [:], "flat RTFD"),
    record(
      "com.apple.webarchive", ["public.data", "public.composite-content"],
      [.filenameExtension: ["webarchive"], .mimeType: ["application/x-webarchive"]], "web archive"),
    record("public.image", ["public.data", "public.content"], [:], "image"),
    record(
      "public.jpeg", ["public.image"],
      [.filenameExtension: ["jpeg", "jpg", "jpe"], .mimeType: ["image/jpeg"]], "JPEG image"),
    record(
      "public.tiff", ["public.image"],
      [.filenameExtension: ["tiff", "tif"], .mimeType: ["image/tiff"]], "TIFF image"),
    record(
      "com.compuserve.gif", ["public.image"],
      [.filenameExtension: ["gif"], .mimeType: ["image/gif"]], "GIF image"),
    record(
      "public.png", ["public.image"], [.filenameExtension: ["png"], .mimeType: ["image/png"]],
      "PNG image"),
    record("com.apple.icns", ["public.image"], [.filenameExtension: ["icns"]], "Apple icon image"),
    record(
      "com.microsoft.bmp", ["public.image"],
      [.filenameExtension: ["bmp"], .mimeType: ["image/bmp"]], "Windows bitmap image"),
    record(
      "com.microsoft.ico", ["public.image"],
      [.filenameExtension: ["ico"], .mimeType: ["image/vnd.microsoft.icon"]], "Windows icon image"),
    record("public.camera-raw-image", ["public.image"], [:], "raw image"),
    record(
      "public.svg-image", ["public.image", "public.xml"],
      [.filenameExtension: ["svg"], .mimeType: ["image/svg+xml"]], "SVG image"),
    record("com.apple.live-photo", [], [:], "Live Photo"),
    record(
      "public.heif", ["public.image"], [.filenameExtension: ["heif"], .mimeType: ["image/heif"]],
      "HEIF image"),
    record(
      "public.heic", ["public.heif"], [.filenameExtension: ["heic"], .mimeType: ["image/heic"]],
      "HEIC image"),
    record(
      "org.webmproject.webp", ["public.image"],
      [.filenameExtension: ["webp"], .mimeType: ["image/webp"]], "WebP image"),
    record("public.3d-content", ["public.content"], [:], "3D content"),
    record(
      "com.pixar.universal-scene-description", ["public.3d-content", "public.data"],
      [.filenameExtension: ["usd", "usda", "usdc"]], "Universal Scene Description"),
    record(
      "com.pixar.universal-scene-description-mobile", ["public.3d-content", "public.data"],
      [.filenameExtension: ["usdz"], .mimeType: ["model/vnd.usdz+zip"]],
      "Universal Scene Description (mobile)"),
    record(
      "com.apple.reality", ["public.3d-content", "public.data"], [.filenameExtension: ["reality"]],
      "Reality File"),
    record(
      "public.audiovisual-content", ["public.data", "public.content"], [:], "audiovisual content"),
    record("public.movie", ["public.audiovisual-content"], [:], "movie"),
    record("public.video", ["public.movie"], [:], "video"),
    record("public.audio", ["public.audiovisual-content"], [:], "audio"),
    record(
      "com.apple.quicktime-movie", ["public.movie"],
      [.filenameExtension: ["mov", "qt"], .mimeType: ["video/quicktime"]], "QuickTime movie"),
    record(
      "public.mpeg", ["public.movie"],
      [.filenameExtension: ["mpg", "mpeg"], .mimeType: ["video/mpeg"]], "MPEG movie"),
    record(
      "public.mpeg-2-video", ["public.movie"],
      [.filenameExtension: ["m2v"], .mimeType: ["video/mpeg2"]], "MPEG-2 video"),
    record(
      "public.mpeg-2-transport-stream", ["public.movie"],
      [.filenameExtension: ["ts"], .mimeType: ["video/mp2t"]], "MPEG-2 transport stream"),
    record(
      "public.mp3", ["public.audio"], [.filenameExtension: ["mp3"], .mimeType: ["audio/mpeg"]],
      "MP3 audio"),
    record(
      "public.mpeg-4", ["public.movie"],
      [.filenameExtension: ["mp4", "mpg4"], .mimeType: ["video/mp4"]], "MPEG-4 movie"),
    record(
      "public.mpeg-4-audio", ["public.audio"],
      [.filenameExtension: ["m4a"], .mimeType: ["audio/mp4", "audio/x-m4a"]], "MPEG-4 audio"),
    record(
      "com.apple.protected-mpeg-4-audio", ["public.audio"],
      [.filenameExtension: ["m4p"], .mimeType: ["audio/x-m4p"]], "protected MPEG-4 audio"),
    record(
      "com.apple.protected-mpeg-4-video", ["public.movie"],
      [.filenameExtension: ["m4v"], .mimeType: ["video/x-m4v"]], "protected MPEG-4 video"),
    record(
      "public.avi", ["public.movie"],
      [.filenameExtension: ["avi"], .mimeType: ["video/avi", "video/x-msvideo"]], "AVI movie"),
    record(
      "public.aiff-audio", ["public.audio"],
      [.filenameExtension: ["aiff", "aif"], .mimeType: ["audio/aiff", "audio/x-aiff"]], "AIFF audio"
    ),
    record(
      "com.microsoft.waveform-audio", ["public.audio"],
      [.filenameExtension: ["wav", "wave"], .mimeType: ["audio/vnd.wave", "audio/wav"]],
      "Waveform audio"),
    record(
      "public.midi-audio", ["public.audio"],
      [.filenameExtension: ["mid", "midi"], .mimeType: ["audio/midi"]], "MIDI audio"),
    record("public.playlist", ["public.item"], [:], "playlist"),
    record(
      "public.m3u-playlist", ["public.text", "public.playlist"],
      [.filenameExtension: ["m3u", "m3u8"], .mimeType: ["audio/mpegurl"]], "M3U playlist"),
    record("public.folder", ["public.directory"], [:], "folder"),
    record("public.volume", ["public.folder"], [:], "volume"),
    record("com.apple.package", ["public.directory"], [:], "package"),
    record("com.apple.bundle", ["public.directory"], [:], "bundle"),
    record(
      "com.apple.plugin", ["com.apple.bundle", "com.apple.package"],
      [.filenameExtension: ["plugin"]], "plug-in"),
    record(
      "com.apple.framework", ["com.apple.bundle"], [.filenameExtension: ["framework"]], "framework"),
    record("com.apple.application", ["public.executable"], [:], "application"),
    record(
      "com.apple.application-bundle",
      ["com.apple.application", "com.apple.bundle", "com.apple.package"],
      [.filenameExtension: ["app"]], "application"),
    record(
      "com.apple.application-and-system-extension", ["com.apple.bundle", "com.apple.package"],
      [.filenameExtension: ["appex"]], "application extension"),
    record("public.unix-executable", ["public.data", "public.executable"], [:], "Unix executable"),
    record(
      "com.microsoft.windows-executable", ["public.data", "public.executable"],
      [.filenameExtension: ["exe"], .mimeType: ["application/x-msdownload"]], "Windows executable"),
    record("public.archive", ["public.data"], [:], "archive"),
    record(
      "org.gnu.gnu-zip-archive", ["public.archive"],
      [
        .filenameExtension: ["gz", "gzip"], .mimeType: ["application/x-gzip", "application/gzip"],
      ], "gzip archive"),
    record(
      "public.bzip2-archive", ["public.archive"],
      [.filenameExtension: ["bz2", "bzip2"], .mimeType: ["application/x-bzip2"]], "bzip2 archive"),
    record(
      "public.zip-archive", ["public.archive"],
      [.filenameExtension: ["zip"], .mimeType: ["application/zip"]], "ZIP archive"),
    record("com.apple.archive", ["public.archive"], [.filenameExtension: ["aar"]], "Apple archive"),
    record("public.spreadsheet", ["public.content"], [:], "spreadsheet"),
    record("public.presentation", ["public.composite-content"], [:], "presentation"),
    record("public.database", ["public.item"], [:], "database"),
    record("public.message", ["public.item"], [:], "message"),
    record("public.contact", ["public.item"], [:], "contact"),
    record(
      "public.vcard", ["public.text", "public.contact"],
      [.filenameExtension: ["vcf", "vcard"], .mimeType: ["text/vcard", "text/x-vcard"]], "vCard"),
    record("public.to-do-item", ["public.item"], [:], "to-do item"),
    record("public.calendar-event", ["public.item"], [:], "calendar event"),
    record(
      "public.email-message", ["public.message"],
      [.filenameExtension: ["eml"], .mimeType: ["message/rfc822"]], "email message"),
    record("com.apple.internet-location", ["public.data"], [:], "internet location"),
    record(
      "com.microsoft.internet-shortcut", ["public.data"], [.filenameExtension: ["url"]],
      "Windows internet shortcut"),
    record("public.font", ["public.data", "public.content"], [:], "font"),
    record("public.bookmark", ["public.item"], [:], "bookmark"),
    record(
      "com.rsa.pkcs-12", ["public.data"],
      [.filenameExtension: ["p12", "pfx"], .mimeType: ["application/x-pkcs12"]], "PKCS #12 archive"),
    record(
      "public.x509-certificate", ["public.data"],
      [.filenameExtension: ["cer", "der", "crt"], .mimeType: ["application/x-x509-ca-cert"]],
      "X.509 certificate"),
    record(
      "org.idpf.epub-container", ["public.zip-archive", "public.composite-content"],
      [.filenameExtension: ["epub"], .mimeType: ["application/epub+zip"]], "EPUB document"),
    record("public.log", ["public.plain-text"], [.filenameExtension: ["log"]], "log file"),
    record(
      "com.apple.haptics.ahap", ["public.json"], [.filenameExtension: ["ahap"]], "haptic pattern"),
  ]
}
