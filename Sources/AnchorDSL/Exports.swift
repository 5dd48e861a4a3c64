// Makes `~` (declared once, in Cassowary) and `Relation` visible to files that import only AnchorDSL,
// as LayoutNodes does; see LayoutNodes/Exports.swift.
@_exported import enum Cassowary.Relation
