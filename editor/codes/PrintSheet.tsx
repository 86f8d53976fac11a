import { useCallback } from "react";
import type { CodeBatch } from "../../schema/api/downloadCodes";
import { formatDownloadCode } from "../../schema/rules/downloadCodes";
import type { DownloadCodesApi } from "../api/downloadCodesApi";
import { ListStates } from "../shell/ListStates";
import { useLoadedList } from "../shell/useLoadedList";

/**
 * A batch's printable sheet: a card per code not redeemed yet, with the release's title, where to
 * redeem it (the artist's own address and /redeem, as the server names it) and the code. Print
 * prints the cards alone (codeSheet.css.ts hides the studio around them).
 */
export function PrintSheet({
  profileId,
  batch,
  artistName,
  api,
  onClose,
}: {
  readonly profileId: string;
  readonly batch: CodeBatch;
  readonly artistName: string;
  readonly api: DownloadCodesApi;
  onClose(): void;
}) {
  const load = useCallback(() => api.codes(profileId, batch.id), [api, profileId, batch.id]);
  const { list } = useLoadedList("The codes", load);
  // The artist's own address, as the server writes it, without the scheme a card needs not print.
  const where = list.state === "ready" ? list.value.redeemUrl.replace(/^https?:\/\//, "") : "";
  const codes = list.state === "ready" ? list.value.codes.filter((code) => code.redeemedAt === null) : [];
  return (
    <section className="code-sheet" aria-labelledby="code-sheet-heading">
      <div className="studio-admin__head code-sheet__controls">
        <h2 id="code-sheet-heading">
          Print sheet: {batch.name} ({batch.title})
        </h2>
        <div className="studio-admin__actions">
          <button type="button" onClick={() => window.print()} disabled={codes.length === 0}>
            Print
          </button>
          <button type="button" onClick={onClose}>
            Back to batches
          </button>
        </div>
      </div>
      <p className="studio-hint code-sheet__controls">
        {codes.length} cards, one for each code not redeemed yet. Cut along the lines; each code works once.
      </p>
      <ListStates
        list={list}
        loading="Loading the codes…"
        empty={list.state === "ready" && codes.length === 0 ? "Every code of this batch was redeemed." : null}
      />
      <ul className="code-sheet__cards" aria-label="Cards">
        {codes.map(({ code }) => (
          <li key={code} className="code-sheet__card">
            <span className="code-sheet__title">{batch.title}</span>
            <span className="code-sheet__artist">{artistName}</span>
            <span className="code-sheet__where">Redeem at {where}</span>
            <span className="code-sheet__code">{formatDownloadCode(code)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
