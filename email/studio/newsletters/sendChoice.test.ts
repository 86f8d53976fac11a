import { describe, expect, it } from "vitest";
import { EMPTY_SEND_CHOICE, localDateTimeValue, sendRequestOf } from "./sendChoice";

const NOW = new Date(2026, 10, 27, 12, 0).getTime();

describe("a send's choice", () => {
  it("names a list, or at least one tier", () => {
    expect(sendRequestOf(EMPTY_SEND_CHOICE, NOW)).toEqual({ ok: false, message: "Choose an email list." });
    expect(sendRequestOf({ ...EMPTY_SEND_CHOICE, emailListId: "news", publishWebVersion: true }, NOW)).toEqual({
      ok: true,
      request: { audience: { emailListId: "news" }, publishWebVersion: true },
    });
    const tiers = { ...EMPTY_SEND_CHOICE, audience: "tiers" as const, emailListId: "news" };
    expect(sendRequestOf(tiers, NOW)).toEqual({ ok: false, message: "Choose at least one tier." });
    expect(sendRequestOf({ ...tiers, tierIds: ["gold", "crew"] }, NOW)).toEqual({
      ok: true,
      request: { audience: { membershipTierIds: ["gold", "crew"] }, publishWebVersion: false },
    });
  });

  it("sends later only at a time in the future, read in the artist's time zone", () => {
    const later = { ...EMPTY_SEND_CHOICE, emailListId: "news", when: "later" as const };
    expect(sendRequestOf(later, NOW)).toEqual({ ok: false, message: "Choose when to send it." });
    expect(sendRequestOf({ ...later, sendAt: "2026-11-27T12:00" }, NOW)).toEqual({ ok: false, message: "Choose a time in the future." });
    expect(sendRequestOf({ ...later, sendAt: "2026-11-27T12:01" }, NOW)).toEqual({
      ok: true,
      request: { audience: { emailListId: "news" }, sendAt: new Date(2026, 10, 27, 12, 1).toISOString(), publishWebVersion: false },
    });
  });

  it("sends the tiers chosen for the 'Members only' parts, and leaves the default (the paid tiers) to the server", () => {
    const chosen = { ...EMPTY_SEND_CHOICE, emailListId: "news", membersOnlyTierIds: ["crew"] };
    expect(sendRequestOf(chosen, NOW)).toMatchObject({ ok: true, request: { membersOnlyTierIds: ["crew"] } });
    expect(sendRequestOf({ ...chosen, membersOnlyTierIds: [] }, NOW)).toMatchObject({ ok: true, request: { membersOnlyTierIds: [] } });
    const request = sendRequestOf({ ...chosen, membersOnlyTierIds: null }, NOW);
    expect(request.ok && "membersOnlyTierIds" in request.request).toBe(false);
  });

  it("offers the field's earliest time as the field writes it", () => {
    expect(localDateTimeValue(new Date(2026, 0, 5, 9, 7).getTime())).toBe("2026-01-05T09:07");
  });
});
