import fc from "fast-check";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { ID_PATTERN } from "../../schema/common";
import type { PageDocument } from "../../schema/page";
import { plainTextOf } from "../../schema/richText/plainText";
import { CURRENT_SCHEMA_VERSIONS } from "../../schema/version";
import { DocumentView } from "../interpreter/DocumentView";
import { renderOnServer } from "../interpreter/serverRendering";
import { parseDocument } from "../parse";
import { allNodes } from "../tree";
import { buildTemplateSite, SITE_TEMPLATES, siteTemplateOf } from "./siteTemplates";
import { TEMPLATE_MEMBERSHIP_TITLE } from "./templatePages";

/** An artist as a profile may have them: a name of 1 to 100 characters (any, quotes and braces too), with or without an email list. */
const artistArbitrary = fc.record(
  {
    name: fc.string({ minLength: 1, maxLength: 100 }).filter((name) => name.trim() === name && name !== ""),
    emailListId: fc.stringMatching(new RegExp(ID_PATTERN)),
  },
  { requiredKeys: ["name"] },
);

/** Every word a page shows, as plain text (Text blocks' rich text read back). */
function wordsOf(page: PageDocument): string {
  return allNodes(page)
    .map((node) => (node.type === "Text" ? (node.props.content ? plainTextOf(node.props.content) : "") : JSON.stringify(node.props)))
    .join("\n");
}

describe("starter templates (issue 39, item 4)", () => {
  it("are a band, a solo artist and a DJ/producer, found by their ids", () => {
    expect(SITE_TEMPLATES.map((template) => [template.id, template.label])).toEqual([
      ["band", "Band"],
      ["solo", "Solo artist"],
      ["dj", "DJ / producer"],
    ]);
    expect(siteTemplateOf("dj")?.label).toBe("DJ / producer");
    expect(SITE_TEMPLATES.map((template) => siteTemplateOf(template.id))).toEqual(SITE_TEMPLATES);
  });

  it.each(SITE_TEMPLATES)(
    "$label: for any artist, makes a schema-valid site and five valid pages at the current versions, filled with the artist's data",
    (template) => {
      fc.assert(
        fc.property(artistArbitrary, (artist) => {
          const { site, pages } = buildTemplateSite(template, artist);
          for (const document of [site, ...pages]) {
            const parsed = parseDocument(JSON.parse(JSON.stringify(document)), { registry: siteBlocks });
            expect(parsed, `${document.kind} ${"id" in document ? document.id : ""}`).toEqual({ ok: true, value: document });
          }
          expect(site.schemaVersion).toBe(CURRENT_SCHEMA_VERSIONS.site);
          expect(pages.map((page) => page.schemaVersion)).toEqual(pages.map(() => CURRENT_SCHEMA_VERSIONS.page));
          expect(pages.map((page) => page.path)).toEqual(["/", "/about", "/listen", "/tour", "/contact"]);
          expect(site.pages).toEqual(pages.map(({ id, path, title }) => ({ id, path, title })));
          expect(site.settings?.headerLinks?.map((link) => link.href)).toEqual(["/about", "/listen", "/tour", "/contact", "/members"]);
          expect(site.settings).toMatchObject(template.look);

          const [home, about] = pages as [PageDocument, PageDocument];
          // SPEC's home: a hero, 'Join the tribe', featured music, events and the email list, in that order.
          expect(home.root.children?.slice(0, 5).map((node) => node.type)).toEqual([
            "Hero",
            "MembershipSection",
            "FeaturedMusic",
            "UpcomingEvents",
            "EmailList",
          ]);
          expect(home.root.children?.[1]?.props).toMatchObject({ title: TEMPLATE_MEMBERSHIP_TITLE });
          expect(wordsOf(about)).toContain(`About ${artist.name}`);
          expect(home.description).toContain(artist.name);
          // The sign-up forms join the artist's list, or none when they have none yet.
          const forms = pages.flatMap((page) => allNodes(page).filter((node) => node.type === "EmailList"));
          expect(forms.length).toBeGreaterThanOrEqual(3);
          for (const form of forms) expect(form.props).toMatchObject(artist.emailListId ? { emailListId: artist.emailListId } : {});
          if (!artist.emailListId) for (const form of forms) expect(form.props).not.toHaveProperty("emailListId");
          // Every button leads somewhere, so none is left out as not ready.
          for (const node of pages.flatMap((page) => allNodes(page)))
            if (node.type === "Button") expect(node.props.link).toMatch(/^\/[a-z]*$/);
        }),
        { numRuns: 25 },
      );
    },
  );

  it.each(SITE_TEMPLATES)("$label: renders every page on the server without a broken block, showing the artist's name", (template) => {
    const consoleError = vi.spyOn(console, "error");
    const artist = { name: `Ada & the "Braces" {name}`, emailListId: "news" };
    for (const page of buildTemplateSite(template, artist).pages) {
      const html = renderOnServer(() => renderToString(<DocumentView document={page} registry={siteBlocks} />));
      expect(html).not.toContain("bl-block-error");
      expect(html).toContain("bl-container");
      if (page.path === "/about") expect(html).toContain("About Ada &amp; the &quot;Braces&quot; {name}");
    }
    expect(consoleError).not.toHaveBeenCalled();
  });

  // Found by the property above (counterexample {"name":"$&"}): a name was read as a replacement pattern.
  it("keeps a name holding replacement patterns ($&, $', $`, $$) as typed", () => {
    const name = "$& $' $` $$ Collective";
    const about = buildTemplateSite(SITE_TEMPLATES[0] as (typeof SITE_TEMPLATES)[number], { name }).pages[1] as PageDocument;
    expect(wordsOf(about)).toContain(`About ${name}`);
  });

  it("has no lorem ipsum, and words of its own for each kind of act", () => {
    const homes = SITE_TEMPLATES.map((template) => wordsOf(buildTemplateSite(template, { name: "Night Ferry" }).pages[0] as PageDocument));
    for (const words of homes) expect(words).not.toMatch(/lorem|ipsum/i);
    expect(new Set(homes).size).toBe(3);
  });
});
