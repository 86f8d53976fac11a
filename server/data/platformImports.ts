import type { Queryable } from "../db/database";
import { inTransaction } from "../db/database";
import type { ImportedPerson } from "../imports/platformRows";
import { newId } from "../security/tokens";
import { undoImportedPurchases, writeImportedPurchases } from "./importedPurchases";
import { type FanImport, mappedTier, type PlatformImportCounts, subscribersOf, suppressedOf } from "./platformImportCounts";
import { type FanInvitation, type KeptFans, type PendingFan, undoImportedFans, writeImportedFans } from "./platformImportFans";
import { emitSubscribersConfirmed } from "./webhookSubscriberEvents";

/** An import as the studio lists it. */
export interface PlatformImportSummary {
  readonly id: string;
  readonly platform: string;
  readonly emailListId: string | null;
  readonly runBy: string;
  readonly counts: PlatformImportCounts;
  readonly createdAt: string;
  readonly undoneAt: string | null;
  /** Rows to write, and written so far: the studio shows "Importing… 1,200 of 5,000" until finished. */
  readonly total: number;
  readonly processed: number;
  readonly finishedAt: string | null;
  /** Once undone: what it made that stayed, being the fans' own since. */
  readonly kept: KeptFans | null;
}

/** An import's rows as kept until written: what a batch needs of each person (`fan` when it makes fans). */
type PendingPerson = Pick<ImportedPerson, "email" | "firstName" | "lastName" | "consent"> & {
  readonly fan?: PendingFan;
  readonly purchase?: ImportedPerson["purchase"];
};

/** Queues a batch's invitations in its transaction (server/imports/platformImportWork.ts). */
export type InviteFans = (tx: Queryable, profileId: string, invitations: readonly FanInvitation[]) => Promise<void>;

/** Rows written per batch, each batch its own transaction. */
export const IMPORT_BATCH_ROWS = 500;

/**
 * Records an import of `people`, to be written by `writeImportBatch` (a job): subscribers join the
 * list confirmed (their consent was given on the other platform: the artist vouches for it, as a CSV
 * import does), and unsubscribed or cleaned addresses join it suppressed, so the artist sees them
 * there, marked, while every send leaves them out. Each address once, its last row winning.
 */
export async function startPlatformImport(
  db: Queryable,
  run: {
    profileId: string;
    platform: string;
    emailListId: string | null;
    runBy: string;
    people: readonly ImportedPerson[];
    counts: PlatformImportCounts;
    now: Date;
    making?: FanImport | null;
  },
): Promise<string> {
  const id = newId();
  const { making = null } = run;
  // An import that makes fans writes everyone; others only whom a list or a suppression takes.
  const listed = making === null ? [...subscribersOf(run.people), ...suppressedOf(run.people)] : run.people;
  // A purchase history keeps every row (a buyer once per purchase); other files each address once, its last row winning.
  const history = listed.some((p) => p.purchase !== null);
  const rows = history ? listed : [...new Map(listed.map((p) => [p.email, p] as const)).values()];
  const pending: PendingPerson[] = rows.map((p) => ({
    email: p.email,
    firstName: p.firstName,
    lastName: p.lastName,
    consent: p.consent,
    // Buyers of a sales report are never invited: the history is theirs to find when they come.
    ...(making === null ? {} : { fan: { tierId: mappedTier(making, p), invite: !p.lapsed && !history } }),
    ...(p.purchase === null ? {} : { purchase: p.purchase }),
  }));
  await db.query(
    `INSERT INTO platform_imports (id, profile_id, platform, email_list_id, run_by, counts, created_at, pending, total, finished_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      id,
      run.profileId,
      run.platform,
      run.emailListId,
      run.runBy,
      JSON.stringify(run.counts),
      run.now,
      JSON.stringify(pending),
      pending.length,
      pending.length === 0 ? run.now : null,
    ],
  );
  return id;
}

/**
 * Writes an import's next batch in one transaction, with the count of rows written, so a job that
 * crashed after a batch resumes at the next one and one that crashed within a batch writes it again
 * whole (nothing of it was kept). Whatever existed before is left untouched (no names overwritten, no
 * suppression's reason changed), and each row made is recorded for undo. An import undone meanwhile
 * is written no further. Returns whether batches remain.
 */
export async function writeImportBatch(
  db: Queryable,
  importId: string,
  now: Date,
  rows = IMPORT_BATCH_ROWS,
  invite: InviteFans = async () => {},
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [run] = await tx.query<{
      profile_id: string;
      platform: string;
      email_list_id: string | null;
      pending: PendingPerson[] | string | null;
      processed: number;
      created_at: Date;
    }>(
      `SELECT profile_id, platform, email_list_id, pending, processed, created_at FROM platform_imports
       WHERE id = $1 AND finished_at IS NULL AND undone_at IS NULL FOR UPDATE`,
      [importId],
    );
    if (!run) return false;
    const pending = (typeof run.pending === "string" ? JSON.parse(run.pending) : (run.pending ?? [])) as PendingPerson[];
    const batch = pending.slice(run.processed, run.processed + rows);
    // Dated as the import, whichever batch wrote them: undo knows a suppression it made by that date.
    const at = run.created_at;
    if (run.email_list_id !== null && batch.length > 0) await addSubscribersOf(tx, importId, run.profile_id, run.email_list_id, batch, at);
    const suppressing = batch.filter((p) => p.consent === "unsubscribed" || p.consent === "cleaned");
    if (suppressing.length > 0) await suppressAll(tx, importId, run.profile_id, suppressing, at);
    const fans = batch.flatMap((p) => (p.fan ? [{ ...p, fan: p.fan }] : []));
    const invitations = fans.length > 0 ? await writeImportedFans(tx, importId, run.profile_id, fans) : [];
    const purchases = batch.flatMap((p) => (p.purchase ? [{ email: p.email, purchase: p.purchase }] : []));
    if (purchases.length > 0) await writeImportedPurchases(tx, { importId, profileId: run.profile_id, platform: run.platform }, purchases);
    // In the batch's transaction: an invitation is queued with the account it invites, or neither is.
    if (invitations.length > 0) await invite(tx, run.profile_id, invitations);
    const processed = run.processed + batch.length;
    const done = processed >= pending.length;
    await tx.query(
      `UPDATE platform_imports SET processed = $2, finished_at = CASE WHEN $3 THEN $4::timestamptz END,
         pending = CASE WHEN $3 THEN NULL ELSE pending END WHERE id = $1`,
      [importId, processed, done, now],
    );
    return !done;
  });
}

async function addSubscribersOf(
  tx: Queryable,
  importId: string,
  profileId: string,
  listId: string,
  people: readonly PendingPerson[],
  now: Date,
) {
  const added = await tx.query<{ email: string }>(
    `WITH added AS (
       INSERT INTO email_subscribers (email_list_id, email, first_name, last_name, joined_at, status, confirmed_at)
       SELECT l.id, e.email, e.first_name, e.last_name, $6, 'confirmed', $6
       FROM email_lists l, unnest($3::text[], $4::text[], $5::text[]) AS e(email, first_name, last_name)
       WHERE l.profile_id = $1 AND l.id = $2
       ON CONFLICT (email_list_id, email) DO NOTHING RETURNING email_list_id, email
     )
     INSERT INTO platform_import_subscribers (import_id, email_list_id, email) SELECT $7, email_list_id, email FROM added RETURNING email`,
    [profileId, listId, people.map((p) => p.email), people.map((p) => p.firstName), people.map((p) => p.lastName), now, importId],
  );
  // Subscribed there and brought by the artist: integrators are told of each as confirmed here.
  const emails = added.map((row) => row.email);
  await emitSubscribersConfirmed(tx, {
    profileId,
    emailListId: listId,
    emails,
    via: "added-by-artist",
    at: now,
    change: `import:${importId}`,
  });
}

async function suppressAll(tx: Queryable, importId: string, profileId: string, people: readonly PendingPerson[], now: Date) {
  // Cleaned addresses bounced there: suppressed as a bounce, the reason a bounce here would give.
  await tx.query(
    `WITH added AS (
       INSERT INTO mail_suppressions (profile_id, email, reason, at)
       SELECT $1, e.email, e.reason, $4 FROM unnest($2::text[], $3::text[]) AS e(email, reason)
       ON CONFLICT (profile_id, email) DO NOTHING RETURNING email
     )
     INSERT INTO platform_import_suppressions (import_id, email) SELECT $5, email FROM added`,
    [profileId, people.map((p) => p.email), people.map((p) => (p.consent === "cleaned" ? "bounce" : "unsubscribed")), now, importId],
  );
}

type ImportRow = {
  id: string;
  platform: string;
  email_list_id: string | null;
  run_by: string;
  // Imports made before fans were imported have no count of them.
  counts: StoredCounts | string;
  created_at: Date | string;
  undone_at: Date | string | null;
  total: number;
  processed: number;
  finished_at: Date | string | null;
  kept: KeptFans | string | null;
};

type StoredCounts = Omit<PlatformImportCounts, "newFans" | "formerMembers"> & Partial<PlatformImportCounts>;
const countsOf = (stored: StoredCounts): PlatformImportCounts => ({
  ...stored,
  newFans: stored.newFans ?? 0,
  formerMembers: stored.formerMembers ?? 0,
});

const SUMMARY_COLUMNS = "id, platform, email_list_id, run_by, counts, created_at, undone_at, total, processed, finished_at, kept";
const jsonOf = <T>(value: T | string): T => (typeof value === "string" ? (JSON.parse(value) as T) : value);

const toSummary = (row: ImportRow): PlatformImportSummary => ({
  id: row.id,
  platform: row.platform,
  emailListId: row.email_list_id,
  runBy: row.run_by,
  counts: countsOf(jsonOf(row.counts)),
  createdAt: new Date(row.created_at).toISOString(),
  undoneAt: row.undone_at === null ? null : new Date(row.undone_at).toISOString(),
  total: row.total,
  processed: row.processed,
  finishedAt: row.finished_at === null ? null : new Date(row.finished_at).toISOString(),
  kept: row.kept === null ? null : jsonOf(row.kept),
});

/** The artist's imports, newest first (at most `limit`). */
export async function listPlatformImports(db: Queryable, profileId: string, limit = 50): Promise<PlatformImportSummary[]> {
  const rows = await db.query<ImportRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM platform_imports
     WHERE profile_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [profileId, limit],
  );
  return rows.map(toSummary);
}

/**
 * Undoes an import of the artist's: removes the subscribers and suppressions it created (those
 * that existed before were never recorded, so they stay), and marks it undone. Returns null for an
 * import that is not this artist's, or is undone already. An import still being written stops at its
 * next batch (which waits for this transaction and then finds it undone), so nothing it adds stays.
 */
export async function undoPlatformImport(
  db: Queryable,
  profileId: string,
  importId: string,
  now: Date,
): Promise<PlatformImportSummary | null> {
  return inTransaction(db, async (tx) => {
    const [marked] = await tx.query<ImportRow>(
      `UPDATE platform_imports SET undone_at = $3 WHERE id = $2 AND profile_id = $1 AND undone_at IS NULL
       RETURNING ${SUMMARY_COLUMNS}`,
      [profileId, importId, now],
    );
    if (!marked) return null;
    await tx.query(
      `DELETE FROM email_subscribers s USING platform_import_subscribers r, email_lists l
       WHERE r.import_id = $2 AND s.email_list_id = r.email_list_id AND s.email = r.email AND l.id = s.email_list_id AND l.profile_id = $1`,
      [profileId, importId],
    );
    // A suppression changed since (a complaint here) is the fan's own: kept.
    await tx.query(
      `DELETE FROM mail_suppressions m USING platform_import_suppressions r
       WHERE r.import_id = $2 AND m.profile_id = $1 AND m.email = r.email AND m.at = $3`,
      [profileId, importId, marked.created_at],
    );
    await undoImportedPurchases(tx, profileId, importId);
    const kept = await undoImportedFans(tx, profileId, importId);
    await tx.query("UPDATE platform_imports SET kept = $2 WHERE id = $1", [importId, JSON.stringify(kept)]);
    return toSummary({ ...marked, kept });
  });
}
