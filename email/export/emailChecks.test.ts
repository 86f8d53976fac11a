import { describe, expect, it } from "vitest";
import {
  EMAIL_CLIENTS,
  EMAIL_RELAXED_RULES,
  formatEmailFeatureReport,
  htmlValidationProblems,
  unsupportedEmailFeatures,
} from "./emailChecksTesting";

/** A table-based email as MJML or react-email would write it: a 600px centred column, Outlook's ghost table, a bulletproof button. */
const WELL_FORMED_EMAIL = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="x-apple-disable-message-reformatting">
    <title>New single out Friday</title>
    <!--[if mso]><xml><o:OfficeDocumentSettings><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml><![endif]-->
    <style>
      @media only screen and (max-width: 620px) {
        .column { width: 100% !important; }
      }
    </style>
  </head>
  <body style="margin: 0; padding: 0; background-color: #f4f4f4;">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f4f4f4">
      <tbody>
        <tr>
          <td align="center">
            <!--[if mso]><table role="presentation" width="600" align="center" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
            <table class="column" role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="width: 600px; max-width: 600px;">
              <tbody>
                <tr>
                  <td>
                    <img src="https://cdn.example.com/cover.jpg" width="600" height="300" alt="The band on stage" style="display: block; width: 100%; border: 0;">
                  </td>
                </tr>
                <tr>
                  <td style="padding: 24px; font-family: Arial, sans-serif; font-size: 16px; line-height: 24px; color: #222222;">
                    <h1 style="margin: 0 0 12px 0; font-size: 24px; line-height: 32px;">New single out Friday</h1>
                    <p style="margin: 0 0 16px 0;">Four minutes we recorded live in one take. Hear it first.</p>
                    <table role="presentation" cellpadding="0" cellspacing="0" border="0">
                      <tbody>
                        <tr>
                          <td align="center" bgcolor="#d6336c" style="border-radius: 4px;">
                            <a href="https://example.com/listen" style="display: inline-block; padding: 12px 24px; font-family: Arial, sans-serif; font-size: 16px; color: #ffffff; text-decoration: none; border-radius: 4px;">Listen now</a>
                          </td>
                        </tr>
                      </tbody>
                    </table>
                  </td>
                </tr>
              </tbody>
            </table>
            <!--[if mso]></td></tr></table><![endif]-->
          </td>
        </tr>
      </tbody>
    </table>
  </body>
</html>
`;

/** What the sample uses only as progressive enhancement: each may be missing because the layout holds without it. */
const SAMPLE_ENHANCEMENTS = [
  // The mobile query only widens the column on phones; Outlook for Windows keeps the 600px table.
  "@media",
  // Square corners where unsupported; the button is still a coloured cell with a link.
  "border-radius",
  // Outlook for macOS drops <body> and its style; the wrapper table carries the background.
  "<body> element",
];

/** A whole document around a body, valid as far as html-validate is concerned. */
function documentWith(body: string): string {
  return `<!DOCTYPE html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8">\n    <title>Email</title>\n  </head>\n  <body>\n${body}\n  </body>\n</html>\n`;
}

describe("htmlValidationProblems", () => {
  it("finds nothing in a well-formed table-based email", () => {
    expect(htmlValidationProblems(WELL_FORMED_EMAIL)).toEqual([]);
  });

  it("reports an unclosed element, a duplicate id and an image without alt, each with its rule and place", () => {
    const html = documentWith(
      '    <div id="intro">Tour dates</div>\n    <p id="intro">Tickets on sale <img src="https://cdn.example.com/tour.jpg" width="600" height="300">\n    </div>',
    );
    const problems = htmlValidationProblems(html);
    console.log(problems.join("\n"));
    expect(problems).toEqual([
      "no-implicit-close: Element <p> is implicitly closed by parent </body> (9:6)",
      'no-dup-id: Duplicate ID "intro" (9:12)',
      'wcag/h37: <img> is missing required "alt" attribute (9:36)',
      "close-order: Stray end tag '</div>' (10:6)",
    ]);
  });

  it("keeps every rule that email does not need to break", () => {
    expect(htmlValidationProblems(documentWith('    <center><font color="#d6336c">Sold out</font></center>'))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^deprecated: <font> is deprecated/)]),
    );
    expect(htmlValidationProblems(documentWith("    <table><tr><td>Row</td></tr></table>"))).toEqual([
      expect.stringMatching(/^prefer-tbody: /),
    ]);
  });

  it("lets through what email must break: inline style, presentational attributes, Outlook's conditional comments", () => {
    const html = documentWith(
      '    <table role="presentation" width="600" align="center" bgcolor="#ffffff" cellpadding="0" cellspacing="0" border="0" style="max-width: 600px;"><tbody><tr><td valign="top"><!--[if mso]><p>Outlook</p><![endif]-->Hi</td></tr></tbody></table>',
    );
    expect(htmlValidationProblems(html)).toEqual([]);
    expect(Object.keys(EMAIL_RELAXED_RULES).sort()).toEqual(["no-conditional-comment", "no-deprecated-attr", "no-inline-style"]);
  });
});

describe("unsupportedEmailFeatures", () => {
  it("names the eight clients as caniemail does", () => {
    expect(EMAIL_CLIENTS).toEqual([
      "outlook.windows",
      "outlook.macos",
      "outlook.outlook-com",
      "gmail.desktop-webmail",
      "gmail.ios",
      "gmail.android",
      "apple-mail.macos",
      "apple-mail.ios",
    ]);
  });

  it("finds nothing blocking in the well-formed email once its enhancements are declared", () => {
    const report = unsupportedEmailFeatures(WELL_FORMED_EMAIL, { allowed: SAMPLE_ENHANCEMENTS });
    console.log(formatEmailFeatureReport(report));
    expect(report.blocking).toEqual([]);
    expect(report.enhancementsOnly.map((finding) => finding.feature)).toEqual(["@media", "<body> element", "border-radius"]);
    const media = report.enhancementsOnly.find((finding) => finding.feature === "@media");
    expect(media?.unsupported).toEqual(["outlook.windows"]);
    // Partial support is reported, never blocking: Outlook for Windows only partly honours padding.
    expect(report.partialOnly.find((finding) => finding.feature === "padding")?.partial).toEqual(["outlook.windows"]);
  });

  it("blocks the same email when its enhancements are not declared", () => {
    const report = unsupportedEmailFeatures(WELL_FORMED_EMAIL);
    expect(report.blocking.map((finding) => finding.feature)).toEqual(["@media", "<body> element", "border-radius"]);
    expect(report.enhancementsOnly).toEqual([]);
  });

  it.each([
    ["flexbox", '<div style="display: flex;"><div>Tour</div><div>Merch</div></div>', "display:flex", ["outlook.windows"]],
    [
      "CSS grid",
      '<div style="display: grid; grid-template-columns: 1fr 1fr;"><div>Tour</div><div>Merch</div></div>',
      "display:grid",
      ["outlook.windows", "gmail.desktop-webmail", "gmail.ios", "gmail.android"],
    ],
    [
      "absolute positioning",
      '<div style="position: absolute; top: 0;">Sold out</div>',
      "position",
      ["outlook.windows", "gmail.desktop-webmail", "gmail.ios", "gmail.android"],
    ],
  ])("blocks a layout built on %s in an inline style", (_name, body, feature, unsupported) => {
    const report = unsupportedEmailFeatures(documentWith(body), { allowed: ["<body> element"] });
    console.log(formatEmailFeatureReport(report));
    expect(report.blocking).toEqual([expect.objectContaining({ feature, unsupported })]);
  });

  it("reads Outlook on the web from caniemail's data, which its API cannot take", () => {
    const report = unsupportedEmailFeatures(documentWith('    <a href="https://example.com/tickets" target="_blank">Tickets</a>'));
    const target = report.blocking.find((finding) => finding.feature === "target attribute");
    expect(target?.unsupported).toContain("outlook.outlook-com");
    expect(target?.unsupported).toContain("gmail.desktop-webmail");
  });

  it("sees a dark-mode query only as @media: caniemail 1.x does not look inside it", () => {
    const html = `<!DOCTYPE html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8">\n    <title>Email</title>\n    <style>@media (prefers-color-scheme: dark) { .card { display: flex; } }</style>\n  </head>\n  <body></body>\n</html>\n`;
    const features = unsupportedEmailFeatures(html).blocking.map((finding) => finding.feature);
    expect(features).toContain("@media");
    expect(features).not.toContain("@media (prefers-color-scheme)");
    expect(features).not.toContain("display:flex");
  });

  it("refuses an allowed feature caniemail does not know, so a typo cannot hide a finding", () => {
    expect(() => unsupportedEmailFeatures(WELL_FORMED_EMAIL, { allowed: ["border radius"] })).toThrow(/border radius/);
  });
});
