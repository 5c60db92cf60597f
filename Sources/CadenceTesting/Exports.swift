// Tests read what a host renders with the inspection tools (the text renderer, logs, motion
// analysis, pictures): importing CadenceTesting brings them.
@_exported import CadenceInspection
