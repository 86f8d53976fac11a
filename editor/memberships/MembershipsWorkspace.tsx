import { useCallback, useState } from "react";
import { tierPriceLines } from "../../blocks/membershipSection/prices";
import { ChipList } from "../../client/ui/ChipList";
import type { StudioTier, TierInput } from "../../schema/api/tiers";
import { studioApi } from "../api/studioApi";
import { SectionList } from "../shell/SectionList";
import type { StudioSectionProps } from "../shell/studioSections";
import { useConfirmDialog } from "../shell/useConfirmDialog";
import { useListChanges } from "../shell/useListChanges";
import { useLoadedList } from "../shell/useLoadedList";
import { TierForm } from "./TierForm";
import { draftOfTier, emptyTierDraft } from "./tierDraft";

type Editing = { readonly mode: "closed" } | { readonly mode: "new" } | { readonly mode: "edit"; readonly tier: StudioTier };

export type TiersApi = Pick<typeof studioApi, "listTiers" | "createTier" | "updateTier" | "orderTiers" | "deleteTier">;

const count = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

/** What a tier's members read besides its own posts: the tiers by name, as chips (up to 3, then '+ N more'). */
function IncludesLine({ tier, tiers }: { tier: StudioTier; tiers: readonly StudioTier[] }) {
  const included = tiers.filter((other) => tier.includesTierIds.includes(other.id));
  if (included.length === 0) return <p className="studio-hint">Its members read its own posts only</p>;
  return (
    <div className="studio-hint studio-includes">
      <span>Includes the posts of </span>
      <ChipList
        look="studio"
        label={`Tiers whose posts ${tier.name} includes`}
        chips={included.map((other) => ({ key: other.id, label: other.name }))}
      />
    </div>
  );
}

function TierRow({
  tier,
  tiers,
  index,
  total,
  onEdit,
  onMove,
  onDelete,
}: {
  tier: StudioTier;
  tiers: readonly StudioTier[];
  index: number;
  total: number;
  onEdit(): void;
  onMove(by: -1 | 1): void;
  onDelete(): void;
}) {
  return (
    <li className="studio-admin__item">
      <div>
        <strong>{tier.name}</strong>
        <p className="studio-hint">
          {tierPriceLines(tier).join(" · ")} · {count(tier.members, "member", "members")} · {count(tier.posts, "post", "posts")}
          {tier.hidden ? " · hidden from fans" : ""}
        </p>
        <IncludesLine tier={tier} tiers={tiers} />
      </div>
      <div className="studio-admin__actions">
        <button type="button" aria-label={`Move ${tier.name} up`} disabled={index === 0} onClick={() => onMove(-1)}>
          ↑
        </button>
        <button type="button" aria-label={`Move ${tier.name} down`} disabled={index === total - 1} onClick={() => onMove(1)}>
          ↓
        </button>
        <button type="button" aria-label={`Edit ${tier.name}`} onClick={onEdit}>
          Edit
        </button>
        <button type="button" aria-label={`Delete ${tier.name}`} onClick={onDelete}>
          Delete
        </button>
      </div>
    </li>
  );
}

/**
 * The studio's Memberships section (issue 17): the artist's tiers in the order fans see them, with
 * prices, benefits, members, posts and the tiers whose posts each includes (issue 30); added,
 * changed, hidden, moved and deleted. A tier that holds members or posts is hidden instead of
 * deleted: the server says so, and this section shows its words.
 */
export function MembershipsWorkspace(props: StudioSectionProps & { readonly api?: TiersApi }) {
  const { profile, api = studioApi } = props;
  const { confirm, dialog } = useConfirmDialog();
  const load = useCallback(() => api.listTiers(profile.id), [api, profile.id]);
  const { list, refresh } = useLoadedList("The membership tiers", load);
  const { problem, attempt, change } = useListChanges(refresh);
  const [editing, setEditing] = useState<Editing>({ mode: "closed" });
  const allTiers = list.state === "ready" ? list.value : [];

  const save = async (input: TierInput) => {
    const outcome = await attempt(
      () => (editing.mode === "edit" ? api.updateTier(profile.id, editing.tier.id, input) : api.createTier(profile.id, input)),
      "The tier was not saved",
      editing.mode === "edit" ? "Tier saved" : "Tier added",
    );
    if (outcome === null) setEditing({ mode: "closed" });
    return outcome;
  };

  const move = async (tiers: readonly StudioTier[], index: number, by: -1 | 1) => {
    const ids = tiers.map((tier) => tier.id);
    const [moved] = ids.splice(index, 1);
    if (moved) ids.splice(index + by, 0, moved);
    await change(() => api.orderTiers(profile.id, ids), "The tiers were not reordered");
  };

  const remove = async (tier: StudioTier) => {
    const message = `Delete the tier "${tier.name}"? This cannot be undone.`;
    if (!(await confirm({ title: "Delete this tier?", message, confirmLabel: "Delete tier", danger: true }))) return;
    await change(() => api.deleteTier(profile.id, tier.id), "The tier was not deleted", `“${tier.name}” deleted`);
  };

  return (
    <div className="studio">
      <main className="studio-admin" aria-labelledby="studio-memberships-heading">
        <div className="studio-admin__head">
          <h1 id="studio-memberships-heading">Memberships</h1>
          {editing.mode === "closed" ? (
            <button type="button" onClick={() => setEditing({ mode: "new" })}>
              Add tier
            </button>
          ) : null}
        </div>
        <p className="studio-hint">
          Fans see the tiers in this order. Members of a tier read its posts and the posts of the tiers it includes, nothing else.
        </p>
        <SectionList
          list={list}
          problem={problem}
          form={
            editing.mode !== "closed" ? (
              <TierForm
                key={editing.mode === "edit" ? editing.tier.id : "new"}
                heading={editing.mode === "edit" ? `Edit ${editing.tier.name}` : "New tier"}
                initial={editing.mode === "edit" ? draftOfTier(editing.tier) : emptyTierDraft()}
                {...(editing.mode === "edit" ? { tierId: editing.tier.id } : {})}
                others={allTiers.filter((tier) => editing.mode !== "edit" || tier.id !== editing.tier.id)}
                onSave={save}
                onCancel={() => setEditing({ mode: "closed" })}
              />
            ) : null
          }
          loading="Loading the tiers…"
          empty={
            editing.mode === "closed"
              ? "No tiers yet. Add a free tier to gather your fans, or a paid one for your closest supporters."
              : null
          }
          onRetry={() => void refresh()}
        >
          {(tiers) => (
            <ol className="studio-admin__list" aria-label="Your tiers">
              {tiers.map((tier, index) => (
                <TierRow
                  key={tier.id}
                  tier={tier}
                  tiers={tiers}
                  index={index}
                  total={tiers.length}
                  onEdit={() => setEditing({ mode: "edit", tier })}
                  onMove={(by) => void move(tiers, index, by)}
                  onDelete={() => void remove(tier)}
                />
              ))}
            </ol>
          )}
        </SectionList>
      </main>
      {dialog}
    </div>
  );
}
