import { readFileSync } from "node:fs";
import { relative, resolve, sep } from "node:path";
import ts from "typescript";
import { IMPORT_RULES, INNER_RULES, isTestFile, type Layer, MAY_IMPORT_TEST_KITS, NEVER_IMPORTED, packageOf } from "./importRules";

/** A source file by its path from the project root, with its text. */
export interface SourceFile {
  readonly path: string;
  readonly text: string;
}

export interface Violation {
  readonly file: string;
  readonly specifier: string;
  readonly reason: string;
}

/** Where an import leads: a file of ours (its path from the root), a package, or nowhere. */
export type ImportTarget =
  | { readonly kind: "file"; readonly path: string }
  | { readonly kind: "package"; readonly name: string }
  | { readonly kind: "unresolved" };

export type Resolve = (specifier: string, fromPath: string) => ImportTarget;

/**
 * Every module a file names: static imports and exports (`import type` and `export … from` too),
 * side-effect imports and dynamic `import()`, as TypeScript's own pre-processor finds them.
 */
export function importedSpecifiers(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
}

/**
 * Resolves specifiers as the compiler does (the project's tsconfig: bare folders to their index,
 * `.js` to `.ts`, path aliases), reading `overlay` files before the disk's, so probes need no files.
 */
export function createResolver(root: string, overlay: ReadonlyMap<string, string> = new Map()): Resolve {
  const configPath = resolve(root, "tsconfig.json");
  const config = ts.parseJsonConfigFileContent(ts.readConfigFile(configPath, ts.sys.readFile).config, ts.sys, root);
  const absolute = (path: string) => resolve(root, path);
  const overlaid = new Map([...overlay].map(([path, text]) => [absolute(path), text]));
  const host: ts.ModuleResolutionHost = {
    fileExists: (path) => overlaid.has(resolve(path)) || ts.sys.fileExists(path),
    readFile: (path) => overlaid.get(resolve(path)) ?? ts.sys.readFile(path),
    directoryExists: (path) =>
      [...overlaid.keys()].some((file) => file.startsWith(resolve(path) + sep)) || ts.sys.directoryExists?.(path) !== false,
    realpath: (path) => path,
  };
  const cache = ts.createModuleResolutionCache(root, (name) => name, config.options);
  return (specifier, fromPath) => {
    const resolved = ts.resolveModuleName(specifier, absolute(fromPath), config.options, host, cache).resolvedModule;
    // A bare name a path alias maps into the project is one of our files, like a relative one.
    if (resolved && !resolved.isExternalLibraryImport)
      return { kind: "file", path: relative(root, resolved.resolvedFileName).split(sep).join("/") };
    if (!specifier.startsWith(".") && !specifier.startsWith("/")) return { kind: "package", name: packageOf(specifier) };
    return { kind: "unresolved" };
  };
}

function layerOf(path: string): string {
  return path.includes("/") ? (path.split("/")[0] as string) : "";
}

function isUnder(path: string, folder: string): boolean {
  return path.startsWith(`${folder}/`);
}

function isLayer(name: string): name is Layer {
  return Object.hasOwn(IMPORT_RULES, name);
}

/** Why one import breaks the table, or null when it is allowed. */
export function checkImport(file: string, target: ImportTarget): string | null {
  const from = layerOf(file);
  if (!isLayer(from)) return `${file} is in no folder of the table`;
  const rule = IMPORT_RULES[from];
  if (target.kind === "unresolved") return "does not resolve to a file";
  if (target.kind === "package") {
    return (rule.packages as readonly string[]).includes(target.name) ? null : `${from}/ may not import the package ${target.name}`;
  }
  if (isTestFile(target.path) && !MAY_IMPORT_TEST_KITS.includes(from)) return `${from}/ may not import the test kit ${target.path}`;
  const inner = INNER_RULES.find((rule) => isUnder(file, rule.part) && rule.notInto.some((part) => isUnder(target.path, part)));
  if (inner) return `${inner.part}/ may not import ${target.path}: ${inner.why}`;
  const to = layerOf(target.path);
  if (to === from) return null;
  if ((NEVER_IMPORTED as readonly string[]).includes(to)) return `${from}/ may not import ${to}/ (only tests and tooling do)`;
  if (!isLayer(to)) return `${from}/ may not import ${target.path}`;
  return (rule.folders as readonly string[]).includes(to) ? null : `${from}/ may not import ${to}/`;
}

/** Every import of the files that breaks the table. */
export function findViolations(files: readonly SourceFile[], resolveImport: Resolve): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    for (const specifier of importedSpecifiers(file.text)) {
      const reason = checkImport(file.path, resolveImport(specifier, file.path));
      if (reason) violations.push({ file: file.path, specifier, reason });
    }
  }
  return violations;
}

export function readSource(root: string, path: string): SourceFile {
  return { path, text: readFileSync(resolve(root, path), "utf8") };
}
