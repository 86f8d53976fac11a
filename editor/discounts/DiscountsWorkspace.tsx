import { useCallback, useMemo, useState } from "react";
import type { DiscountCode, DiscountCodeInput } from "../../schema/api/discountCodes";
import { type DiscountCodesApi, discountCodesApi } from "../api/discountCodesApi";
import { PagedTable } from "../shell/PagedTable";
import { studioDateTime } from "../shell/studioDateTime";
import type { StudioSectionProps } from "../shell/studioSections";
import { useConfirmDialog } from "../shell/useConfirmDialog";
import { useListChanges } from "../shell/useListChanges";
import { type Loaded, useLoadedList } from "../shell/useLoadedList";
import { DiscountForm } from "./DiscountForm";
import { draftOfDiscount, emptyDiscountDraft } from "./discountDraft";
import { DISCOUNT_STATUS_WORDS, discountAmountText, discountTargetText, discountUsesText } from "./discountWords";

const PAGE_SIZE = 50;

type Editing = { readonly mode: "closed" } | { readonly mode: "new" } | { readonly mode: "edit"; readonly code: DiscountCode };

/** When a code runs, in words: "From … until …", "Until …", "No end date". */
function datesText(code: DiscountCode): string {
  if (code.startsAt && code.endsAt) return `From ${studioDateTime(code.startsAt)} until ${studioDateTime(code.endsAt)}`;
  if (code.endsAt) return `Until ${studioDateTime(code.endsAt)}`;
  if (code.startsAt) return `From ${studioDateTime(code.startsAt)}`;
  return "No end date";
}

/**
 * The studio's Discounts section (issue 36, item 7): the artist's codes with their status
 * (Scheduled, Active, Expired, Used up, Ended) and uses, newest first; a form to make one or change
 * it, and End now behind a confirmation. Fans type a code at checkout; the server applies it.
 */
export function DiscountsWorkspace(props: StudioSectionProps & { readonly api?: DiscountCodesApi }) {
  const { profile, api = discountCodesApi } = props;
  const { confirm, dialog } = useConfirmDialog();
  const load = useCallback(() => api.list(profile.id), [api, profile.id]);
  const { list, refresh } = useLoadedList("The discount codes", load);
  const { problem, attempt, change } = useListChanges(refresh);
  const [editing, setEditing] = useState<Editing>({ mode: "closed" });
  const [offset, setOffset] = useState(0);
  // The whole list comes at once (a store has a few dozen codes); the table shows it a page at a time.
  const page = useMemo<Loaded<{ total: number; data: readonly DiscountCode[] }>>(
    () =>
      list.state === "ready"
        ? { state: "ready", value: { total: list.value.length, data: list.value.slice(offset, offset + PAGE_SIZE) } }
        : list,
    [list, offset],
  );

  const save = (input: DiscountCodeInput): Promise<string | null> =>
    attempt(
      async () => {
        if (editing.mode === "edit") await api.update(profile.id, editing.code.id, input);
        else await api.create(profile.id, input);
        setEditing({ mode: "closed" });
      },
      "The code was not saved",
      editing.mode === "edit" ? "Code saved" : `Code ${input.code} made`,
    );

  const end = async (code: DiscountCode) => {
    const message = `Fans can no longer use ${code.code} from now on. Orders that used it keep their discount. This cannot be undone.`;
    if (!(await confirm({ title: `End ${code.code}?`, message, confirmLabel: "End code", danger: true }))) return;
    await change(() => api.end(profile.id, code.id), "The code was not ended", `${code.code} ended`);
  };

  return (
    <div className="studio">
      <main className="studio-admin" aria-labelledby="studio-discounts-heading">
        <div className="studio-admin__head">
          <h1 id="studio-discounts-heading">Discounts</h1>
          {editing.mode === "closed" ? (
            <button type="button" onClick={() => setEditing({ mode: "new" })}>
              New code
            </button>
          ) : null}
        </div>
        {editing.mode !== "closed" ? (
          <DiscountForm
            key={editing.mode === "edit" ? editing.code.id : "new"}
            profileId={profile.id}
            api={api}
            heading={editing.mode === "edit" ? `Edit ${editing.code.code}` : "New discount code"}
            initial={editing.mode === "edit" ? draftOfDiscount(editing.code) : emptyDiscountDraft()}
            used={editing.mode === "edit" && editing.code.uses > 0}
            onSave={save}
            onCancel={() => setEditing({ mode: "closed" })}
          />
        ) : null}
        <PagedTable
          page={page}
          problem={problem}
          loading="Loading the discount codes…"
          empty="No discount codes yet. Make one for a sale, a launch or your members, and fans type it at checkout."
          offset={offset}
          pageSize={PAGE_SIZE}
          onOffset={setOffset}
          columns={
            <>
              <th scope="col">Code</th>
              <th scope="col">Discount</th>
              <th scope="col">Applies to</th>
              <th scope="col">Dates</th>
              <th scope="col">Status</th>
              <th scope="col">Uses</th>
              <th scope="col">
                <span className="studio-visually-hidden">Actions</span>
              </th>
            </>
          }
        >
          {(code) => (
            <tr key={code.id}>
              <td>
                <code>{code.code}</code>
              </td>
              <td>{discountAmountText(code)}</td>
              <td>{discountTargetText(code)}</td>
              <td>{datesText(code)}</td>
              <td>{DISCOUNT_STATUS_WORDS[code.status]}</td>
              <td>{discountUsesText(code)}</td>
              <td>
                {code.status === "ended" ? null : (
                  <div className="studio-admin__actions">
                    <button type="button" aria-label={`Edit ${code.code}`} onClick={() => setEditing({ mode: "edit", code })}>
                      Edit
                    </button>
                    <button type="button" aria-label={`End ${code.code} now`} onClick={() => void end(code)}>
                      End now
                    </button>
                  </div>
                )}
              </td>
            </tr>
          )}
        </PagedTable>
      </main>
      {dialog}
    </div>
  );
}
