import { useCallback, useEffect, useId, useState } from "react";
import type { StudioFan } from "../../schema/api/fans";
import type { StudioTier } from "../../schema/api/tiers";
import type { studioApi } from "../api/studioApi";
import { downloadText } from "../document/importExport";
import { PagedTable } from "../shell/PagedTable";
import { SearchBox } from "../shell/SearchBox";
import { useListChanges } from "../shell/useListChanges";
import { useLoadedList } from "../shell/useLoadedList";
import { ChangePaidTierDialog } from "./ChangePaidTierDialog";
import { billingPrice, billingState, complimentaryOrigin } from "./fanBilling";

const PAGE_SIZE = 50;

export type FansApi = Pick<typeof studioApi, "listFans" | "exportFans" | "setMembership" | "listTiers">;

/** What the toast says once a fan's tier changed. */
function tierChanged(fan: StudioFan, tiers: readonly StudioTier[], tierId: string | null): string {
  const tierName = tiers.find((option) => option.id === tierId)?.name;
  return tierName ? `${fan.email} moved to ${tierName}` : `${fan.email}'s tier taken away`;
}

/**
 * The artist's fans (issue 17): found by name or address, shown by tier, 50 to a page, newest
 * first; a tier given by hand (a comped membership) or taken away; all of them exported as CSV.
 * A paid tier held without paying (an import's or the artist's gift) is marked Complimentary, and
 * the Tier filter finds those.
 * A paying member shows what they pay and when it renews (issue 34, item 13), and changing their
 * tier asks first, saying what happens to their billing.
 */
export function FansView({ profileId, api }: { profileId: string; api: FansApi }) {
  const [search, setSearch] = useState("");
  const [tier, setTier] = useState<string>("");
  const [offset, setOffset] = useState(0);
  const [tiers, setTiers] = useState<readonly StudioTier[]>([]);
  const tierId = useId();

  useEffect(() => {
    api.listTiers(profileId).then(setTiers, () => setTiers([]));
  }, [api, profileId]);

  const load = useCallback(
    () => api.listFans(profileId, { search, offset, limit: PAGE_SIZE, ...(tier === "" ? {} : { tier }) }),
    [api, profileId, search, tier, offset],
  );
  const { list: page, refresh } = useLoadedList("The fans", load);
  const { problem, change: act } = useListChanges(refresh);
  const [asking, setAsking] = useState<{ fan: StudioFan; tierId: string | null } | null>(null);
  const giveTier = (fan: StudioFan, tierId: string | null) =>
    void act(() => api.setMembership(profileId, fan.id, tierId), `${fan.email}'s tier was not changed`, tierChanged(fan, tiers, tierId));
  const chooseTier = (fan: StudioFan, tierId: string | null) => {
    if (fan.billing) setAsking({ fan, tierId });
    else giveTier(fan, tierId);
  };

  return (
    <section aria-label="Fans">
      <div className="studio-admin__inline">
        <SearchBox
          label="Find a fan"
          value={search}
          onSearch={(value) => {
            setSearch(value);
            setOffset(0);
          }}
        />
        <label htmlFor={tierId}>Tier</label>
        <select
          id={tierId}
          value={tier}
          onChange={(event) => {
            setTier(event.target.value);
            setOffset(0);
          }}
        >
          <option value="">All fans</option>
          <option value="none">No tier</option>
          <option value="complimentary">Complimentary</option>
          {tiers.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          onClick={() =>
            void act(async () => downloadText("fans.csv", await api.exportFans(profileId), "text/csv"), "The fans were not exported")
          }
        >
          Export CSV
        </button>
      </div>
      <PagedTable
        page={page}
        problem={problem}
        loading="Loading the fans…"
        empty={search || tier ? "No fan matches." : "No fans yet: they appear here when they sign up on the site."}
        offset={offset}
        pageSize={PAGE_SIZE}
        onOffset={setOffset}
        columns={
          <>
            <th scope="col">Name</th>
            <th scope="col">Address</th>
            <th scope="col">Tier</th>
            <th scope="col">Pays</th>
            <th scope="col">Renewal</th>
          </>
        }
      >
        {(fan) => (
          <tr key={fan.id}>
            <td>
              {fan.firstName} {fan.lastName}
            </td>
            <td>{fan.email}</td>
            <td>
              <select
                aria-label={`Tier of ${fan.email}`}
                value={fan.membershipTierId ?? ""}
                onChange={(event) => chooseTier(fan, event.target.value || null)}
              >
                <option value="">No tier</option>
                {tiers.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </select>
            </td>
            <FanBillingCells fan={fan} />
          </tr>
        )}
      </PagedTable>
      {asking?.fan.billing ? (
        <ChangePaidTierDialog
          fanName={`${asking.fan.firstName} ${asking.fan.lastName}`.trim() || asking.fan.email}
          billing={asking.fan.billing}
          targetTierName={asking.tierId === null ? null : (tiers.find((option) => option.id === asking.tierId)?.name ?? "another tier")}
          onConfirm={() => {
            setAsking(null);
            giveTier(asking.fan, asking.tierId);
          }}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </section>
  );
}

/**
 * What a member pays (and for which tier, when the artist gave them another) and when it renews; a
 * paid tier not paid for is marked Complimentary, with where it came from; empty for a fan who pays nothing.
 */
function FanBillingCells({ fan }: { readonly fan: StudioFan }) {
  const { billing } = fan;
  if (!billing && fan.complimentary)
    return (
      <>
        <td>
          <span className="studio-badge">Complimentary</span>
        </td>
        <td>{complimentaryOrigin(fan.complimentary)}</td>
      </>
    );
  if (!billing)
    return (
      <>
        <td />
        <td />
      </>
    );
  return (
    <>
      <td>
        {billingPrice(billing)}
        {billing.tierName !== fan.tierName ? ` for ${billing.tierName || "a deleted tier"}` : ""}
      </td>
      <td>{billingState(billing)}</td>
    </>
  );
}
