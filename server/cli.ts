/**
 * The server's part of the `backline` command line: commands that work on the server's database
 * (`backline artist …`, and issue 40's export, import, backup and restore). bin/backline.js sends
 * them here; the document commands stay in integrator/, which may not import the server.
 */
import { runExportCli } from "./artistExport/exportCli";
import { runImportCli } from "./artistImport/importCli";
import { runArtistCli } from "./artists/artistCli";
import { runBackupCli } from "./backups/backupCli";
import type { CliOutput } from "./cliOutput";

/** Each group of server commands by its first word; each answers with its exit code. */
const GROUPS: Readonly<Record<string, (args: readonly string[], output: CliOutput) => Promise<number>>> = {
  artist: runArtistCli,
  export: (args, output) => runExportCli(args, output),
  import: (args, output) => runImportCli(args, output),
  backup: (args, output) => runBackupCli("backup", args, output),
  restore: (args, output) => runBackupCli("restore", args, output),
};

const [group = "", ...rest] = process.argv.slice(2);
const run = GROUPS[group];
if (!run) {
  process.stderr.write(`backline: the server's command line knows ${Object.keys(GROUPS).join(", ")}, not "${group}"\n`);
  process.exitCode = 2;
} else {
  run(rest, { stdout: (text) => process.stdout.write(text), stderr: (text) => process.stderr.write(text) }).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`backline: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 2;
    },
  );
}
