import { describe, expect, it } from "vitest";
import { newEmailDocument } from "../../email/starters";
import type { EmailDocument } from "../../schema/email/document";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { newsletterEdition, personalizeEdition, UNSUBSCRIBE_TOKEN_SLOT, webVersionHtml } from "./newsletterEdition";

const base = newEmailDocument({ id: "n1", title: "Title", starter: "blank" });
const document = {
  ...base,
  settings: { ...base.settings, subject: "Hey {{ first_name | you & yours }}" },
  root: {
    ...base.root,
    children: [{ id: "t", type: "Text", props: { content: richTextFromPlainText("Dear {{first_name|friend}}, {{first_name}}!") } }],
  },
} as EmailDocument;
const site = { origin: "https://band.example", artistName: "The Band" };

describe("newsletter editions", () => {
  it("fill the first name, escaped in the HTML, or the fallback, and the recipient's unsubscribe token", () => {
    const edition = newsletterEdition(document, site, { members: false });
    expect(edition.html).toContain(`https://band.example/unsubscribe/${UNSUBSCRIBE_TOKEN_SLOT}`);
    const named = personalizeEdition(edition, { firstName: "<Ada>", unsubscribeToken: "tok.en" });
    expect(named.subject).toBe("Hey <Ada>");
    expect(named.html).toContain("Dear &lt;Ada&gt;, &lt;Ada&gt;!");
    expect(named.html).not.toContain("<Ada>");
    expect(named.text).toContain("Dear <Ada>, <Ada>!");
    expect(named.html).toContain("https://band.example/unsubscribe/tok.en");
    expect(named.text).toContain("https://band.example/unsubscribe/tok.en");
    expect(named.html).not.toContain(UNSUBSCRIBE_TOKEN_SLOT);

    const unnamed = personalizeEdition(edition, { firstName: " ", unsubscribeToken: "t" });
    expect(unnamed.subject).toBe("Hey you & yours");
    expect(unnamed.html).toContain("Dear friend, !");
  });

  it("say why the email came and link the web version when there is one", () => {
    const edition = newsletterEdition(document, { ...site, webVersionUrl: "https://band.example/newsletters/title" }, { members: false });
    expect(edition.text).toContain("You get this email because you joined The Band's list or became a member.");
    expect(edition.html).toContain("https://band.example/newsletters/title");
  });

  it("give the web version no footer and the fallbacks", () => {
    const html = webVersionHtml(document, site);
    expect(html).toContain("Dear friend, !");
    expect(html).not.toContain("unsubscribe");
  });
});
