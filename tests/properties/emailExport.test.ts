import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { formatEmailFeatureReport, htmlValidationProblems, unsupportedEmailFeatures } from "../../email/export/emailChecksTesting";
import { EMAIL_ALLOWED_ENHANCEMENTS, visibleText } from "../../email/export/emailExportTesting";
import { exportEmailHtml } from "../../email/export/exportEmailHtml";
import { exportEmailText } from "../../email/export/exportEmailText";
import { emailParsing } from "../../email/registry";
import { pointerExists } from "../../runtime/jsonPointer";
import { parseEmail } from "../../runtime/parse";
import { EMAIL_TEXT_DEFAULT } from "../../schema/email/blocks";
import type { EmailBlockNode, EmailDocument } from "../../schema/email/document";
import { emailDocumentArbitrary } from "../arbitraries/emails";
import { mutations } from "./documentMutations";

const SITE = "https://band.example";
const words = (text: string) => text.replace(/[\s\u00a0]+/g, " ").trim();
/** Text compared whatever its case: the export writes a text transform (uppercase…) into the text. */
const caseless = (text: string) => text.toUpperCase().toLowerCase();
/** What a reader sees: a phone link's unbreakable hyphens are hyphens. */
const seen = (text: string) => caseless(words(text.replace(/\u2011/g, "-")));

/** Every text a reader must see: the words of each Text block (its equations' and polls' too) and each button's title. */
function textsOf(document: EmailDocument): string[] {
  const texts: string[] = [];
  const visitRich = (node: Record<string, unknown>): void => {
    if (typeof node.text === "string") texts.push(node.text);
    if (node.type === "equation") texts.push(node.equation as string);
    if (node.type === "poll") {
      texts.push(node.question as string);
      for (const option of node.options as { text: string }[]) texts.push(option.text);
    }
    if (Array.isArray(node.children)) for (const child of node.children) visitRich(child);
  };
  const visit = (block: EmailBlockNode): void => {
    if (block.type === "Text") {
      if (block.props.content) visitRich(block.props.content.root as unknown as Record<string, unknown>);
      else texts.push(EMAIL_TEXT_DEFAULT);
    }
    if (block.type === "Button") texts.push(block.props.title ?? "Button");
    for (const child of block.children ?? []) visit(child);
  };
  visit(document.root);
  return texts.map(words).filter((text) => text !== "");
}

describe("every schema-valid email document", () => {
  it("is accepted by the email schema and its block rules", () => {
    fc.assert(
      fc.property(emailDocumentArbitrary, (document) => {
        const parsed = parseEmail(document, { registry: siteBlocks, email: emailParsing });
        expect(parsed.ok ? [] : parsed.errors).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it("exports valid HTML that uses nothing a client lacks, showing every text of the document", () => {
    fc.assert(
      fc.property(emailDocumentArbitrary, (document) => {
        const html = exportEmailHtml(document, { siteUrl: SITE });
        expect(htmlValidationProblems(html)).toEqual([]);
        const report = unsupportedEmailFeatures(html, { allowed: EMAIL_ALLOWED_ENHANCEMENTS });
        expect(report.blocking, formatEmailFeatureReport(report)).toEqual([]);
        const shown = seen(visibleText(html));
        for (const text of textsOf(document)) expect(shown).toContain(seen(text));
      }),
      { numRuns: 100 },
    );
  });

  it("exports plain text with every text of the document, in the document's order", () => {
    fc.assert(
      fc.property(emailDocumentArbitrary, (document) => {
        const plain = words(exportEmailText(document, { siteUrl: SITE }));
        let from = 0;
        for (const text of textsOf(document)) {
          const at = plain.indexOf(text, from);
          expect(at, `"${text}" after position ${from}`).toBeGreaterThanOrEqual(0);
          from = at;
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe("an email document broken by a random mutation", () => {
  it("is refused with at least one clear error whose pointer exists in the input", () => {
    fc.assert(
      fc.property(
        emailDocumentArbitrary,
        fc.constantFrom(...(Object.keys(mutations) as (keyof typeof mutations)[])),
        fc.nat(),
        (document, name, pick) => {
          const broken = mutations[name](document, pick);
          const result = parseEmail(broken, { registry: siteBlocks, email: emailParsing });
          expect(result.ok).toBe(false);
          if (result.ok) return;
          expect(result.errors.length).toBeGreaterThan(0);
          expect(result.errors.some((error) => pointerExists(broken, error.pointer))).toBe(true);
          for (const error of result.errors) {
            expect(error.rule).not.toBe("");
            expect(error.message).toMatch(/^[A-Z"].{8,}\.$/s);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
