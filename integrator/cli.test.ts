import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { publishedSchema, SCHEMA_NAMES } from "../schema/index";
import { type CliIO, runCli, USAGE } from "./cli";

const fixturesDir = fileURLToPath(new URL("../tests/fixtures/", import.meta.url));

/** Every fixture by its path under tests/fixtures, plus a few files made for these tests. */
const files = new Map<string, string>(
  ["pages/valid", "pages/invalid", "sites/valid", "sites/invalid", "emails/valid", "emails/invalid"].flatMap((dir) =>
    readdirSync(fixturesDir + dir).map((file): [string, string] => [
      `${dir}/${file}`,
      readFileSync(`${fixturesDir}${dir}/${file}`, "utf8"),
    ]),
  ),
);
files.set("broken.json", '{"kind": "page",');
files.set("package.json", '{"name": "backline", "version": "0.1.0"}');
files.set("list.json", "[1, 2]");

/** Runs the CLI against the in-memory files; a missing one fails the way fs.readFile does. */
async function run(...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const io: CliIO = {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    readFile: async (path) => {
      const text = files.get(path);
      if (text === undefined) {
        throw Object.assign(new Error(`ENOENT: no such file or directory, open '${path}'`), { code: "ENOENT" });
      }
      return text;
    },
  };
  const code = await runCli(argv, io);
  return { code, stdout, stderr };
}

/** Exit 2 with exactly one line on stderr, nothing on stdout, no stack trace. */
function expectOneLineFailure(result: { code: number; stdout: string; stderr: string }, line: string) {
  expect(result).toEqual({ code: 2, stdout: "", stderr: `backline: ${line}\n` });
}

describe("backline validate", () => {
  it("checks email documents too (issue 16), naming the broken field", async () => {
    expect(await run("validate", "emails/valid/tour-dates.json")).toMatchObject({ code: 0, stderr: "" });
    const result = await run("validate", "emails/invalid/script-link.json");
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("emails/invalid/script-link.json#/root/children/3/props/link: ");
  });

  it("exits 0 for valid pages and sites, one line each", async () => {
    expect(await run("validate", "pages/valid/minimal.json", "sites/valid/themed.json")).toEqual({
      code: 0,
      stdout: "pages/valid/minimal.json: valid page document\nsites/valid/themed.json: valid site document\n",
      stderr: "",
    });
  });

  it("exits 1 for an invalid file, one FILE#/pointer: message [rule] line per error", async () => {
    const result = await run("validate", "pages/valid/minimal.json", "pages/invalid/bad-path.json", "pages/invalid/missing-root.json");
    expect(result).toEqual({
      code: 1,
      stdout: [
        "pages/valid/minimal.json: valid page document",
        "pages/invalid/bad-path.json#/id: \"id\" must be an id of 1 to 64 letters, digits, '-' or '_'. [pattern]",
        'pages/invalid/bad-path.json#/path: "path" must be a path such as / or /music, in lowercase letters, digits and hyphens. [pattern]',
        'pages/invalid/bad-path.json#/root/type: "type" must be "Container". [const]',
        'pages/invalid/missing-root.json#: Missing the required property "root". [required]',
        "",
      ].join("\n"),
      stderr: "",
    });
  });

  it("names each bad rich-text node of a Text: an unknown type, a javascript: link, nesting too deep", async () => {
    const file = "pages/invalid/rich-text.json";
    const result = await run("validate", file);
    expect(result.code).toBe(1);
    const content = (index: number) => `${file}#/root/children/${index}/props/content/root`;
    // In the document's order, block by block.
    expect(result.stdout.trimEnd().split("\n")).toEqual([
      `${content(0)}/children/0/children/0/type: A rich-text node of type "script" cannot be placed in a paragraph. Allowed here: text, linebreak, tab, emoji, keyword, mention, equation, image, inline-image, link, autolink, overflow. [known-type]`,
      expect.stringMatching(new RegExp(`^${content(1)}/children/0/children/0/url: .*javascript:.* \\[pattern\\]$`)),
      `${content(2)}${"/children/0".repeat(20)}/children: Rich text may be nested at most 20 levels deep. [max-depth]`,
    ]);
  });

  it("reports every invalid fixture in that form", async () => {
    for (const file of [...files.keys()].filter((name) => name.includes("/invalid/"))) {
      const result = await run("validate", file);
      expect(result.code, file).toBe(1);
      const lines = result.stdout.trimEnd().split("\n");
      for (const line of lines) expect(line).toMatch(new RegExp(`^${file.replace(/[.]/g, "\\.")}#(/[^:]*)?: .+ \\[[a-z-]+\\]$`, "i"));
    }
  });

  it("exits 2 for a missing file", async () => {
    expectOneLineFailure(await run("validate", "nowhere.json"), "cannot read nowhere.json: no such file");
  });

  it("explains other read failures without a stack trace", async () => {
    for (const [code, reason] of [
      ["EISDIR", "it is a folder"],
      ["EACCES", "permission denied"],
      ["EIO", "it cannot be read"],
    ]) {
      const io: CliIO = {
        stdout: () => {},
        stderr: (text) => {
          expect(text).toBe(`backline: cannot read x.json: ${reason}\n`);
        },
        readFile: () => Promise.reject(Object.assign(new Error("boom"), { code })),
      };
      expect(await runCli(["validate", "x.json"], io)).toBe(2);
    }
  });

  it("exits 2 for text that is not JSON", async () => {
    const reason = (() => {
      try {
        JSON.parse('{"kind": "page",');
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expectOneLineFailure(await run("validate", "broken.json"), `broken.json is not JSON: ${reason}`);
  });

  it("exits 2 for JSON that is not a Backline document", async () => {
    expectOneLineFailure(
      await run("validate", "package.json"),
      'package.json is not a Backline document: "kind" must be one of "page", "site", "email".',
    );
    expectOneLineFailure(await run("validate", "list.json"), "list.json is not a Backline document: A document must be a JSON object.");
  });

  it("keeps checking the other files after one it cannot read, and exits 2", async () => {
    const result = await run("validate", "nowhere.json", "pages/invalid/missing-root.json", "sites/valid/default.json");
    expect(result).toEqual({
      code: 2,
      stdout:
        'pages/invalid/missing-root.json#: Missing the required property "root". [required]\nsites/valid/default.json: valid site document\n',
      stderr: "backline: cannot read nowhere.json: no such file\n",
    });
  });

  it("exits 2 without a FILE", async () => {
    expectOneLineFailure(await run("validate"), "validate needs at least one FILE");
  });
});

describe("backline render", () => {
  it("prints a complete HTML document for a page", async () => {
    const result = await run("render", "pages/valid/showcase.json");
    expect(result.code).toBe(0);
    expect(result.stderr).toBe("");
    const html = result.stdout;
    expect(html.startsWith('<!doctype html>\n<html lang="en">\n<head>\n')).toBe(true);
    expect(html).toContain("<title>Showcase</title>");
    expect(html).toContain('<meta name="description" content="Every prop of Button, Container and Text.">');
    for (const text of ["Night Drive", "Listen now", "Tour dates", "Call us", "Merch"]) expect(html).toContain(text);
    expect(html).not.toContain("javascript:");
    expect(html.trimEnd().endsWith("</body>\n</html>")).toBe(true);
  });

  it("uses the default theme without --site, and the site's colours with it", async () => {
    const plain = await run("render", "pages/valid/minimal.json");
    expect(plain.code).toBe(0);
    expect(plain.stdout).toContain("--bl-color-primary: #d4bbcf;");
    expect(plain.stdout).toContain("--bl-color-background: #1c1d29;");
    expect(plain.stdout).toContain("Hello");

    const themed = await run("render", "pages/valid/minimal.json", "--site", "sites/valid/themed.json");
    expect(themed.code).toBe(0);
    for (const declaration of [
      "--bl-color-text: #111111;",
      "--bl-color-primary: #ff3366;",
      "--bl-color-background: #fafafa;",
      "--bl-color-text-primary: #ffffff;",
      "--bl-radius: 4px;",
      "--bl-font-family: Georgia;",
    ]) {
      expect(themed.stdout).toContain(declaration);
    }
    expect(themed.stdout).not.toContain("--bl-color-primary: #d4bbcf;");
  });

  it("exits 2 when PAGE is a site document", async () => {
    expectOneLineFailure(
      await run("render", "sites/valid/themed.json"),
      "sites/valid/themed.json is a site document; expected a page document",
    );
  });

  it("exits 2 when PAGE is an invalid site document, rather than listing its errors", async () => {
    expectOneLineFailure(
      await run("render", "sites/invalid/bad-theme.json"),
      "sites/invalid/bad-theme.json is a site document; expected a page document",
    );
  });

  it("exits 2 when --site is a page document", async () => {
    expectOneLineFailure(
      await run("render", "pages/valid/minimal.json", "--site", "pages/valid/showcase.json"),
      "pages/valid/showcase.json is a page document; expected a site document",
    );
  });

  it("prints an email's HTML, its links made absolute with --site-url, and its plain text with --text", async () => {
    const html = await run("render", "emails/valid/tour-dates.json", "--site-url", "https://band.example");
    expect(html.code).toBe(0);
    expect(html.stderr).toBe("");
    expect(html.stdout.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html.stdout).toContain('<!--[if mso]><table role="presentation" width="600"');
    expect(html.stdout).toMatch(/href="https:\/\/band\.example\//);
    const text = await run("render", "emails/valid/tour-dates.json", "--text");
    expect(text.code).toBe(0);
    expect(text.stdout).not.toContain("<");
    expect(text.stdout).toContain("http://localhost:3000/");
  });

  it("exits 1 for an invalid email, and 2 for a --site-url that is not a web address or options of the other kind", async () => {
    const invalid = await run("render", "emails/invalid/script-link.json");
    expect(invalid.code).toBe(1);
    expect(invalid.stdout).toBe("");
    expectOneLineFailure(
      await run("render", "emails/valid/tour-dates.json", "--site-url", "javascript:alert(1)"),
      '--site-url must be an http or https address, not "javascript:alert(1)"',
    );
    expectOneLineFailure(
      await run("render", "emails/valid/tour-dates.json", "--site", "sites/valid/themed.json"),
      "--site is for pages; an email takes --site-url",
    );
    expectOneLineFailure(await run("render", "pages/valid/minimal.json", "--text"), "--site-url and --text are for emails");
  });

  it("exits 1 for an invalid page, with its errors on stderr and nothing rendered", async () => {
    expect(await run("render", "pages/invalid/unknown-type.json")).toEqual({
      code: 1,
      stdout: "",
      stderr:
        'pages/invalid/unknown-type.json#/root/children/0/type: Unknown block type "Carousel". Known types: Button, Container, Text, Hero, MembershipSection, FeaturedMusic, FeaturedMerch, UpcomingEvents, EmailList, Image, Countdown, Embed, Gallery, ContactForm, Video. [known-type]\n',
    });
  });

  it("exits 1 for an invalid site", async () => {
    const result = await run("render", "pages/valid/minimal.json", "--site", "sites/invalid/bad-theme.json");
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain('sites/invalid/bad-theme.json#/settings/cornerRadius: "cornerRadius" must be at most 100. [maximum]\n');
  });

  it("exits 2 for an unknown option, a missing value, or not exactly one PAGE", async () => {
    const unknown = await run("render", "pages/valid/minimal.json", "--theme", "dark");
    expect(unknown.code).toBe(2);
    expect(unknown.stdout).toBe("");
    expect(unknown.stderr).toMatch(/^backline: Unknown option '--theme'[^\n]*\n$/);
    expect(await run("render", "pages/valid/minimal.json", "--site")).toEqual({
      code: 2,
      stdout: "",
      stderr: "backline: Option '--site <value>' argument missing\n",
    });
    expectOneLineFailure(await run("render"), "render needs exactly one PAGE.json or EMAIL.json");
    expectOneLineFailure(await run("render", "a.json", "b.json"), "render needs exactly one PAGE.json or EMAIL.json");
  });

  it("exits 2 for a missing page", async () => {
    expectOneLineFailure(await run("render", "nowhere.json"), "cannot read nowhere.json: no such file");
  });
});

describe("backline schema, help and usage", () => {
  it("lists the schema names without a NAME", async () => {
    expect(await run("schema")).toEqual({ code: 0, stdout: `${SCHEMA_NAMES.join("\n")}\n`, stderr: "" });
  });

  it("prints a schema as JSON with its $id", async () => {
    const result = await run("schema", "page");
    expect(result.code).toBe(0);
    expect(result.stderr).toBe("");
    const schema = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(schema.$id).toBe("https://schemas.backline.dev/v1/page.json");
    expect(schema).toEqual(publishedSchema("page"));
  });

  it("exits 2 for an unknown schema name or more than one", async () => {
    expectOneLineFailure(await run("schema", "pages"), `unknown schema "pages"; known: ${SCHEMA_NAMES.join(", ")}`);
    expectOneLineFailure(await run("schema", "page", "site"), "schema takes at most one NAME");
  });

  it("exits 2 with the usage for an unknown command or none", async () => {
    expect(await run("lint", "x.json")).toEqual({ code: 2, stdout: "", stderr: `backline: unknown command "lint"\n${USAGE}\n` });
    expect(await run()).toEqual({ code: 2, stdout: "", stderr: `backline: no command given\n${USAGE}\n` });
  });

  it.each(["help", "--help", "-h"])("%s prints the usage and exits 0", async (command) => {
    expect(await run(command)).toEqual({ code: 0, stdout: `${USAGE}\n`, stderr: "" });
    expect(USAGE).toContain("backline validate FILE...");
  });
});
