import { api } from "../../client/api/client";
import type { PostEmailAudience, PostEmailChoice, PostEmailStateAnswer } from "../../schema/api/postEmails";
import { studioCall } from "./studioCall";

const path = (profileId: string, postId: string) => `profiles/${profileId}/posts/${encodeURIComponent(postId)}/email`;

/** Posts by email (issue 37): who a post goes to by email, what that reaches, and how its send went. */
export const postEmailsApi = {
  state: (profileId: string, postId: string) => studioCall(() => api().get(path(profileId, postId)).json<PostEmailStateAnswer>()),
  audience: (profileId: string, choice: PostEmailChoice & { membershipTierId: string | null }) =>
    studioCall(() => api().post(`profiles/${profileId}/post-email-audience`, { json: choice }).json<PostEmailAudience>()),
  choose: (profileId: string, postId: string, choice: PostEmailChoice) =>
    studioCall(() => api().put(path(profileId, postId), { json: choice }).json<PostEmailStateAnswer>()),
  forget: (profileId: string, postId: string) => studioCall(() => api().delete(path(profileId, postId)).json<PostEmailStateAnswer>()),
  listEmailLists: (profileId: string) =>
    studioCall(() => api().get(`profiles/${profileId}/email-lists`).json<{ id: string; name: string }[]>()),
};

export type PostEmailsApi = typeof postEmailsApi;
