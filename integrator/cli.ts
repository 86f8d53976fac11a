import { parseArgs } from "node:util";
import { siteBlocks } from "../blocks/registry";
import { exportEmailHtml } from "../email/export/exportEmailHtml";
import { exportEmailText } from "../email/export/exportEmailText";
import { emailParsing } from "../email/registry";
import { type BacklineDocument, parseDocument } from "../runtime/parse";
import type { DocumentError } from "../runtime/result";
import type { EmailDocument } from "../schema/email/document";
import { publishedSchema, SCHEMA_NAMES, type SchemaName } from "../schema/index";
import { renderToString } from "./renderToString";

export interface CliIO {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly readFile: (path: string) => Promise<string>;
}

/** Exit codes: all valid; a document is invalid; the input itself is wrong (missing file, not JSON, wrong kind, bad usage). */
export const EXIT_OK = 0;
export const EXIT_INVALID = 1;
export const EXIT_BAD_INPUT = 2;

export const USAGE = `Usage:
  backline validate FILE...                 check page, site and email documents (exit 1 if any is invalid)
  backline render PAGE.json [--site SITE]   print a complete HTML page, with the site's theme
  backline render EMAIL.json [--site-url URL] [--text]
                                            print an email's HTML (or its plain text), links made absolute with URL
  backline schema [NAME]                    print a JSON Schema, or list their names
  backline artist create --name NAME --owner-email EMAIL [--domain DOMAIN]
                                            make a new artist in the server's database (see backline artist)
  backline artist owner-link --artist SLUG  a new one-time password link for each owner of the artist`;

/** The site address an email's links are made absolute with when none is given: the server's default. */
export const DEFAULT_EMAIL_SITE_URL = "http://localhost:3000";

/** Input that stops a command with one line and exit 2. */
class BadInput extends Error {}

async function readDocumentFile(io: CliIO, file: string): Promise<string> {
  try {
    return await io.readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === "ENOENT"
        ? "no such file"
        : code === "EISDIR"
          ? "it is a folder"
          : code === "EACCES"
            ? "permission denied"
            : "it cannot be read";
    throw new BadInput(`cannot read ${file}: ${reason}`);
  }
}

/** Parses a file; throws BadInput for text that is not JSON or not a Backline document of the expected kind. */
async function loadFile(io: CliIO, file: string, expected?: BacklineDocument["kind"]) {
  const text = await readDocumentFile(io, file);
  const result = parseDocument(text, { registry: siteBlocks, email: emailParsing });
  if (!result.ok) {
    const fatal = result.errors.find(
      (error) => error.rule === "json" || error.rule === "kind" || (error.rule === "type" && error.pointer === ""),
    );
    if (fatal)
      throw new BadInput(
        fatal.rule === "json"
          ? `${file} is not JSON: ${fatal.message.replace(/^The text is not valid JSON: /, "")}`
          : `${file} is not a Backline document: ${fatal.message}`,
      );
  }
  if (expected) {
    // An invalid document of the wrong kind is refused for its kind, not listed error by error as if it were the right one.
    const kind = result.ok ? result.value.kind : (JSON.parse(text) as { kind?: unknown }).kind;
    // Render takes a page or an email (`expected` page); validate takes any kind.
    if ((kind === "page" || kind === "site") && kind !== expected) {
      throw new BadInput(`${file} is a ${kind} document; expected a ${expected} document`);
    }
  }
  return result;
}

function formatError(file: string, error: DocumentError): string {
  return `${file}#${error.pointer}: ${error.message} [${error.rule}]`;
}

async function validateCommand(io: CliIO, files: string[]): Promise<number> {
  if (files.length === 0) throw new BadInput("validate needs at least one FILE");
  let exit = EXIT_OK;
  for (const file of files) {
    try {
      const result = await loadFile(io, file);
      if (result.ok) {
        io.stdout(`${file}: valid ${result.value.kind} document\n`);
      } else {
        for (const error of result.errors) io.stdout(`${formatError(file, error)}\n`);
        exit = Math.max(exit, EXIT_INVALID);
      }
    } catch (error) {
      if (!(error instanceof BadInput)) throw error;
      io.stderr(`backline: ${error.message}\n`);
      exit = EXIT_BAD_INPUT;
    }
  }
  return exit;
}

function renderEmail(io: CliIO, email: EmailDocument, values: { "site-url"?: string; text?: boolean }): number {
  const siteUrl = values["site-url"] ?? DEFAULT_EMAIL_SITE_URL;
  if (!URL.canParse(siteUrl) || !/^https?:$/.test(new URL(siteUrl).protocol))
    throw new BadInput(`--site-url must be an http or https address, not "${siteUrl}"`);
  io.stdout(values.text ? exportEmailText(email, { siteUrl }) : exportEmailHtml(email, { siteUrl }));
  return EXIT_OK;
}

async function renderCommand(io: CliIO, args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { site: { type: "string" }, "site-url": { type: "string" }, text: { type: "boolean" } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 1) throw new BadInput("render needs exactly one PAGE.json or EMAIL.json");
  const pageFile = positionals[0] as string;
  const page = await loadFile(io, pageFile, "page");
  if (page.ok && page.value.kind === "email") {
    if (values.site !== undefined) throw new BadInput("--site is for pages; an email takes --site-url");
    return renderEmail(io, page.value, values);
  }
  if (values["site-url"] !== undefined || values.text) throw new BadInput("--site-url and --text are for emails");
  const site = values.site === undefined ? undefined : await loadFile(io, values.site, "site");
  const errors = [
    ...(page.ok ? [] : page.errors.map((error) => formatError(pageFile, error))),
    ...(site && !site.ok ? site.errors.map((error) => formatError(values.site as string, error)) : []),
  ];
  if (!page.ok || (site && !site.ok)) {
    io.stderr(`${errors.join("\n")}\n`);
    return EXIT_INVALID;
  }
  io.stdout(renderToString(page.value, site?.ok ? { site: site.value } : {}));
  return EXIT_OK;
}

function schemaCommand(io: CliIO, args: string[]): number {
  if (args.length === 0) {
    io.stdout(`${SCHEMA_NAMES.join("\n")}\n`);
    return EXIT_OK;
  }
  const [name, ...rest] = args;
  if (rest.length > 0) throw new BadInput("schema takes at most one NAME");
  if (!SCHEMA_NAMES.includes(name as SchemaName)) throw new BadInput(`unknown schema "${name}"; known: ${SCHEMA_NAMES.join(", ")}`);
  io.stdout(`${JSON.stringify(publishedSchema(name as SchemaName), null, 2)}\n`);
  return EXIT_OK;
}

/** Runs the `backline` command line and returns its exit code. Never throws for bad input. */
export async function runCli(argv: readonly string[], io: CliIO): Promise<number> {
  const [command, ...args] = argv;
  try {
    switch (command) {
      case "validate":
        return await validateCommand(io, args);
      case "render":
        return await renderCommand(io, args);
      case "schema":
        return schemaCommand(io, args);
      case "help":
      case "--help":
      case "-h":
        io.stdout(`${USAGE}\n`);
        return EXIT_OK;
      default:
        throw new BadInput(command === undefined ? "no command given" : `unknown command "${command}"`);
    }
  } catch (error) {
    if (error instanceof BadInput) {
      io.stderr(
        `backline: ${error.message}\n${command === undefined || !["validate", "render", "schema"].includes(command) ? `${USAGE}\n` : ""}`,
      );
      return EXIT_BAD_INPUT;
    }
    // parseArgs reports unknown options and missing values with a TypeError carrying a code.
    if (error instanceof TypeError && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS")) {
      io.stderr(`backline: ${error.message}\n`);
      return EXIT_BAD_INPUT;
    }
    throw error;
  }
}
