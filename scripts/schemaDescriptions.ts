import ts from "typescript";
import type { Plugin } from "vite";

/** A property's value that is text: a string, a template, or a concatenation of them. */
function isText(node: ts.Expression): boolean {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) return true;
  if (ts.isParenthesizedExpression(node)) return isText(node.expression);
  return ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken && isText(node.left) && isText(node.right);
}

/**
 * A schema module's code without the `description` texts of its JSON schemas: they document the
 * API and the props for integrators and the studio's help; a fan's browser takes the schemas only
 * for their defaults (runtime/resolveProps.ts). A `description` whose value is not text (a product's
 * `description` property, itself a schema) stays; so does every other file. The code is unchanged
 * if it has none.
 * @example withoutSchemaDescriptions('const a = { type: "string", description: "Why", default: "" };')
 * // 'const a = { type: "string", default: "" };'
 */
export function withoutSchemaDescriptions(code: string): string {
  if (!code.includes("description")) return code;
  const source = ts.createSourceFile("schema.ts", code, ts.ScriptTarget.Latest, true);
  const cuts: { start: number; end: number }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      node.name.text === "description" &&
      isText(node.initializer)
    ) {
      // With its comma and the space after it, so the object stays well formed.
      const end = node.getEnd();
      const after = /^\s*,[ \t]*/.exec(code.slice(end))?.[0] ?? "";
      cuts.push({ start: node.getStart(source), end: end + after.length });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let result = code;
  for (const cut of cuts.reverse()) result = result.slice(0, cut.start) + result.slice(cut.end);
  return result;
}

/**
 * The site's build only (vite.config.ts): its schema modules without their descriptions, about
 * 1.5 KB (brotli) of a fan's first download (issue 39). The studio shows them as help, and the
 * server's build does not take this configuration.
 */
export function schemaDescriptionsLeftOut(): Plugin {
  return {
    name: "backline-schema-descriptions-left-out",
    apply: "build",
    transform(code, id, options) {
      if (options?.ssr || !/\/schema\/(?!generated\/)[^?]*\.ts$/.test(id)) return null;
      const stripped = withoutSchemaDescriptions(code);
      return stripped === code ? null : { code: stripped, map: null };
    },
  };
}
