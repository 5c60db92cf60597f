// The system-declared types, by the names Apple's `UTType` gives them.
extension UTType {
  /// The type of item: `public.item`.
  public static let item = UTType(system: "public.item")

  /// The type of content: `public.content`.
  public static let content = UTType(system: "public.content")

  /// The type of composite content: `public.composite-content`.
  public static let compositeContent = UTType(system: "public.composite-content")

  /// The type of disk image: `public.disk-image`.
  public static let diskImage = UTType(system: "public.disk-image")

  /// The type of data: `public.data`.
  public static let data = UTType(system: "public.data")

  /// The type of directory: `public.directory`.
  public static let directory = UTType(system: "public.directory")

  /// The type of resolvable item: `com.apple.resolvable`.
  public static let resolvable = UTType(system: "com.apple.resolvable")

  /// The type of symbolic link: `public.symlink`.
  public static let symbolicLink = UTType(system: "public.symlink")

  /// The type of executable: `public.executable`.
  public static let executable = UTType(system: "public.executable")

  /// The type of mount point: `com.apple.mount-point`.
  public static let mountPoint = UTType(system: "com.apple.mount-point")

  /// The type of alias: `com.apple.alias-file`.
  public static let aliasFile = UTType(system: "com.apple.alias-file")

  /// The type of URL bookmark data: `com.apple.bookmark`.
  public static let urlBookmarkData = UTType(system: "com.apple.bookmark")

  /// The type of URL: `public.url`.
  public static let url = UTType(system: "public.url")

  /// The type of file URL: `public.file-url`.
  public static let fileURL = UTType(system: "public.file-url")

  /// The type of text: `public.text`.
  public static let text = UTType(system: "public.text")

  /// The type of plain text: `public.plain-text`.
  public static let plainText = UTType(system: "public.plain-text")

  /// The type of Unicode text (UTF-8): `public.utf8-plain-text`.
  public static let utf8PlainText = UTType(system: "public.utf8-plain-text")

  /// The type of Unicode text (UTF-16, byte-order mark): `public.utf16-external-plain-text`.
  public static let utf16ExternalPlainText = UTType(system: "public.utf16-external-plain-text")

  /// The type of Unicode text (UTF-16): `public.utf16-plain-text`.
  public static let utf16PlainText = UTType(system: "public.utf16-plain-text")

  /// The type of delimited text: `public.delimited-values-text`.
  public static let delimitedText = UTType(system: "public.delimited-values-text")

  /// The type of comma-separated values: `public.comma-separated-values-text`.
  public static let commaSeparatedText = UTType(system: "public.comma-separated-values-text")

  /// The type of tab-separated values: `public.tab-separated-values-text`.
  public static let tabSeparatedText = UTType(system: "public.tab-separated-values-text")

  /// The type of tab-separated values (UTF-8): `public.utf8-tab-separated-values-text`.
  public static let utf8TabSeparatedText = UTType(system: "public.utf8-tab-separated-values-text")

  /// The type of rich text (RTF): `public.rtf`.
  public static let rtf = UTType(system: "public.rtf")

  /// The type of HTML text: `public.html`.
  public static let html = UTType(system: "public.html")

  /// The type of XML text: `public.xml`.
  public static let xml = UTType(system: "public.xml")

  /// The type of YAML: `public.yaml`.
  public static let yaml = UTType(system: "public.yaml")

  /// The type of source code: `public.source-code`.
  public static let sourceCode = UTType(system: "public.source-code")

  /// The type of assembly source: `public.assembly-source`.
  public static let assemblyLanguageSource = UTType(system: "public.assembly-source")

  /// The type of C source: `public.c-source`.
  public static let cSource = UTType(system: "public.c-source")

  /// The type of Objective-C source: `public.objective-c-source`.
  public static let objectiveCSource = UTType(system: "public.objective-c-source")

  /// The type of Swift source: `public.swift-source`.
  public static let swiftSource = UTType(system: "public.swift-source")

  /// The type of C++ source: `public.c-plus-plus-source`.
  public static let cPlusPlusSource = UTType(system: "public.c-plus-plus-source")

  /// The type of Objective-C++ source: `public.objective-c-plus-plus-source`.
  public static let objectiveCPlusPlusSource = UTType(system: "public.objective-c-plus-plus-source")

  /// The type of C header: `public.c-header`.
  public static let cHeader = UTType(system: "public.c-header")

  /// The type of C++ header: `public.c-plus-plus-header`.
  public static let cPlusPlusHeader = UTType(system: "public.c-plus-plus-header")

  /// The type of script: `public.script`.
  public static let script = UTType(system: "public.script")

  /// The type of JavaScript: `com.netscape.javascript-source`.
  public static let javaScript = UTType(system: "com.netscape.javascript-source")

  /// The type of shell script: `public.shell-script`.
  public static let shellScript = UTType(system: "public.shell-script")

  /// The type of Perl script: `public.perl-script`.
  public static let perlScript = UTType(system: "public.perl-script")

  /// The type of Python script: `public.python-script`.
  public static let pythonScript = UTType(system: "public.python-script")

  /// The type of Ruby script: `public.ruby-script`.
  public static let rubyScript = UTType(system: "public.ruby-script")

  /// The type of PHP script: `public.php-script`.
  public static let phpScript = UTType(system: "public.php-script")

  /// The type of JSON: `public.json`.
  public static let json = UTType(system: "public.json")

  /// The type of property list: `com.apple.property-list`.
  public static let propertyList = UTType(system: "com.apple.property-list")

  /// The type of XML property list: `com.apple.xml-property-list`.
  public static let xmlPropertyList = UTType(system: "com.apple.xml-property-list")

  /// The type of binary property list: `com.apple.binary-property-list`.
  public static let binaryPropertyList = UTType(system: "com.apple.binary-property-list")

  /// The type of PDF document: `com.adobe.pdf`.
  public static let pdf = UTType(system: "com.adobe.pdf")

  /// The type of rich text with attachments (RTFD): `com.apple.rtfd`.
  public static let rtfd = UTType(system: "com.apple.rtfd")

  /// The type of flat RTFD: `com.apple.flat-rtfd`.
  public static let flatRTFD = UTType(system: "com.apple.flat-rtfd")

  /// The type of web archive: `com.apple.webarchive`.
  public static let webArchive = UTType(system: "com.apple.webarchive")

  /// The type of image: `public.image`.
  public static let image = UTType(system: "public.image")

  /// The type of JPEG image: `public.jpeg`.
  public static let jpeg = UTType(system: "public.jpeg")

  /// The type of TIFF image: `public.tiff`.
  public static let tiff = UTType(system: "public.tiff")

  /// The type of GIF image: `com.compuserve.gif`.
  public static let gif = UTType(system: "com.compuserve.gif")

  /// The type of PNG image: `public.png`.
  public static let png = UTType(system: "public.png")

  /// The type of Apple icon image: `com.apple.icns`.
  public static let icns = UTType(system: "com.apple.icns")

  /// The type of Windows bitmap image: `com.microsoft.bmp`.
  public static let bmp = UTType(system: "com.microsoft.bmp")

  /// The type of Windows icon image: `com.microsoft.ico`.
  public static let ico = UTType(system: "com.microsoft.ico")

  /// The type of raw image: `public.camera-raw-image`.
  public static let rawImage = UTType(system: "public.camera-raw-image")

  /// The type of SVG image: `public.svg-image`.
  public static let svg = UTType(system: "public.svg-image")

  /// The type of Live Photo: `com.apple.live-photo`.
  public static let livePhoto = UTType(system: "com.apple.live-photo")

  /// The type of HEIF image: `public.heif`.
  public static let heif = UTType(system: "public.heif")

  /// The type of HEIC image: `public.heic`.
  public static let heic = UTType(system: "public.heic")

  /// The type of WebP image: `org.webmproject.webp`.
  public static let webP = UTType(system: "org.webmproject.webp")

  /// The type of 3D content: `public.3d-content`.
  public static let threeDContent = UTType(system: "public.3d-content")

  /// The type of Universal Scene Description: `com.pixar.universal-scene-description`.
  public static let usd = UTType(system: "com.pixar.universal-scene-description")

  /// The type of Universal Scene Description (mobile): `com.pixar.universal-scene-description-mobile`.
  public static let usdz = UTType(system: "com.pixar.universal-scene-description-mobile")

  /// The type of Reality File: `com.apple.reality`.
  public static let realityFile = UTType(system: "com.apple.reality")

  /// The type of audiovisual content: `public.audiovisual-content`.
  public static let audiovisualContent = UTType(system: "public.audiovisual-content")

  /// The type of movie: `public.movie`.
  public static let movie = UTType(system: "public.movie")

  /// The type of video: `public.video`.
  public static let video = UTType(system: "public.video")

  /// The type of audio: `public.audio`.
  public static let audio = UTType(system: "public.audio")

  /// The type of QuickTime movie: `com.apple.quicktime-movie`.
  public static let quickTimeMovie = UTType(system: "com.apple.quicktime-movie")

  /// The type of MPEG movie: `public.mpeg`.
  public static let mpeg = UTType(system: "public.mpeg")

  /// The type of MPEG-2 video: `public.mpeg-2-video`.
  public static let mpeg2Video = UTType(system: "public.mpeg-2-video")

  /// The type of MPEG-2 transport stream: `public.mpeg-2-transport-stream`.
  public static let mpeg2TransportStream = UTType(system: "public.mpeg-2-transport-stream")

  /// The type of MP3 audio: `public.mp3`.
  public static let mp3 = UTType(system: "public.mp3")

  /// The type of MPEG-4 movie: `public.mpeg-4`.
  public static let mpeg4Movie = UTType(system: "public.mpeg-4")

  /// The type of MPEG-4 audio: `public.mpeg-4-audio`.
  public static let mpeg4Audio = UTType(system: "public.mpeg-4-audio")

  /// The type of protected MPEG-4 audio: `com.apple.protected-mpeg-4-audio`.
  public static let appleProtectedMPEG4Audio = UTType(system: "com.apple.protected-mpeg-4-audio")

  /// The type of protected MPEG-4 video: `com.apple.protected-mpeg-4-video`.
  public static let appleProtectedMPEG4Video = UTType(system: "com.apple.protected-mpeg-4-video")

  /// The type of AVI movie: `public.avi`.
  public static let avi = UTType(system: "public.avi")

  /// The type of AIFF audio: `public.aiff-audio`.
  public static let aiff = UTType(system: "public.aiff-audio")

  /// The type of Waveform audio: `com.microsoft.waveform-audio`.
  public static let wav = UTType(system: "com.microsoft.waveform-audio")

  /// The type of MIDI audio: `public.midi-audio`.
  public static let midi = UTType(system: "public.midi-audio")

  /// The type of playlist: `public.playlist`.
  public static let playlist = UTType(system: "public.playlist")

  /// The type of M3U playlist: `public.m3u-playlist`.
  public static let m3uPlaylist = UTType(system: "public.m3u-playlist")

  /// The type of folder: `public.folder`.
  public static let folder = UTType(system: "public.folder")

  /// The type of volume: `public.volume`.
  public static let volume = UTType(system: "public.volume")

  /// The type of package: `com.apple.package`.
  public static let package = UTType(system: "com.apple.package")

  /// The type of bundle: `com.apple.bundle`.
  public static let bundle = UTType(system: "com.apple.bundle")

  /// The type of plug-in: `com.apple.plugin`.
  public static let pluginBundle = UTType(system: "com.apple.plugin")

  /// The type of framework: `com.apple.framework`.
  public static let framework = UTType(system: "com.apple.framework")

  /// The type of application: `com.apple.application`.
  public static let application = UTType(system: "com.apple.application")

  /// The type of application: `com.apple.application-bundle`.
  public static let applicationBundle = UTType(system: "com.apple.application-bundle")

  /// The type of application extension: `com.apple.application-and-system-extension`.
  public static let applicationExtension = UTType(
    system: "com.apple.application-and-system-extension")

  /// The type of Unix executable: `public.unix-executable`.
  public static let unixExecutable = UTType(system: "public.unix-executable")

  /// The type of Windows executable: `com.microsoft.windows-executable`.
  public static let exe = UTType(system: "com.microsoft.windows-executable")

  /// The type of archive: `public.archive`.
  public static let archive = UTType(system: "public.archive")

  /// The type of gzip archive: `org.gnu.gnu-zip-archive`.
  public static let gzip = UTType(system: "org.gnu.gnu-zip-archive")

  /// The type of bzip2 archive: `public.bzip2-archive`.
  public static let bz2 = UTType(system: "public.bzip2-archive")

  /// The type of ZIP archive: `public.zip-archive`.
  public static let zip = UTType(system: "public.zip-archive")

  /// The type of Apple archive: `com.apple.archive`.
  public static let appleArchive = UTType(system: "com.apple.archive")

  /// The type of spreadsheet: `public.spreadsheet`.
  public static let spreadsheet = UTType(system: "public.spreadsheet")

  /// The type of presentation: `public.presentation`.
  public static let presentation = UTType(system: "public.presentation")

  /// The type of database: `public.database`.
  public static let database = UTType(system: "public.database")

  /// The type of message: `public.message`.
  public static let message = UTType(system: "public.message")

  /// The type of contact: `public.contact`.
  public static let contact = UTType(system: "public.contact")

  /// The type of vCard: `public.vcard`.
  public static let vCard = UTType(system: "public.vcard")

  /// The type of to-do item: `public.to-do-item`.
  public static let toDoItem = UTType(system: "public.to-do-item")

  /// The type of calendar event: `public.calendar-event`.
  public static let calendarEvent = UTType(system: "public.calendar-event")

  /// The type of email message: `public.email-message`.
  public static let emailMessage = UTType(system: "public.email-message")

  /// The type of internet location: `com.apple.internet-location`.
  public static let internetLocation = UTType(system: "com.apple.internet-location")

  /// The type of Windows internet shortcut: `com.microsoft.internet-shortcut`.
  public static let internetShortcut = UTType(system: "com.microsoft.internet-shortcut")

  /// The type of font: `public.font`.
  public static let font = UTType(system: "public.font")

  /// The type of bookmark: `public.bookmark`.
  public static let bookmark = UTType(system: "public.bookmark")

  /// The type of PKCS #12 archive: `com.rsa.pkcs-12`.
  public static let pkcs12 = UTType(system: "com.rsa.pkcs-12")

  /// The type of X.509 certificate: `public.x509-certificate`.
  public static let x509Certificate = UTType(system: "public.x509-certificate")

  /// The type of EPUB document: `org.idpf.epub-container`.
  public static let epub = UTType(system: "org.idpf.epub-container")

  /// The type of log file: `public.log`.
  public static let log = UTType(system: "public.log")

  /// The type of haptic pattern: `com.apple.haptics.ahap`.
  public static let ahap = UTType(system: "com.apple.haptics.ahap")
}
