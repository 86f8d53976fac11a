import { build } from "vite";
import { brotliCompressSync } from "node:zlib";
import { transform } from "esbuild";
const want = process.argv[2] ?? "site-";
const detail = process.argv.slice(3);
const out: any = await build({ configFile: "/work/main/vite.config.ts", logLevel: "silent", build: { write: false } });
const outputs = (Array.isArray(out) ? out : [out]).flatMap((o: any) => o.output);
for (const chunk of outputs) {
  if (chunk.type !== "chunk" || !chunk.fileName.includes(want) || chunk.code.length < 5000) continue;
  console.log(chunk.fileName, chunk.code.length, brotliCompressSync(chunk.code).length);
  const groups = new Map<string, string>();
  for (const [id, m] of Object.entries<any>(chunk.modules)) {
    const rel = id.replace("/work/main/", "");
    const key = id.includes("node_modules") ? id.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, "$1") : detail.some((d) => rel.startsWith(d)) ? rel : rel.replace(/\/[^/]+$/, "");
    groups.set(key, (groups.get(key) ?? "") + (m.code ?? "") + "\n");
  }
  const sized = [];
  for (const [k, code] of groups) { const min = (await transform(code, { minify: true, loader: "js" }).catch(() => ({ code }))).code; sized.push([k, min.length, brotliCompressSync(min).length]); }
  sized.sort((a, b) => b[2] - a[2]);
  for (const [k, m, b] of sized.slice(0, 70)) console.log(String(b).padStart(7), String(m).padStart(8), k);
}
