import { useEffect, useId, useState } from "react";
import { errorMessageOf } from "../../schema/errors";
import type { DiscountCodesApi } from "../api/discountCodesApi";

/** One thing a code may name: a release, merch or a tier, with the words it is shown by. */
interface Choice {
  readonly id: string;
  readonly label: string;
}

/**
 * The releases and merch a code applies to, or the tiers whose first period it lowers: boxes to
 * tick, found by title for releases (the first 50 that match), every tier at once. What is chosen
 * stays chosen while the search changes.
 */
export function TargetPicker({
  profileId,
  api,
  what,
  chosen,
  onChange,
  problem,
}: {
  readonly profileId: string;
  readonly api: Pick<DiscountCodesApi, "findProducts" | "listTiers">;
  readonly what: "products" | "tiers";
  readonly chosen: readonly string[];
  onChange(ids: readonly string[]): void;
  readonly problem?: string;
}) {
  const id = useId();
  const [search, setSearch] = useState("");
  const [choices, setChoices] = useState<readonly Choice[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    const load =
      what === "products"
        ? api
            .findProducts(profileId, search)
            .then((page) => page.data.map((release) => ({ id: release.id, label: `${release.title} (${release.category})` })))
        : api.listTiers(profileId).then((tiers) => tiers.map((tier) => ({ id: tier.id, label: tier.name })));
    load.then(
      (loaded) => current && setChoices(loaded),
      (error: unknown) => current && setFailure(errorMessageOf(error, "The choices could not be loaded")),
    );
    return () => {
      current = false;
    };
  }, [api, profileId, what, search]);

  const toggle = (choice: string, on: boolean) => onChange(on ? [...chosen, choice] : chosen.filter((other) => other !== choice));
  const legend = what === "products" ? "Releases and merch it applies to" : "Tiers it applies to (none chosen: every tier)";

  return (
    <fieldset className="studio-admin__benefits" aria-describedby={problem ? `${id}-problem` : undefined}>
      <legend>{legend}</legend>
      {what === "products" ? (
        <div className="studio-admin__inline">
          <label htmlFor={`${id}-search`}>Find by title</label>
          <input id={`${id}-search`} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
      ) : null}
      {failure ? <p className="studio-field-error">{failure}</p> : null}
      {choices === null && !failure ? <p className="studio-hint">Loading…</p> : null}
      {choices?.length === 0 ? (
        <p className="studio-hint">{what === "products" ? "No release or merch matches." : "You have no tiers yet."}</p>
      ) : null}
      {choices?.map((choice) => (
        <label key={choice.id} className="studio-admin__inline">
          <input type="checkbox" checked={chosen.includes(choice.id)} onChange={(event) => toggle(choice.id, event.target.checked)} />
          {choice.label}
        </label>
      ))}
      {what === "products" && chosen.length > 0 ? <p className="studio-hint">{chosen.length} chosen</p> : null}
      {problem ? (
        <p id={`${id}-problem`} className="studio-field-error">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
