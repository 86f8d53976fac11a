import { artistOriginOf, reachedAsConfigured } from "../artists/artistOrigin";
import type { ServerContext } from "../context";
import { addBulkMail } from "../data/bulkMail";
import { createPasswordReset } from "../data/passwordResets";
import type { InviteFans } from "../data/platformImports";
import { writeImportBatch } from "../data/platformImports";
import { findProfile } from "../data/profiles";
import { suppressedAmong } from "../data/suppressions";
import type { JobQueue } from "../jobs/jobQueue";
import { INVITATION_DAYS, patronInvitationMessage } from "./patronInvitation";
import type { PlatformImportDispatch } from "./platformImportDispatch";

const WRITE_PLATFORM_IMPORT = "write-platform-import";

/** What writing an import needs: the database, the time, and for invitations the mail queue and the artists' addresses. */
export type PlatformImportWorld = Pick<ServerContext, "db" | "clock" | "config" | "mail">;

/**
 * Queues invitations in the batch's transaction: an account made by the import gets a link to set
 * its password, on the artist's own address; the mail is bulk (one action mailing many), in the
 * artist's own line, so it is sent once however often the batch is written.
 */
function inviteFans(world: PlatformImportWorld, invited: Set<string>): InviteFans {
  return async (tx, profileId, invitations) => {
    const profile = await findProfile(tx, profileId);
    // Links on the artist's own address, as every mail a job sends has them (no request to read one from).
    const origin = await artistOriginOf(tx, profileId, world.config, reachedAsConfigured(world.config));
    if (!profile || !origin) return;
    const site = { profileId, name: profile.name, origin };
    const messages = [];
    for (const invitation of invitations) {
      const token = invitation.created
        ? await createPasswordReset(tx, { profileId, accountId: invitation.accountId, email: invitation.email }, INVITATION_DAYS * 24 * 60)
        : null;
      messages.push(patronInvitationMessage(invitation, site, token));
    }
    // Addresses suppressed here (a bounce, a complaint) get none: the account is made all the same.
    const suppressed = await suppressedAmong(
      tx,
      profileId,
      messages.map((message) => message.to),
    );
    await addBulkMail(
      tx,
      messages.filter((message) => !suppressed.has(message.to)),
    );
    invited.add(profileId);
  };
}

/** Writes an import's batches until none remain (resuming where a crashed run stopped: writeImportBatch). */
export async function writePlatformImport(world: PlatformImportWorld, importId: string): Promise<void> {
  const invited = new Set<string>();
  const invite = inviteFans(world, invited);
  while (await writeImportBatch(world.db, importId, new Date(world.clock.now()), undefined, invite)) {
    // Each batch commits on its own: the studio's polling sees the count grow, and its invitations go.
    for (const profileId of invited) await world.mail.sendBulk(profileId);
    invited.clear();
  }
  for (const profileId of invited) await world.mail.sendBulk(profileId);
}

/** Jobs in the database, retried with backoff by the queue. */
export function jobPlatformImportDispatch(jobs: JobQueue): PlatformImportDispatch {
  return { write: (importId) => jobs.send(WRITE_PLATFORM_IMPORT, { importId }) };
}

/** Runs this process's share of the imports. */
export async function startPlatformImportWorker(jobs: JobQueue, world: PlatformImportWorld): Promise<void> {
  await jobs.work<{ importId: string }>(WRITE_PLATFORM_IMPORT, ({ importId }) => writePlatformImport(world, importId), {
    batchSize: 1,
  });
}

/** Written at once, before the request that asked answers: for tests, which then read the subscribers and the outbox. */
export function inlinePlatformImportDispatch(world: PlatformImportWorld): PlatformImportDispatch {
  return { write: (importId) => writePlatformImport(world, importId) };
}
