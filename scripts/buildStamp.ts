import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * One part of `npm run build`: what it reads and what it leaves in dist/. A part is rebuilt only
 * when a hash of its inputs differs from the one the build stamp recorded for it, or when one of
 * its outputs is gone, so a start after no change builds nothing.
 */
export interface BuildPart {
  readonly name: string;
  /** Folders and files, from the project's root, whose contents the part's output depends on. */
  readonly inputs: readonly string[];
  /** Paths under `inputs` that are not read: the part's own output written beside its sources. */
  readonly exclude?: readonly string[];
  /** Files the part writes, from the root: a part whose output is missing is built again. */
  readonly outputs: readonly string[];
}

/** What the last build recorded, per part: the hash of its inputs and, for the browser builds, the files it wrote. */
export interface BuildStamp {
  readonly version: 1;
  readonly parts: Readonly<Record<string, PartStamp>>;
}

export interface PartStamp {
  readonly inputs: string;
  /** Files the part wrote, from the root, beside `outputs`: each must still be there. */
  readonly files?: readonly string[];
}

const EMPTY_STAMP: BuildStamp = { version: 1, parts: {} };

/** Never inputs: installed packages (the lockfiles stand for them), Git's data, build output, and tests, which nothing built imports. */
const SKIPPED_FOLDERS = new Set(["node_modules", ".git", "dist"]);
const TEST_FILE = /\.test\.tsx?$/;

/** Each file's digest, by path, size and modification time, so files read by several parts are read once a run. */
export type DigestCache = Map<string, { readonly key: string; readonly digest: string }>;

function fileDigest(path: string, cache: DigestCache | undefined): string {
  const stats = statSync(path, { bigint: true });
  const key = `${stats.size}:${stats.mtimeNs}`;
  const known = cache?.get(path);
  if (known && known.key === key) return known.digest;
  const digest = createHash("sha256").update(readFileSync(path)).digest("hex");
  cache?.set(path, { key, digest });
  return digest;
}

/** Every file under `path` (itself if a file), from `root`, sorted, without skipped folders and tests. */
function filesUnder(root: string, path: string, exclude: readonly string[]): string[] {
  if (exclude.some((excluded) => path === excluded || path.startsWith(`${excluded}/`))) return [];
  const absolute = join(root, path);
  if (!statSync(absolute).isDirectory()) return TEST_FILE.test(path) ? [] : [path];
  const files: string[] = [];
  for (const entry of readdirSync(absolute, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (entry.isDirectory() && SKIPPED_FOLDERS.has(entry.name)) continue;
    files.push(...filesUnder(root, `${path}/${entry.name}`, exclude));
  }
  return files;
}

/**
 * A hash of a part's inputs: every file's path and content (so an added, removed, renamed or
 * changed file changes it, and touching a file without changing it does not), a missing input's
 * name, and `extra` (the Node version, say).
 */
export function hashInputs(root: string, part: Pick<BuildPart, "inputs" | "exclude">, extra = "", cache?: DigestCache): string {
  const hash = createHash("sha256").update(`${extra}\n`);
  for (const input of part.inputs) {
    if (!existsSync(join(root, input))) {
      hash.update(`${input}\0missing\n`);
      continue;
    }
    for (const file of filesUnder(root, input, part.exclude ?? [])) hash.update(`${file}\0${fileDigest(join(root, file), cache)}\n`);
  }
  return hash.digest("hex");
}

/** Whether the part's output in dist/ is what building its inputs (hashed as `inputs`) would give. */
export function isPartCurrent(root: string, stamp: BuildStamp, part: BuildPart, inputs: string): boolean {
  const recorded = stamp.parts[part.name];
  if (recorded?.inputs !== inputs) return false;
  return [...part.outputs, ...(recorded.files ?? [])].every((file) => existsSync(join(root, file)));
}

/** The stamp the last build wrote, or an empty one (no file, another version, unreadable). */
export function readStamp(file: string): BuildStamp {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<BuildStamp>;
    return parsed.version === 1 && typeof parsed.parts === "object" && parsed.parts !== null ? (parsed as BuildStamp) : EMPTY_STAMP;
  } catch {
    return EMPTY_STAMP;
  }
}

/** Writes the stamp whole or not at all (a build stopped halfway leaves the previous one). */
export function writeStamp(file: string, stamp: BuildStamp): void {
  writeFileSync(`${file}.tmp`, `${JSON.stringify(stamp, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}
