import { api } from "../../client/api/client";
import type { ContactMessagePage } from "../../schema/api/contactMessages";
import { studioCall } from "./studioCall";

type Ok = { ok: true };

/** The studio's calls about Messages (issue 39, item 1): what fans sent through Contact forms. */
export const messagesApi = {
  /** A page of the messages, newest first, with the total and how many are unread. */
  list: (profileId: string, query: { offset: number; limit: number }) =>
    studioCall(() => api().get(`profiles/${profileId}/messages`, { searchParams: query }).json<ContactMessagePage>()),
  /** How many messages no one has read yet (the sidebar's count). */
  unread: (profileId: string) => studioCall(() => api().get(`profiles/${profileId}/messages/unread`).json<{ unread: number }>()),
  setRead: (profileId: string, id: string, read: boolean) =>
    studioCall(() =>
      api()
        .put(`profiles/${profileId}/messages/${encodeURIComponent(id)}/read`, { json: { read } })
        .json<Ok>(),
    ),
  remove: (profileId: string, id: string) =>
    studioCall(() =>
      api()
        .delete(`profiles/${profileId}/messages/${encodeURIComponent(id)}`)
        .json<Ok>(),
    ),
};

export type MessagesApi = typeof messagesApi;
