import type { ServerContext } from "../context";
import { oweWelcome, type WelcomeTrigger } from "../data/welcomeEmails";
import { sendOwedWelcomes } from "./sendOwedWelcomes";

/**
 * What a trigger does for its welcome (issue 37, item 4): records it owed (once per person and
 * trigger) and queues it at once. A failure here never fails the fan's own action: what was
 * recorded is queued by the minute's job, and the cause is logged.
 */
export async function welcomeAfter(
  context: Pick<ServerContext, "db" | "config" | "mail">,
  profileId: string,
  trigger: WelcomeTrigger,
  person: { readonly email: string; readonly firstName?: string },
  log: { warn(object: object, message: string): void },
  orderId?: string,
): Promise<void> {
  try {
    if (await oweWelcome(context.db, profileId, trigger, { email: person.email, firstName: person.firstName ?? "" }, orderId))
      await sendOwedWelcomes(context);
  } catch (error) {
    log.warn({ err: error }, "a welcome email was not queued now; the minute's job tries again");
  }
}
