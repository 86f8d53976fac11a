import type { CodeBatchInput } from "../../schema/api/downloadCodes";
import { codeBatchBodySchema } from "../../schema/api/downloadCodes";
import { DOWNLOAD_CODE_BATCH_MAX } from "../../schema/rules/downloadCodes";
import type { DraftCheck } from "../shell/AdminForm";

/** A new batch as the artist fills it in: the quantity as typed. */
export interface BatchDraft {
  readonly productId: string;
  readonly size: string;
  readonly name: string;
}

export type BatchDraftProblems = { readonly [K in keyof BatchDraft]?: string };

const { size: sizeLimits, name: nameLimits } = codeBatchBodySchema.properties;

/** Checks a draft batch as the server will: a release chosen, a whole number of codes within the limit, a name. */
export function batchInputOf(draft: BatchDraft): DraftCheck<CodeBatchInput, BatchDraftProblems> {
  const problems: { -readonly [K in keyof BatchDraft]?: string } = {};
  if (draft.productId === "") problems.productId = "Choose the release these codes download.";
  const size = Number(draft.size.trim().replace(/[,\s]/g, ""));
  if (!Number.isInteger(size) || size < sizeLimits.minimum || size > sizeLimits.maximum)
    problems.size = `Enter how many codes to make: a whole number from ${sizeLimits.minimum} to ${DOWNLOAD_CODE_BATCH_MAX.toLocaleString("en-US")}.`;
  const name = draft.name.trim();
  if (name === "") problems.name = "Name this batch, such as where the cards go, so you can tell your batches apart.";
  else if (name.length > nameLimits.maxLength) problems.name = `A batch's name has at most ${nameLimits.maxLength} characters.`;
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, input: { productId: draft.productId, size, name } };
}
