import type { ShippingZone } from "../../schema/entities/shipping";
import type { DraftCheck } from "../shell/AdminForm";
import { dollarsText, parseDollars } from "../shell/dollars";

/** A zone as its form holds it: rates in dollars as typed, the threshold empty for none. */
export interface ZoneDraft {
  readonly name: string;
  readonly countries: readonly string[];
  readonly firstItem: string;
  readonly extraItem: string;
  readonly freeOver: string;
}

export type ZoneInput = Omit<ShippingZone, "id">;
export type ZoneDraftProblems = Partial<Record<"name" | "countries" | "firstItem" | "extraItem" | "freeOver", string>>;

export function emptyZoneDraft(): ZoneDraft {
  return { name: "", countries: [], firstItem: "", extraItem: "0", freeOver: "" };
}

const dollarsOf = (cents: number) => dollarsText(cents / 100);

export function draftOfZone(zone: ShippingZone): ZoneDraft {
  return {
    name: zone.name,
    countries: zone.countries,
    firstItem: dollarsOf(zone.firstItemCents),
    extraItem: dollarsOf(zone.extraItemCents),
    freeOver: zone.freeOverCents === null ? "" : dollarsOf(zone.freeOverCents),
  };
}

const MONEY = "Enter an amount in dollars, such as 5 or 4.99.";

/** The zone to save, or what is wrong with the draft, by field. */
export function checkZoneDraft(draft: ZoneDraft): DraftCheck<ZoneInput, ZoneDraftProblems> {
  const problems: ZoneDraftProblems = {};
  const name = draft.name.trim();
  if (name === "") problems.name = "Name the zone, such as Europe or Domestic.";
  if (draft.countries.length === 0) problems.countries = "Add at least one country this zone ships to.";
  const first = parseDollars(draft.firstItem);
  if (first === null || first === "invalid") problems.firstItem = MONEY;
  const extra = parseDollars(draft.extraItem === "" ? "0" : draft.extraItem);
  if (extra === null || extra === "invalid") problems.extraItem = MONEY;
  const freeOver = parseDollars(draft.freeOver);
  if (freeOver === "invalid" || freeOver === 0) problems.freeOver = "Enter an order total above $0, or leave it empty for never.";
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const cents = (dollars: number) => Math.round(dollars * 100);
  return {
    ok: true,
    input: {
      name,
      countries: [...draft.countries],
      firstItemCents: cents(first as number),
      extraItemCents: cents(extra as number),
      freeOverCents: typeof freeOver === "number" ? cents(freeOver) : null,
    },
  };
}
