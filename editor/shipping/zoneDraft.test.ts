import { describe, expect, it } from "vitest";
import { checkZoneDraft, draftOfZone, emptyZoneDraft } from "./zoneDraft";

describe("a shipping zone's draft", () => {
  it("becomes cents, with an empty threshold meaning never free", () => {
    const draft = { name: " Europe ", countries: ["DE", "FR"], firstItem: "12.99", extraItem: "$3", freeOver: "" };
    expect(checkZoneDraft(draft)).toEqual({
      ok: true,
      input: { name: "Europe", countries: ["DE", "FR"], firstItemCents: 1299, extraItemCents: 300, freeOverCents: null },
    });
  });

  it("names each problem by its field", () => {
    expect(checkZoneDraft({ ...emptyZoneDraft(), extraItem: "abc", freeOver: "0" })).toEqual({
      ok: false,
      problems: {
        name: "Name the zone, such as Europe or Domestic.",
        countries: "Add at least one country this zone ships to.",
        firstItem: "Enter an amount in dollars, such as 5 or 4.99.",
        extraItem: "Enter an amount in dollars, such as 5 or 4.99.",
        freeOver: "Enter an order total above $0, or leave it empty for never.",
      },
    });
  });

  it("reads a saved zone back as it was typed", () => {
    const zone = { id: "z1", name: "Home", countries: ["US"], firstItemCents: 500, extraItemCents: 250, freeOverCents: 7500 };
    const draft = draftOfZone(zone);
    expect(draft).toEqual({ name: "Home", countries: ["US"], firstItem: "5", extraItem: "2.50", freeOver: "75" });
    const { id: _id, ...input } = zone;
    expect(checkZoneDraft(draft)).toEqual({ ok: true, input });
  });
});
