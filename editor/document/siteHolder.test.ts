import { describe, expect, it } from "vitest";
import type { EditKind } from "../../runtime/history";
import type { SiteDocument } from "../../schema/site";
import { sampleSite } from "../shell/studioTestKit";
import { createSiteHolder, type SiteHolder } from "./siteHolder";

/** A site whose only change is its font, so each state is told apart by one value. */
function withFont(site: SiteDocument, font: string): SiteDocument {
  return { ...site, settings: { ...site.settings, fontFamily: font } };
}

const fontOf = (holder: SiteHolder) => holder.get().settings?.fontFamily ?? "v0";

/** A holder on a site reading "v0", the clock at `clock.now`. */
function holderAt() {
  const clock = { now: 0 };
  const holder = createSiteHolder(withFont(sampleSite(), "v0"), () => clock.now);
  /** Sets the font to `value` as an edit of field `key` at time `at`. */
  const edit = (value: string, key: string, kind: EditKind, at: number) => {
    clock.now = at;
    holder.set(withFont(holder.get(), value), { key, kind });
  };
  return { holder, edit };
}

/** The values undo goes back through, to the start. */
function undoAll(holder: SiteHolder): string[] {
  const seen: string[] = [];
  while (holder.canUndo()) {
    holder.undo();
    seen.push(fontOf(holder));
  }
  return seen;
}

describe("the site settings' history (the page's engine: patches, SPEC §9 bursts)", () => {
  it("takes each choice back on its own, and redoes what undo took back", () => {
    const { holder, edit } = holderAt();
    edit("v1", "theme", "choice", 0);
    edit("v2", "theme", "choice", 10);
    holder.undo();
    expect(fontOf(holder)).toBe("v1");
    expect(holder.canRedo()).toBe(true);
    holder.redo();
    expect(fontOf(holder)).toBe("v2");
    expect(undoAll(holder)).toEqual(["v1", "v0"]);
    expect(holder.get()).toEqual(withFont(sampleSite(), "v0"));
  });

  it("folds typing within 500 ms and a slider within 1000 ms into one step, per field", () => {
    const typed = holderAt();
    for (const [value, at] of [
      ["a", 0],
      ["ab", 400],
      ["abc", 800],
      ["abcd", 1400],
    ] as const)
      typed.edit(value, "font", "text", at);
    expect(undoAll(typed.holder)).toEqual(["abc", "v0"]);
    const slid = holderAt();
    for (const [value, at] of [
      ["r1", 0],
      ["r2", 900],
      ["r3", 1800],
    ] as const)
      slid.edit(value, "radius", "slider", at);
    slid.edit("c", "colour", "slider", 1900);
    expect(undoAll(slid.holder)).toEqual(["r3", "v0"]);
  });

  it("forgets what could be redone once a new edit is made, and has nothing to undo at first", () => {
    const { holder, edit } = holderAt();
    expect(holder.canUndo()).toBe(false);
    edit("v1", "theme", "choice", 0);
    holder.undo();
    edit("v3", "logo", "choice", 5);
    expect(holder.canRedo()).toBe(false);
  });

  it("never folds an edit into a step that undo has ended", () => {
    const { holder, edit } = holderAt();
    edit("a", "font", "text", 0);
    edit("ab", "font", "text", 100);
    holder.undo();
    edit("x", "font", "text", 200);
    expect(undoAll(holder)).toEqual(["v0"]);
  });

  it("starts afresh after a change from elsewhere (the page list), which cannot be undone", () => {
    const { holder, edit } = holderAt();
    edit("v1", "theme", "choice", 0);
    holder.set(withFont(holder.get(), "renamed"));
    expect(holder.canUndo()).toBe(false);
    expect(fontOf(holder)).toBe("renamed");
  });
});
