#!/usr/bin/env node
// React picks its production build from NODE_ENV when first imported, so set it before loading the CLI.
process.env.NODE_ENV ??= "production";
// These commands work on the server's database and files, so they live with the server (the integrator may not import it).
const SERVER_COMMANDS = new Set(["artist", "export", "import", "backup", "restore"]);
const entry = SERVER_COMMANDS.has(process.argv[2]) ? "../dist/server/cli.js" : "../dist/integrator/bin.js";
try {
  await import(entry);
} catch (error) {
  if (error?.code === "ERR_MODULE_NOT_FOUND" && /dist\/(integrator|server)/.test(String(error.message))) {
    process.stderr.write("backline: the command line tool is not built yet; run `npm run build` first\n");
    process.exitCode = 2;
  } else {
    throw error;
  }
}
