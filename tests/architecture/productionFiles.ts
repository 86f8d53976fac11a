import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { isTestFile } from "./importRules";

/**
 * Every production source file of the project under `root`, by its path from there: tracked or
 * new, not ignored, not a test or a test kit. The import checks (`importGraph.test.ts`,
 * `importCycles.test.ts`) read the same list, so they judge the same code.
 */
export function productionFiles(root: string): string[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "--", "*.ts", "*.tsx", "*.js", "*.mjs"], {
    cwd: root,
    encoding: "utf8",
  });
  return (
    listed
      .split("\n")
      .filter((path) => path !== "" && path.includes("/") && !/^(tests|node_modules|dist)\//.test(path) && !isTestFile(path))
      .filter((path) => !path.startsWith("schema/generated/") && !path.startsWith("bin/"))
      // A file deleted but not yet committed is still in git's index.
      .filter((path) => existsSync(resolve(root, path)))
  );
}
