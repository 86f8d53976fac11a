import { useCallback, useEffect, useState } from "react";
import type { CodeBatch } from "../../schema/api/downloadCodes";
import { type DownloadCodesApi, downloadCodesApi } from "../api/downloadCodesApi";
import { downloadText } from "../document/importExport";
import { PagedTable } from "../shell/PagedTable";
import { studioDateTime } from "../shell/studioDateTime";
import type { StudioSectionProps } from "../shell/studioSections";
import { useConfirmDialog } from "../shell/useConfirmDialog";
import { useListChanges } from "../shell/useListChanges";
import { useLoadedList } from "../shell/useLoadedList";
import { BatchRedemptions } from "./BatchRedemptions";
import { NewBatchDialog } from "./NewBatchDialog";
import { PrintSheet } from "./PrintSheet";

const PAGE_SIZE = 25;
/** How often the list is asked again while a batch is being made in the background. */
const GENERATING_POLL_MS = 2000;

type Open = { view: "list" } | { view: "new" } | { view: "print" | "redemptions"; batch: CodeBatch };

/** A batch's status in words. */
function statusOf(batch: CodeBatch): string {
  if (batch.state === "generating") return "Generating…";
  return batch.voidedAt ? `Void since ${studioDateTime(batch.voidedAt)}` : "Active";
}

/**
 * The studio's Codes section (issue 36, item 6): batches of download codes for the artist's
 * releases, like the cards sold at a merch table. Editors make a batch, download its codes as CSV,
 * print a sheet of cards and void a batch (its codes not redeemed yet stop working; fans who
 * redeemed keep the release); everyone sees who redeemed. A large batch says "Generating…" until
 * its job is done, the list asking again meanwhile.
 */
export function CodesWorkspace({ profile, editor, api = downloadCodesApi }: StudioSectionProps & { readonly api?: DownloadCodesApi }) {
  const [offset, setOffset] = useState(0);
  const [open, setOpen] = useState<Open>({ view: "list" });
  const load = useCallback(() => api.list(profile.id, { offset, limit: PAGE_SIZE }), [api, profile.id, offset]);
  const { list: page, refresh } = useLoadedList("The batches", load);
  const { problem, change, toast } = useListChanges(refresh);
  const { confirm, dialog } = useConfirmDialog();
  const canEdit = editor.role !== "viewer";
  const generating = page.state === "ready" && page.value.data.some((batch) => batch.state === "generating");

  useEffect(() => {
    if (!generating) return;
    const timer = setInterval(() => void refresh(), GENERATING_POLL_MS);
    return () => clearInterval(timer);
  }, [generating, refresh]);

  const voidBatch = async (batch: CodeBatch) => {
    const confirmed = await confirm({
      title: `Void “${batch.name}”?`,
      message: `Its ${batch.size - batch.redeemed} codes not redeemed yet stop working at once. The ${batch.redeemed} fans who redeemed one keep ${batch.title}.`,
      confirmLabel: "Void batch",
      danger: true,
    });
    if (confirmed) await change(() => api.void(profile.id, batch.id), "The batch was not voided", `“${batch.name}” voided`);
  };

  const downloadCsv = (batch: CodeBatch) =>
    change(
      async () => downloadText(`${batch.name} codes.csv`, await api.csv(profile.id, batch.id), "text/csv"),
      "The codes were not exported",
    );

  const made = async (batch: CodeBatch) => {
    setOpen({ view: "list" });
    toast(batch.state === "generating" ? `Making ${batch.size} codes for ${batch.title}…` : `${batch.size} codes made for ${batch.title}`);
    await refresh();
  };

  let body = (
    <PagedTable
      page={page}
      problem={problem}
      loading="Loading the batches…"
      empty="No download codes yet. Make a batch to print cards fans redeem for a release."
      offset={offset}
      pageSize={PAGE_SIZE}
      onOffset={setOffset}
      columns={
        <>
          <th scope="col">Batch</th>
          <th scope="col">Release</th>
          <th scope="col">Codes</th>
          <th scope="col">Redeemed</th>
          <th scope="col">Made</th>
          <th scope="col">Status</th>
          <th scope="col">
            <span className="studio-visually-hidden">Actions</span>
          </th>
        </>
      }
    >
      {(batch) => (
        <tr key={batch.id}>
          <td>{batch.name}</td>
          <td>{batch.title}</td>
          <td>{batch.state === "generating" ? `${batch.generated} of ${batch.size}` : batch.size}</td>
          <td>{batch.redeemed}</td>
          <td>{studioDateTime(batch.createdAt)}</td>
          <td>{statusOf(batch)}</td>
          <td className="studio-admin__actions">
            <BatchActions
              batch={batch}
              canEdit={canEdit}
              onCsv={downloadCsv}
              onVoid={voidBatch}
              onOpen={(view) => setOpen({ view, batch })}
            />
          </td>
        </tr>
      )}
    </PagedTable>
  );
  if (open.view === "print")
    body = (
      <PrintSheet profileId={profile.id} batch={open.batch} artistName={profile.name} api={api} onClose={() => setOpen({ view: "list" })} />
    );
  if (open.view === "redemptions")
    body = <BatchRedemptions profileId={profile.id} batch={open.batch} api={api} onClose={() => setOpen({ view: "list" })} />;

  return (
    <div className="studio">
      <main className="studio-admin" aria-labelledby="studio-codes-heading">
        <div className="studio-admin__head code-sheet__controls">
          <h1 id="studio-codes-heading">Download codes</h1>
          {canEdit && open.view === "list" ? (
            <button type="button" onClick={() => setOpen({ view: "new" })}>
              New batch
            </button>
          ) : null}
        </div>
        {open.view === "list" || open.view === "new" ? (
          <p className="studio-hint">
            Codes for download cards: each code works once, and gives the fan who redeems it at {profile.name}'s site (/redeem) the release
            in their library.
          </p>
        ) : null}
        {body}
      </main>
      {open.view === "new" ? (
        <NewBatchDialog profileId={profile.id} api={api} onMade={(batch) => void made(batch)} onClose={() => setOpen({ view: "list" })} />
      ) : null}
      {dialog}
    </div>
  );
}

/** A batch's buttons: its codes (CSV, sheet) and voiding for editors, once made; who redeemed for everyone. */
function BatchActions({
  batch,
  canEdit,
  onCsv,
  onVoid,
  onOpen,
}: {
  readonly batch: CodeBatch;
  readonly canEdit: boolean;
  onCsv(batch: CodeBatch): void;
  onVoid(batch: CodeBatch): void;
  onOpen(view: "print" | "redemptions"): void;
}) {
  const ready = batch.state === "ready";
  return (
    <>
      {canEdit && ready ? (
        <>
          <button type="button" aria-label={`Download CSV of “${batch.name}”`} onClick={() => onCsv(batch)}>
            Download CSV
          </button>
          <button type="button" aria-label={`Print sheet of “${batch.name}”`} onClick={() => onOpen("print")}>
            Print sheet
          </button>
        </>
      ) : null}
      <button type="button" aria-label={`Redemptions of “${batch.name}”`} onClick={() => onOpen("redemptions")}>
        Redemptions
      </button>
      {canEdit && ready && !batch.voidedAt ? (
        <button type="button" aria-label={`Void “${batch.name}”`} onClick={() => onVoid(batch)}>
          Void
        </button>
      ) : null}
    </>
  );
}
