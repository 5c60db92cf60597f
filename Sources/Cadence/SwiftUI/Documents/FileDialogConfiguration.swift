import Foundation

// How file dialogs below a view look and what they let a person pick. What only changes the
// dialog's look is recorded on the view; which URLs may be picked is applied by importers.

/// What a file dialog's browser shows.
public struct FileDialogBrowserOptions: OptionSet, Sendable {
  /// The option bits.
  public let rawValue: Int

  /// Options of the bits given.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Shows packages' contents as folders.
  public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 1 << 0)
  /// Shows hidden files.
  public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 1 << 1)
  /// Shows every file name's extension.
  public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 1 << 2)
}

extension EnvironmentValues {
  private struct FileDialogURLEnabledKey: EnvironmentKey {
    static let defaultValue: Predicate<URL>? = nil
  }

  /// Which URLs the file dialogs below may pick (nil: any).
  var fileDialogURLEnabled: Predicate<URL>? {
    get { self[FileDialogURLEnabledKey.self] }
    set { self[FileDialogURLEnabledKey.self] = newValue }
  }
}

extension View {
  /// Sets what the browser of file dialogs below shows (recorded as `fileDialogBrowserOptions`).
  public func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> some View {
    let names = [
      (FileDialogBrowserOptions.enumeratePackages, "enumeratePackages"),
      (.includeHiddenFiles, "includeHiddenFiles"),
      (.displayFileExtensions, "displayFileExtensions"),
    ].filter { options.contains($0.0) }.map(\.1)
    return recorded("fileDialogBrowserOptions", names.joined(separator: ", "))
  }

  /// Sets the label of file dialogs' confirming button below (recorded as
  /// `fileDialogConfirmationLabel`).
  public func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> some View {
    recorded("fileDialogConfirmationLabel", String(label))
  }

  /// Sets the label of file dialogs' confirming button below.
  public func fileDialogConfirmationLabel(_ label: Text?) -> some View {
    recorded("fileDialogConfirmationLabel", label?.content ?? "")
  }

  /// Sets the label of file dialogs' confirming button below.
  public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View {
    recorded("fileDialogConfirmationLabel", labelKey.text)
  }

  /// Names the file dialogs below so that they keep their size and place (recorded as
  /// `fileDialogCustomizationID`).
  public func fileDialogCustomizationID(_ id: String) -> some View {
    recorded("fileDialogCustomizationID", id)
  }

  /// Sets the folder file dialogs below open in (recorded as `fileDialogDefaultDirectory`).
  public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View {
    recorded("fileDialogDefaultDirectory", defaultDirectory?.path ?? "")
  }

  /// Sets whether importers below return aliases unresolved (recorded as
  /// `fileDialogImportsUnresolvedAliases`; Linux has no aliases).
  public func fileDialogImportsUnresolvedAliases(_ imports: Bool) -> some View {
    recorded("fileDialogImportsUnresolvedAliases", String(imports))
  }

  /// Sets the message file dialogs below show (recorded as `fileDialogMessage`).
  public func fileDialogMessage(_ message: Text?) -> some View {
    recorded("fileDialogMessage", message?.content ?? "")
  }

  /// Sets the message file dialogs below show.
  public func fileDialogMessage<S: StringProtocol>(_ message: S) -> some View {
    recorded("fileDialogMessage", String(message))
  }

  /// Sets the message file dialogs below show.
  public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View {
    recorded("fileDialogMessage", messageKey.text)
  }

  /// Lets file importers below pick only the URLs `predicate` accepts (a host's pick of
  /// another is refused, as the dialog greys it out).
  public func fileDialogURLEnabled(_ predicate: Predicate<URL>) -> some View {
    environment(\.fileDialogURLEnabled, predicate).recorded("fileDialogURLEnabled", "predicate")
  }

  /// Sets the label of the file name field of exporters below (recorded as
  /// `fileExporterFilenameLabel`).
  public func fileExporterFilenameLabel(_ label: Text?) -> some View {
    recorded("fileExporterFilenameLabel", label?.content ?? "")
  }

  /// Sets the label of the file name field of exporters below.
  public func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> some View {
    recorded("fileExporterFilenameLabel", labelKey.text)
  }

  /// Sets the label of the file name field of exporters below.
  public func fileExporterFilenameLabel<S: StringProtocol>(_ label: S) -> some View {
    recorded("fileExporterFilenameLabel", String(label))
  }
}
