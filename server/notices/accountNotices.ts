import type { FastifyBaseLogger } from "fastify";

/**
 * Tells the owner of an account that someone tried to register their address again (perhaps
 * they forgot they had an account, perhaps someone is probing which addresses have one). The
 * registration itself answers as a new one would, so this notice is the only trace.
 *
 * WARNING: until the mail transport exists (the newsletters issue), the notice is only logged.
 */
export function tellOwnerOfRepeatedRegistration(log: FastifyBaseLogger, notice: { profileId: string; accountId: string }): void {
  log.warn({ notice: "repeated-registration", ...notice }, "someone registered an address that has an account; its owner is to be told");
}
