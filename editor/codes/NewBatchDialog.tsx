import { useCallback, useId, useState } from "react";
import type { CodeBatch } from "../../schema/api/downloadCodes";
import { codeBatchBodySchema } from "../../schema/api/downloadCodes";
import { errorMessageOf } from "../../schema/errors";
import { fieldLimits } from "../../schema/fieldLimits";
import type { DownloadCodesApi } from "../api/downloadCodesApi";
import { AdminField } from "../shell/AdminField";
import { AdminForm } from "../shell/AdminForm";
import { StudioDialog } from "../shell/StudioDialog";
import { useLoadedList } from "../shell/useLoadedList";
import { type BatchDraft, batchInputOf } from "./batchDraft";

/** Digits of the largest batch: the quantity field's length. */
const SIZE_DIGITS = String(codeBatchBodySchema.properties.size.maximum).length;

/**
 * "New batch": which of the artist's releases (music: merch has nothing to download), how many
 * codes, and a name. The server makes a small batch at once and a large one in the background.
 */
export function NewBatchDialog({
  profileId,
  api,
  onMade,
  onClose,
}: {
  readonly profileId: string;
  readonly api: DownloadCodesApi;
  onMade(batch: CodeBatch): void;
  onClose(): void;
}) {
  const load = useCallback(() => api.releases(profileId), [api, profileId]);
  const { list: releases } = useLoadedList("Your releases", load);
  const [draft, setDraft] = useState<BatchDraft>({ productId: "", size: "100", name: "" });
  const releaseId = useId();
  const set = (key: keyof BatchDraft) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const music = releases.state === "ready" ? releases.value.data.filter((release) => release.category === "Music") : [];

  const save = async (input: Parameters<DownloadCodesApi["create"]>[1]) => {
    try {
      onMade(await api.create(profileId, input));
      return null;
    } catch (error) {
      return `The codes were not made: ${errorMessageOf(error, "the server did not answer")}`;
    }
  };

  return (
    <StudioDialog title="New batch of download codes" onClose={onClose}>
      {releases.state === "failed" ? <p role="alert">{releases.message}</p> : null}
      <AdminForm heading="Codes for a release" draft={draft} check={batchInputOf} onSave={save} onCancel={onClose} saveLabel="Make codes">
        {(problems) => (
          <>
            <div className="studio-admin__field">
              <label htmlFor={releaseId}>Release</label>
              <select
                id={releaseId}
                value={draft.productId}
                onChange={(event) => set("productId")(event.target.value)}
                aria-invalid={problems.productId ? true : undefined}
                aria-describedby={problems.productId ? `${releaseId}-problem` : undefined}
              >
                <option value="">{releases.state === "loading" ? "Loading your releases…" : "Choose a release"}</option>
                {music.map((release) => (
                  <option key={release.id} value={release.id}>
                    {release.title}
                    {release.status === "published" ? "" : ` (${release.status})`}
                  </option>
                ))}
              </select>
              {problems.productId ? (
                <p id={`${releaseId}-problem`} className="studio-field-error">
                  {problems.productId}
                </p>
              ) : null}
            </div>
            <AdminField
              label="How many codes"
              value={draft.size}
              maxLength={SIZE_DIGITS + 2}
              onChange={set("size")}
              problem={problems.size}
            />
            <AdminField
              label="Batch name"
              placeholder="Tour merch table"
              value={draft.name}
              {...fieldLimits(codeBatchBodySchema.properties.name)}
              onChange={set("name")}
              problem={problems.name}
            />
          </>
        )}
      </AdminForm>
    </StudioDialog>
  );
}
