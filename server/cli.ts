/**
 * The server's part of the `backline` command line: commands that work on the server's database
 * (`backline artist …`). bin/backline.js sends them here; the document commands stay in
 * integrator/, which may not import the server.
 */
import { runArtistCli } from "./artists/artistCli";

const [group, ...rest] = process.argv.slice(2);
if (group !== "artist") {
  process.stderr.write(`backline: the server's command line knows "artist", not "${group}"\n`);
  process.exitCode = 2;
} else {
  runArtistCli(rest, { stdout: (text) => process.stdout.write(text), stderr: (text) => process.stderr.write(text) }).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`backline: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 2;
    },
  );
}
