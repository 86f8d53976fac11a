import { readFileSync } from "node:fs";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { productionFiles } from "./productionFiles";

/**
 * No function of production code is longer than this many lines (issue 33): past it a function
 * does several things, and is split by concept. Nested functions count on their own and inside
 * the function that holds them, as a reader meets them.
 */
const MAX_FUNCTION_LINES = 120;

type FunctionLike = ts.FunctionDeclaration | ts.FunctionExpression | ts.ArrowFunction | ts.MethodDeclaration;

function isFunctionLike(node: ts.Node): node is FunctionLike {
  return ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node) || ts.isMethodDeclaration(node);
}

/** The functions of a file longer than `limit` lines, as "path:line name (N lines)". */
function longFunctions(path: string, text: string, limit: number): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (isFunctionLike(node)) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > limit) found.push(`${path}:${first + 1} ${nameOf(node)} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function nameOf(node: FunctionLike): string {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText();
  return "(anonymous)";
}

const PRODUCTION = /^(?:schema|runtime|machines|blocks|client|site|editor|email|studio|server|integrator|scripts)\//;

describe("function size", () => {
  it(`keeps every production function at ${MAX_FUNCTION_LINES} lines or fewer`, () => {
    const files = productionFiles(process.cwd()).filter((path) => PRODUCTION.test(path) && /\.tsx?$/.test(path));
    expect(files.length).toBeGreaterThan(300);
    expect(files.flatMap((path) => longFunctions(path, readFileSync(path, "utf8"), MAX_FUNCTION_LINES))).toEqual([]);
  });

  it("finds a long function, named, and passes a short one", () => {
    const body = Array.from({ length: 130 }, (_, index) => `  const line${index} = ${index};`).join("\n");
    const text = `export function tooLong() {\n${body}\n}\nexport const short = () => 1;\n`;
    expect(longFunctions("server/probe.ts", text, MAX_FUNCTION_LINES)).toEqual(["server/probe.ts:1 tooLong (132 lines)"]);
  });
});
