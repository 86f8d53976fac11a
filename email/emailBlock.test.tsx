// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import Ajv2020 from "ajv/dist/2020.js";
import fc from "fast-check";
import { lazy } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { siteBlocks } from "../blocks/registry";
import { TextField } from "../blocks/settings";
import { renderInStudio } from "../editor/canvas/canvasTestKit";
import { selectBlock } from "../editor/commands/selectBlock";
import type { DocumentKind } from "../editor/kinds/documentKind";
import { SettingsDataContext } from "../editor/panels/SettingsContext";
import { SettingsPanel } from "../editor/panels/SettingsPanel";
import { createEditorState } from "../editor/state/editorState";
import type { EmailParsing } from "../runtime/parse";
import { parseEmail } from "../runtime/parse";
import { findNode } from "../runtime/tree";
import { AJV_OPTIONS } from "../schema/ajvOptions";
import { type EmailDocument, emailBlockNodeSchemas, emailDocumentSchema } from "../schema/email/document";
import { blockTreeDefs, leafNodeSchema } from "../schema/page";
import { richTextSchema } from "../schema/richText/index";
import { SCHEMA_BASE_URL } from "../schema/version";
import { emailDocumentArbitraryOf } from "../tests/arbitraries/emails";
import { emailBlockContractProblems } from "../tests/architecture/emailBlockContract";
import { PANEL_DATA } from "./blocks/emailBlockTesting";
import type { EmailBlockDefinition, EmailBlocks, EmailSettingsProps } from "./emailBlock";
import { exportEmailHtml } from "./export/exportEmailHtml";
import { exportEmailText } from "./export/exportEmailText";
import { escapeText } from "./export/html";
import { emailBlocks, emailParsing } from "./registry";
import { newEmailDocument } from "./starters";
import { emailBlockSettingsFor } from "./studio/EmailBlockSettings";
import { emailKind } from "./studio/emailKind";

afterEach(cleanup);

// A block that exists only here: a pull quote, its words and who said them.
const quotePropsSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    words: { type: "string", minLength: 1, maxLength: 200, default: "Best show of the year" },
    by: { type: "string", maxLength: 60, default: "" },
  },
} as const;
type QuoteNode = { id: string; type: "Quote"; props: { words?: string; by?: string } };
type QuoteProps = { words: string; by: string };

/**
 * The real email schema is a fixed union (`emailBlockNodeSchemas` in `schema/email/document.ts`,
 * compiled ahead of time into `schema/generated/emailValidators.js` by `scripts/build-schemas.ts`):
 * a real block adds its node schema there and the build regenerates the validators. A block of a
 * test cannot, so the test compiles the same document schema with the union extended by its node.
 */
const ajv = new Ajv2020({ ...AJV_OPTIONS, schemas: [richTextSchema] });
const validateEmailWithQuote = ajv.compile({
  ...emailDocumentSchema,
  $id: `${SCHEMA_BASE_URL}email-with-quote.json`,
  $defs: blockTreeDefs({ ...emailBlockNodeSchemas, Quote: leafNodeSchema("Quote", quotePropsSchema) }),
});

function QuoteSettings({ props, onChange }: EmailSettingsProps<QuoteNode, QuoteProps>) {
  return (
    <TextField
      label="Words"
      value={props.words}
      maxLength={200}
      onChange={(words) => onChange({ words }, { key: "words", kind: "text" })}
    />
  );
}

const quoteBlock: EmailBlockDefinition<QuoteNode, QuoteProps> = {
  type: "Quote",
  label: "Quote",
  propsSchema: quotePropsSchema,
  validateProps: ajv.compile(quotePropsSchema),
  rules: { canDelete: () => true, canMove: () => true },
  View: ({ props }) => <blockquote className="bl-email-quote">{props.words}</blockquote>,
  Settings: lazy(async () => ({ default: QuoteSettings })),
  html: ({ props }) => `<p style="font-style:italic">“${escapeText(props.words)}”${props.by ? ` (${escapeText(props.by)})` : ""}</p>`,
  text: ({ props }) => [[`“${props.words}”`, props.by]],
  css: ".bl-email-quote { font-style: italic; }",
};

/** The app's email blocks and the quote: a registry of the test's own. */
const blocks: EmailBlocks = { ...emailBlocks, Quote: quoteBlock };
const quoteParsing: EmailParsing = { registry: blocks, validate: validateEmailWithQuote };

/** A blank email holding a quote. The quote's node is outside the email schema's union, so the type is the test's word. */
function emailWithQuote(props: Record<string, unknown> = {}): EmailDocument {
  const email = newEmailDocument({ id: "news", title: "News", starter: "blank" });
  return { ...email, root: { ...email.root, children: [{ id: "quote", type: "Quote", props }] } } as unknown as EmailDocument;
}

describe("an email block defined by its definition alone, in a registry of a test", () => {
  it("is exported to HTML and to text", () => {
    const email = emailWithQuote({ words: "Loud & clear", by: "Nova" });
    expect(exportEmailHtml(email, { siteUrl: "https://band.example", blocks })).toContain(
      '<p style="font-style:italic">“Loud &amp; clear” (Nova)</p>',
    );
    expect(exportEmailText(email, { siteUrl: "https://band.example", blocks })).toBe("“Loud & clear”\nNova\n");
  });

  it("is checked by the parse, its props by its own schema, and refused by the app's registry, which does not know it", () => {
    const options = (email: EmailParsing) => ({ registry: siteBlocks, email });
    expect(parseEmail(emailWithQuote({ words: "Yes" }), options(quoteParsing)).ok).toBe(true);
    const unknownProp = parseEmail(emailWithQuote({ colour: "red" }), options(quoteParsing));
    expect(unknownProp.ok ? [] : unknownProp.errors.map((error) => error.pointer)).toEqual(["/root/children/0/props/colour"]);
    expect(parseEmail(emailWithQuote(), options(emailParsing)).ok).toBe(false);
  });

  it("shows its own settings panel in the studio, whose edits reach the document", async () => {
    const kind: DocumentKind<EmailDocument> = {
      ...emailKind,
      blocks,
      BlockSettings: emailBlockSettingsFor(blocks),
      parse: (input) => parseEmail(input, { registry: siteBlocks, email: quoteParsing }),
    };
    const { store } = renderInStudio(
      <SettingsDataContext.Provider value={PANEL_DATA}>
        <SettingsPanel />
      </SettingsDataContext.Provider>,
      // The canvas kit speaks of pages; the kind and its state are an email's.
      selectBlock(createEditorState(emailWithQuote()), "quote") as never,
      kind as unknown as DocumentKind,
    );
    expect(screen.getByRole("heading", { name: "Quote" })).toBeTruthy();
    const words = (await screen.findByLabelText("Words")) as HTMLInputElement;
    expect(words.value).toBe("Best show of the year");
    fireEvent.change(words, { target: { value: "Unforgettable" } });
    expect(findNode(store.getState().document, "quote")?.props).toEqual({ words: "Unforgettable" });
  });

  it("meets the email block contract but for its folder, and is generated by the property tests' documents", () => {
    const problems = emailBlockContractProblems({
      type: "Quote",
      definition: quoteBlock as EmailBlockDefinition,
      blocks,
      nodeSchema: leafNodeSchema("Quote", quotePropsSchema),
      folderFiles: [],
    });
    expect(problems.filter((problem) => !problem.startsWith("has no "))).toEqual([]);
    const documents = fc.sample(emailDocumentArbitraryOf(blocks), { numRuns: 100, seed: 33 });
    expect(documents.some((document) => JSON.stringify(document).includes('"type":"Quote"'))).toBe(true);
    for (const document of documents) expect(parseEmail(document, { registry: siteBlocks, email: quoteParsing }).ok).toBe(true);
  });
});
