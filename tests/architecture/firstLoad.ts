import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import ts from "typescript";
import { createResolver, type ImportTarget } from "./importGraph";

export const root = process.cwd();
const resolveImport = createResolver(root);

/**
 * The modules a file imports for their values at load time: static imports and re-exports, but
 * not `import type` (erased) nor `import()` (a chunk of its own, fetched when called).
 */
export function staticValueImports(text: string): string[] {
  const source = ts.createSourceFile("module.tsx", text, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (!typeOnly) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      if (!statement.isTypeOnly) specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/** Every file and package an entry loads before anything is fetched lazily: what its first chunk holds. */
export function firstLoad(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (path: string) => {
    if (files.has(path)) return;
    files.add(path);
    for (const specifier of staticValueImports(readFileSync(resolve(root, path), "utf8"))) {
      const target: ImportTarget = resolveImport(specifier, path);
      if (target.kind === "file" && !target.path.startsWith("node_modules/")) visit(target.path);
      else if (target.kind === "package") packages.add(target.name);
    }
  };
  visit(entry);
  return { files, packages };
}
