#!/usr/bin/env node
// React picks its production build from NODE_ENV when first imported, so set it before loading the CLI.
process.env.NODE_ENV ??= "production";
try {
  await import("../dist/integrator/bin.js");
} catch (error) {
  if (error?.code === "ERR_MODULE_NOT_FOUND" && String(error.message).includes("dist/integrator")) {
    process.stderr.write("backline: the command line tool is not built yet; run `npm run build` first\n");
    process.exitCode = 2;
  } else {
    throw error;
  }
}
