// `LayoutConstraint.relation` is a Cassowary `Relation`. Re-exporting that one type also makes
// Cassowary's operator declarations — among them `infix operator ~ : PriorityPrecedence`, declared
// once for all modules — visible to files that import LayoutNodes without importing Cassowary.
@_exported import enum Cassowary.Relation
