import { readFileSync } from "node:fs";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { productionFiles } from "./productionFiles";

/**
 * The studio's types meet at their boundaries once (issue 33): rich text becomes Lexical's JSON and
 * back in `editor/richText/serialize.ts`, a pasted value becomes a block through `isTreeNode`, a
 * panel is picked by its node's type. No production file of the studio erases a type on the way
 * (`as never`, `as unknown as`): the compiler then sees each boundary, and a change on one side
 * breaks the build where the other side reads it.
 */
const STUDIO = /^(?:editor|email|studio)\//;

/** The casts that erase a type, as "path:line": `x as never` and `x as unknown as Y`. Comments and strings are not code, so never count. */
function kindCasts(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isAsExpression(node)) {
      const toNever = node.type.kind === ts.SyntaxKind.NeverKeyword;
      let inner = node.expression;
      while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
      const throughUnknown = ts.isAsExpression(inner) && inner.type.kind === ts.SyntaxKind.UnknownKeyword;
      if (toNever || throughUnknown) found.push(`${path}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("casts that erase a type", () => {
  it("are in no production file of the studio (editor, email, studio)", () => {
    const files = productionFiles(process.cwd()).filter((path) => STUDIO.test(path) && /\.tsx?$/.test(path));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((path) => kindCasts(path, readFileSync(path, "utf8")))).toEqual([]);
  });

  it("are found in code, each on its line, and not in comments or strings", () => {
    const text = [
      "const a = x as unknown as Y;",
      "const b = f(y as never);",
      "// x as unknown as Y, y as never",
      'const c = "x as unknown as Y, y as never";',
      "const d = x as Y;",
      "const e = (x as unknown) as Y;",
    ].join("\n");
    expect(kindCasts("editor/probe.ts", text)).toEqual(["editor/probe.ts:1", "editor/probe.ts:2", "editor/probe.ts:6"]);
    expect(kindCasts("editor/probe.tsx", "const view = <p>{node as never}</p>;")).toEqual(["editor/probe.tsx:1"]);
  });
});
