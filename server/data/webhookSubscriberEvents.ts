import type { SubscriberEventData, SubscriberVia } from "../../schema/api/webhookEvents";
import type { Queryable } from "../db/database";
import { emitWebhookEvent } from "./webhookOutbox";

/** Whether any endpoint of the artist that is on takes `type`: a bulk change writes no events no one is sent. */
async function anyEndpointTakes(tx: Queryable, profileId: string, type: string): Promise<boolean> {
  const rows = await tx.query("SELECT 1 FROM webhook_endpoints WHERE profile_id = $1 AND enabled AND $2 = ANY (events) LIMIT 1", [
    profileId,
    type,
  ]);
  return rows.length > 0;
}

/**
 * Tells integrators that addresses were confirmed on a list, in the change's transaction.
 * `change` names the confirmation among the address's confirmations on the list over time (the
 * link's time, or the time it was added): the same confirmation applied twice is one event.
 */
export async function emitSubscribersConfirmed(
  tx: Queryable,
  confirmed: { profileId: string; emailListId: string; emails: readonly string[]; via: SubscriberVia; at: Date; change: string },
): Promise<void> {
  if (confirmed.emails.length === 0) return;
  if (confirmed.emails.length > 1 && !(await anyEndpointTakes(tx, confirmed.profileId, "subscriber.confirmed"))) return;
  const [list] = await tx.query<{ name: string }>("SELECT name FROM email_lists WHERE profile_id = $1 AND id = $2", [
    confirmed.profileId,
    confirmed.emailListId,
  ]);
  for (const email of confirmed.emails) {
    const data: SubscriberEventData = {
      email,
      emailListId: confirmed.emailListId,
      listName: list?.name ?? "",
      via: confirmed.via,
      at: confirmed.at.toISOString(),
    };
    await emitWebhookEvent(tx, {
      profileId: confirmed.profileId,
      type: "subscriber.confirmed",
      changeKey: `subscriber.confirmed:${confirmed.emailListId}:${email}:${confirmed.change}`,
      at: confirmed.at.getTime(),
      data,
    });
  }
}

/**
 * Tells integrators an address unsubscribed: from every email of the artist (`emailListId` null: a
 * newsletter's link, or a mail client's one-click), or was taken off one list in the studio. Called
 * only when the change happened (an address already unsubscribed changes nothing, and is not told
 * twice); the change's time names it.
 */
export async function emitSubscriberUnsubscribed(
  tx: Queryable,
  unsubscribed: { profileId: string; email: string; emailListId: string | null; via: SubscriberVia; at: Date },
): Promise<void> {
  const [list] = unsubscribed.emailListId
    ? await tx.query<{ name: string }>("SELECT name FROM email_lists WHERE profile_id = $1 AND id = $2", [
        unsubscribed.profileId,
        unsubscribed.emailListId,
      ])
    : [];
  const data: SubscriberEventData = {
    email: unsubscribed.email,
    emailListId: unsubscribed.emailListId,
    listName: list?.name ?? null,
    via: unsubscribed.via,
    at: unsubscribed.at.toISOString(),
  };
  await emitWebhookEvent(tx, {
    profileId: unsubscribed.profileId,
    type: "subscriber.unsubscribed",
    changeKey: `subscriber.unsubscribed:${unsubscribed.emailListId ?? "all"}:${unsubscribed.email}:${unsubscribed.at.getTime()}`,
    at: unsubscribed.at.getTime(),
    data,
  });
}
