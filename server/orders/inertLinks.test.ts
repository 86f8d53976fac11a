import { describe, expect, it } from "vitest";
import { inertLinks } from "./inertLinks";

describe("a fan's words in mail", () => {
  it("keep no address a mail program would link", () => {
    expect(inertLinks("Claim your prize at https://win.example/now?x=1 or HTTP://WIN.EXAMPLE")).toBe(
      "Claim your prize at hxxps://win[.]example/now?x=1 or HxxP://WIN[.]EXAMPLE",
    );
    expect(inertLinks("see www.win.example, mail me@win.example or 203.0.113.9")).toBe(
      "see www[.]win[.]example, mail me@win[.]example or 203[.]0[.]113[.]9",
    );
    expect(inertLinks("mailto:me@win.example javascript:alert(1) ftp://files.example/a")).toBe(
      "mailto[:]me@win[.]example javascript[:]alert(1) ftp[:]//files[.]example/a",
    );
  });

  it("leave ordinary words, times and prices as they are", () => {
    const words = "Happy birthday! See you at 8.30 — it cost $9.99. Note: e.g. this one.\nLove, Ada";
    expect(inertLinks(words)).toBe(words);
  });
});
