import type { Resolve, SourceFile } from "./importGraph";
import { importedSpecifiers } from "./importGraph";

/** Each file's imports of our own files (type-only ones too), by path from the root. */
export function fileGraph(files: readonly SourceFile[], resolveImport: Resolve): Map<string, Set<string>> {
  const known = new Set(files.map((file) => file.path));
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const specifier of importedSpecifiers(file.text)) {
      const target = resolveImport(specifier, file.path);
      if (target.kind === "file" && known.has(target.path) && target.path !== file.path) targets.add(target.path);
    }
    graph.set(file.path, targets);
  }
  return graph;
}

/** The folder a file counts in: its first two path parts (`editor/app`), or its top folder when it sits there. */
export function folderOf(path: string): string {
  const parts = path.split("/");
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : (parts[0] as string);
}

/** The same graph between folders. */
export function folderGraph(graph: ReadonlyMap<string, ReadonlySet<string>>): Map<string, Set<string>> {
  const folders = new Map<string, Set<string>>();
  for (const [from, targets] of graph) {
    const edges = folders.get(folderOf(from)) ?? new Set<string>();
    for (const target of targets) if (folderOf(target) !== folderOf(from)) edges.add(folderOf(target));
    folders.set(folderOf(from), edges);
  }
  return folders;
}

/** Every circle of imports: the strongly connected components of more than one node (Tarjan), each sorted. */
export function importCircles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let counter = 0;
  const visit = (node: string): void => {
    index.set(node, counter);
    lowest.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(node, Math.min(lowest.get(node) as number, lowest.get(next) as number));
      } else if (onStack.has(next)) lowest.set(node, Math.min(lowest.get(node) as number, index.get(next) as number));
    }
    if (lowest.get(node) !== index.get(node)) return;
    const members: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      members.push(member);
    } while (member !== node);
    if (members.length > 1) circles.push(members.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circles.sort((a, b) => (a[0] as string).localeCompare(b[0] as string));
}
