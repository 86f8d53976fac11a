import { useCallback } from "react";
import type { CodeBatch } from "../../schema/api/downloadCodes";
import type { DownloadCodesApi } from "../api/downloadCodesApi";
import { ListStates } from "../shell/ListStates";
import { StudioTable } from "../shell/StudioTable";
import { studioDateTime } from "../shell/studioDateTime";
import { useLoadedList } from "../shell/useLoadedList";

/** The table's box, which scrolls sideways on a phone, takes the keyboard's focus so the arrows scroll it (as PagedTable's). */

/** Who redeemed a batch's codes, newest first (a viewer reads "hidden" for the fans' addresses). */
export function BatchRedemptions({
  profileId,
  batch,
  api,
  onClose,
}: {
  readonly profileId: string;
  readonly batch: CodeBatch;
  readonly api: DownloadCodesApi;
  onClose(): void;
}) {
  const load = useCallback(() => api.redemptions(profileId, batch.id), [api, profileId, batch.id]);
  const { list } = useLoadedList("The redemptions", load);
  const rows = list.state === "ready" ? list.value.redemptions : [];
  return (
    <section aria-labelledby="code-redemptions-heading">
      <div className="studio-admin__head">
        <h2 id="code-redemptions-heading">
          Redemptions: {batch.name} ({batch.title})
        </h2>
        <button type="button" onClick={onClose}>
          Back to batches
        </button>
      </div>
      <p>
        {batch.redeemed} of {batch.size} codes redeemed.
      </p>
      <ListStates
        list={list}
        loading="Loading the redemptions…"
        empty={list.state === "ready" && rows.length === 0 ? "No code of this batch was redeemed yet." : null}
      />
      {rows.length > 0 ? (
        <StudioTable label="Redemptions" columns={["Code", "Fan", "Redeemed"]}>
          {rows.map((row) => (
            <tr key={row.code}>
              <td>{row.code}</td>
              <td>{row.email || "(account deleted)"}</td>
              <td>{studioDateTime(row.redeemedAt)}</td>
            </tr>
          ))}
        </StudioTable>
      ) : null}
    </section>
  );
}
