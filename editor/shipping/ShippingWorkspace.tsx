import { useCallback, useMemo, useState } from "react";
import type { ShippingZone } from "../../schema/entities/shipping";
import { countryName } from "../../schema/rules/countries";
import { formatCents } from "../../schema/rules/money";
import { type ShippingApi, shippingApi } from "../api/shippingApi";
import { PagedTable } from "../shell/PagedTable";
import type { StudioSectionProps } from "../shell/studioSections";
import { useConfirmDialog } from "../shell/useConfirmDialog";
import { useListChanges } from "../shell/useListChanges";
import { type Loaded, useLoadedList } from "../shell/useLoadedList";
import { ZoneForm } from "./ZoneForm";
import { draftOfZone, emptyZoneDraft, type ZoneInput } from "./zoneDraft";

type Editing = { readonly mode: "closed" } | { readonly mode: "new" } | { readonly mode: "edit"; readonly zone: ShippingZone };

const withoutId = ({ id: _id, ...zone }: ShippingZone): ZoneInput => zone;

/** A zone's countries in words: the first few by name, then how many more. */
function countriesText(countries: readonly string[]): string {
  const names = countries.map(countryName).sort((a, b) => a.localeCompare(b, "en"));
  return names.length <= 4 ? names.join(", ") : `${names.slice(0, 3).join(", ")} and ${names.length - 3} more`;
}

/** A zone's rates in words: "$5.00, then $2.00 each extra item". */
function ratesText(zone: ShippingZone): string {
  const first = zone.firstItemCents === 0 ? "Free" : formatCents(zone.firstItemCents);
  return zone.extraItemCents === 0 ? `${first}, any number of items` : `${first}, then ${formatCents(zone.extraItemCents)} each extra item`;
}

/**
 * The studio's Shipping section (issue 36, item 3): the zones the artist ships merch to, each with
 * its countries, its rates and its free-shipping threshold; a form to add or change one, and
 * Remove behind a confirmation. Saving sends all zones at once, and the server refuses a country
 * in two zones. A fan chooses their country at checkout; one in no zone cannot be shipped to.
 */
export function ShippingWorkspace(props: StudioSectionProps & { readonly api?: ShippingApi }) {
  const { profile, api = shippingApi } = props;
  const { confirm, dialog } = useConfirmDialog();
  const load = useCallback(() => api.list(profile.id), [api, profile.id]);
  const { list, refresh } = useLoadedList("The shipping zones", load);
  const { problem, attempt, change } = useListChanges(refresh);
  const [editing, setEditing] = useState<Editing>({ mode: "closed" });
  const zones = list.state === "ready" ? list.value : [];
  const page = useMemo<Loaded<{ total: number; data: readonly ShippingZone[] }>>(
    () => (list.state === "ready" ? { state: "ready", value: { total: list.value.length, data: list.value } } : list),
    [list],
  );
  // The countries other zones hold, which the zone being edited cannot take too.
  const takenBy = new Map(
    zones
      .filter((zone) => editing.mode !== "edit" || zone.id !== editing.zone.id)
      .flatMap((zone) => zone.countries.map((code) => [code, zone.name] as const)),
  );

  const save = (input: ZoneInput) =>
    attempt(
      async () => {
        const next =
          editing.mode === "edit"
            ? zones.map((zone) => (zone.id === editing.zone.id ? input : withoutId(zone)))
            : [...zones.map(withoutId), input];
        await api.save(profile.id, next);
        setEditing({ mode: "closed" });
      },
      "The zone was not saved",
      `${input.name} saved`,
    );

  const remove = async (zone: ShippingZone) => {
    const message = `Fans in ${countriesText(zone.countries)} can no longer order merch, unless another zone ships there. Orders already made keep their shipping.`;
    if (!(await confirm({ title: `Remove ${zone.name}?`, message, confirmLabel: "Remove zone", danger: true }))) return;
    await change(
      () => api.save(profile.id, zones.filter((other) => other.id !== zone.id).map(withoutId)),
      "The zone was not removed",
      `${zone.name} removed`,
    );
  };

  return (
    <div className="studio">
      <main className="studio-admin" aria-labelledby="studio-shipping-heading">
        <div className="studio-admin__head">
          <h1 id="studio-shipping-heading">Shipping</h1>
          {editing.mode === "closed" ? (
            <button type="button" onClick={() => setEditing({ mode: "new" })}>
              New zone
            </button>
          ) : null}
        </div>
        <p>
          Where you ship merch and what it costs. Fans choose their country at checkout: shipping is the zone's rate for the first item,
          plus its extra rate for each further item, and free from the order total you set. Countries in no zone cannot order merch.
        </p>
        {editing.mode !== "closed" ? (
          <ZoneForm
            key={editing.mode === "edit" ? editing.zone.id : "new"}
            heading={editing.mode === "edit" ? `Edit ${editing.zone.name}` : "New shipping zone"}
            initial={editing.mode === "edit" ? draftOfZone(editing.zone) : emptyZoneDraft()}
            takenBy={takenBy}
            onSave={save}
            onCancel={() => setEditing({ mode: "closed" })}
          />
        ) : null}
        <PagedTable
          page={page}
          problem={problem}
          label="Shipping zones"
          loading="Loading the shipping zones…"
          empty="No shipping zones yet, so fans cannot order merch. Add a zone for each part of the world you ship to."
          offset={0}
          pageSize={Math.max(zones.length, 1)}
          onOffset={() => undefined}
          columns={
            <>
              <th scope="col">Zone</th>
              <th scope="col">Countries</th>
              <th scope="col">Rates</th>
              <th scope="col">Free shipping</th>
              <th scope="col">
                <span className="studio-visually-hidden">Actions</span>
              </th>
            </>
          }
        >
          {(zone) => (
            <tr key={zone.id}>
              <td>{zone.name}</td>
              <td>{countriesText(zone.countries)}</td>
              <td>{ratesText(zone)}</td>
              <td>{zone.freeOverCents === null ? "Never" : `On orders of ${formatCents(zone.freeOverCents)} or more`}</td>
              <td>
                <div className="studio-admin__actions">
                  <button type="button" aria-label={`Edit ${zone.name}`} onClick={() => setEditing({ mode: "edit", zone })}>
                    Edit
                  </button>
                  <button type="button" aria-label={`Remove ${zone.name}`} onClick={() => void remove(zone)}>
                    Remove
                  </button>
                </div>
              </td>
            </tr>
          )}
        </PagedTable>
      </main>
      {dialog}
    </div>
  );
}
