import type { MailQueue } from "../mail/mailQueue";

/** Tells an artist's owners that an endpoint failing for 3 days was turned off, and how to turn it back on. */
export async function tellOwnersEndpointOff(
  mail: MailQueue,
  notice: { profileId: string; artistName: string; owners: readonly string[]; url: string; studioUrl: string | null },
): Promise<void> {
  for (const to of notice.owners)
    await mail.queue({
      profileId: notice.profileId,
      to,
      subject: `A webhook endpoint of ${notice.artistName} was turned off`,
      text: [
        `Deliveries to ${notice.url} have failed for 3 days, so the endpoint was turned off and no more events are sent to it.`,
        "",
        `Once it answers again, turn it back on in the studio, under Settings › Webhooks, and replay the deliveries it missed.${notice.studioUrl ? ` ${notice.studioUrl}` : ""}`,
      ].join("\n"),
    });
}
