import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { parseEmail } from "../../runtime/parse";
import type { EmailBlockNode, EmailDocument } from "../../schema/email/document";
import { oneOfEachBlocks } from "../../schema/richText/richContentTesting";
import { richTextOf } from "../../schema/richText/richTextTesting";
import { emailParsing } from "../registry";
import { EMAIL_STARTERS, newEmailDocument } from "../starters";
import { drawingsIn } from "../studio/drawingPictures";
import { formatEmailFeatureReport, htmlValidationProblems, unsupportedEmailFeatures } from "./emailChecksTesting";
import { EMAIL_ALLOWED_ENHANCEMENTS, visibleText } from "./emailExportTesting";
import { exportEmailHtml } from "./exportEmailHtml";

const SITE = "https://band.example";

const emailOf = (children: EmailBlockNode[], settings: EmailDocument["settings"] = {}): EmailDocument => ({
  schemaVersion: 1,
  kind: "email",
  id: "news",
  title: "News",
  settings,
  root: { id: "root", type: "Container", props: {}, children },
});

/** The email checks of issue 16; with `print`, what caniemail found is printed for a person, blocking or not. */
function expectEmailSafe(html: string, { print = false } = {}): void {
  expect(htmlValidationProblems(html)).toEqual([]);
  const report = unsupportedEmailFeatures(html, { allowed: EMAIL_ALLOWED_ENHANCEMENTS });
  if (print || report.blocking.length > 0) console.log(`What caniemail found in the exported email:\n${formatEmailFeatureReport(report)}`);
  expect(report.blocking).toEqual([]);
  // Properties Outlook for Windows ignores where they would change the layout (issue 16).
  expect(html).not.toMatch(/white-space|min-height|opacity|display:\s*(flex|grid)|position:|float:/);
}

const everyNode = emailOf([
  { id: "rich", type: "Text", props: { content: richTextOf(...(oneOfEachBlocks(1) as never[])) } },
  { id: "cta", type: "Button", props: { title: "Get tickets", link: "/tour" } },
]);

describe("exportEmailHtml", () => {
  it.each(EMAIL_STARTERS)("exports the %s starter as valid HTML using nothing a client lacks", (starter) => {
    const html = exportEmailHtml(newEmailDocument({ id: "e", title: "E", starter }), { siteUrl: SITE });
    expectEmailSafe(html);
  });

  it("writes the frame every client needs: doctype, lang, title from the subject, a 600 px body in Outlook's ghost table", () => {
    const html = exportEmailHtml(emailOf([], { subject: "Tour <news>", preheader: "Dates inside" }), { siteUrl: SITE, lang: "pt" });
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).toContain('<html lang="pt" dir="ltr">');
    expect(html).toContain("<title>Tour &lt;news&gt;</title>");
    expect(html).toContain('<!--[if mso]><table role="presentation" width="600"');
    expect(html).toContain("max-width:600px");
    expect(html).toMatch(/<div style="display:none[^"]*mso-hide:all">Dates inside/);
  });

  it("shows every rich content node in a form an inbox can show, with nothing a client lacks", () => {
    const html = exportEmailHtml(everyNode, { siteUrl: SITE });
    expectEmailSafe(html, { print: true });
    const text = visibleText(html);
    // An equation as its source, a poll as links that vote on the site, a video as its linked still.
    expect(text).toContain("\\sqrt{a^2+b^2}");
    expect(html).toMatch(/href="https:\/\/band\.example\/polls\/vote\?poll=[a-z]{5}&amp;option=aaaaa&amp;in=news"/);
    expect(html).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(html).toContain('src="https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg"');
    expect(html).toContain("https://x.com/i/status/1453789126546411521");
    // Pictures absolute and sized by attributes; the caption shown; the layout as columns.
    expect(html).toMatch(/<img src="https:\/\/band\.example\/media\/demo\/pick\.png" alt="Guitar pick" width="24"/);
    expect(html).toMatch(/<img src="https:\/\/images\.lanterncoast\.example\/stage\.jpg" alt="The band on stage" width="450" height="300"/);
    expect(text).toContain("Photo: the second night.");
    expect(html).toContain('class="bl-email-column"');
    expect(text).toContain("Left: the setlist.");
    // A collapsible shows open; no class of the site's CSS is left for an inbox to ignore.
    expect(text).toContain("Two amps, one van.");
    expect(html).not.toMatch(/class="bl-rt-/);
    expect(html).not.toMatch(/<(details|summary|figure|iframe|script|svg)\b/);
  });

  it("links a drawing to the email in a browser when there is one", () => {
    const html = exportEmailHtml(everyNode, { siteUrl: SITE, webVersionUrl: "https://band.example/emails/news" });
    expect(html).toMatch(/<a href="https:\/\/band\.example\/emails\/news"[^>]*><img src="data:image\/svg\+xml/);
    expectEmailSafe(html);
  });

  it("shows a drawing as its PNG copy when the export has one, absolute, in place of the SVG", () => {
    const [drawing] = drawingsIn(everyNode);
    expect(drawing).toBeDefined();
    const html = exportEmailHtml(everyNode, { siteUrl: SITE, drawingPictures: new Map([[drawing?.source ?? "", "/media/drawing-1.png"]]) });
    expect(html).toMatch(/<img src="https:\/\/band\.example\/media\/drawing-1\.png" alt="Drawing" width="240" height="120"/);
    expect(html).not.toContain("data:image/svg+xml");
    expectEmailSafe(html);
  });

  it("makes a bulletproof button: a styled link, and a VML shape for Outlook with the same link and colours", () => {
    const html = exportEmailHtml(
      emailOf([{ id: "b", type: "Button", props: { title: "Listen", link: "/music", backgroundColor: "#112233", color: "#fefefe" } }]),
      { siteUrl: SITE },
    );
    expect(html).toMatch(/<!--\[if mso\]><v:roundrect [^>]*href="https:\/\/band\.example\/music"[^>]*fillcolor="#112233">/);
    expect(html).toMatch(
      /<!--\[if !mso\]><!--><a href="https:\/\/band\.example\/music" style="display:inline-block;background-color:#112233;color:#fefefe/,
    );
  });

  it("sizes images by attributes, never wider than their column", () => {
    const html = exportEmailHtml(
      emailOf([
        {
          id: "cols",
          type: "Columns",
          props: { layout: "1:1", gap: 20 },
          children: [
            {
              id: "c1",
              type: "Column",
              props: {},
              children: [{ id: "i", type: "Image", props: { src: "/media/a.png", width: 600, height: 300 } }],
            },
            { id: "c2", type: "Column", props: {}, children: [] },
          ],
        },
      ]),
      { siteUrl: SITE },
    );
    const width = Number(/<img [^>]*width="(\d+)"/.exec(html)?.[1]);
    expect(width).toBeLessThanOrEqual(290);
    expect(html).toMatch(new RegExp(`<img [^>]*width="${width}" height="${Math.round(width / 2)}"`));
  });

  it("leaves out an image with no picture and a link no client may open", () => {
    const html = exportEmailHtml(
      emailOf([
        { id: "i", type: "Image", props: { alt: "Nothing yet" } },
        {
          id: "t",
          type: "Text",
          props: { content: richTextOf({ type: "paragraph", version: 1, format: "", indent: 0, direction: null, children: [] }) },
        },
      ]),
      { siteUrl: SITE },
    );
    expect(html).not.toContain("Nothing yet");
  });

  it("applies the dark colours unconditionally for the dark preview, and only under prefers-color-scheme otherwise", () => {
    const document = newEmailDocument({ id: "e", title: "E", starter: "announcement" });
    expect(exportEmailHtml(document, { siteUrl: SITE })).toContain("@media (prefers-color-scheme:dark){.bl-email-backdrop");
    expect(exportEmailHtml(document, { siteUrl: SITE, colorScheme: "dark" })).toMatch(
      /<style>[^<]*\}\.bl-email-backdrop\{background-color:#111114!important\}/,
    );
  });

  it("exports the valid fixtures, which parse", () => {
    const fixture = JSON.parse(readFileSync("tests/fixtures/emails/valid/tour-dates.json", "utf8"));
    const parsed = parseEmail(fixture, { registry: siteBlocks, email: emailParsing });
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expectEmailSafe(exportEmailHtml(parsed.value, { siteUrl: SITE }));
  });
});
