import { api } from "../../client/api/client";
import type { OutboxMessage, OutboxPage } from "../../schema/api/outbox";
import { studioCall } from "./studioCall";

/** The studio's calls about the outbox (issue 18): the messages sent for the artist, as the server wrote them. */
export const outboxApi = {
  /** A page of the messages, newest first; `transport: "smtp"` when mail goes through SMTP and there is no outbox. */
  listOutbox: (profileId: string, query: { offset: number; limit: number }) =>
    studioCall(() => api().get(`profiles/${profileId}/outbox`, { searchParams: query }).json<OutboxPage>()),
  getOutboxMessage: (profileId: string, id: string) =>
    studioCall(() =>
      api()
        .get(`profiles/${profileId}/outbox/${encodeURIComponent(id)}`)
        .json<OutboxMessage>(),
    ),
};

export type OutboxApi = typeof outboxApi;
