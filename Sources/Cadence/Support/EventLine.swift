/// `[time] kind at path: message`: how diagnostics and runtime events print.
func eventLine(time: Double, kind: String, path: String, message: String) -> String {
  "[\(DecimalFormatting.format(time, fractionDigits: 4))s] \(kind)"
    + (path.isEmpty ? "" : " at \(path)") + ": \(message)"
}
