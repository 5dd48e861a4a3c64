// Lists the public symbols that have no documentation comment in the symbol graphs of a folder
// (written by `-emit-symbol-graph`), and exits with status 1 if there is any. Used by
// Scripts/build-docs.sh: every public symbol of the library modules is documented.
//
//   swift Scripts/undocumented-symbols.swift SYMBOL_GRAPH_DIR
import Foundation

struct SymbolGraph: Decodable {
  struct Symbol: Decodable {
    struct Identifier: Decodable { var precise: String }
    var identifier: Identifier
    var accessLevel: String
    var pathComponents: [String]
    var docComment: DocComment?
  }
  struct DocComment: Decodable {}
  var symbols: [Symbol]
}

let arguments = CommandLine.arguments.dropFirst()
guard let folder = arguments.first else {
  FileHandle.standardError.write(Data("usage: undocumented-symbols.swift SYMBOL_GRAPH_DIR\n".utf8))
  exit(2)
}
var undocumented: [String] = []
let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
for file in files.sorted() where file.hasSuffix(".symbols.json") {
  let path = (folder as NSString).appendingPathComponent(file)
  do {
    let graph = try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    // A default implementation a type inherits from another module (an `OptionSet`'s `insert(_:)`)
    // is listed as a synthesized member of the type; its documentation is where it is declared.
    for symbol in graph.symbols
    where ["public", "open"].contains(symbol.accessLevel) && symbol.docComment == nil
      && !symbol.identifier.precise.contains("::SYNTHESIZED::")
    {
      undocumented.append("\(file): \(symbol.pathComponents.joined(separator: "."))")
    }
  } catch {
    FileHandle.standardError.write(Data("cannot read \(path): \(error)\n".utf8))
    exit(2)
  }
}
if undocumented.isEmpty {
  print("Every public symbol in \(folder) is documented.")
} else {
  print("Public symbols without a documentation comment:")
  for name in undocumented { print("  \(name)") }
  exit(1)
}
