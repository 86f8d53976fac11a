import { useCallback } from "react";
import type { PostEmailChoice, PostEmailStateAnswer } from "../../schema/api/postEmails";
import type { StudioPost } from "../../schema/api/studioPosts";
import type { PostEmailsApi } from "../api/postEmailsApi";

type Change = (run: () => Promise<unknown>, failure: string, done?: string) => Promise<void>;

/**
 * The Posts section's side of posts by email (issue 37): a post's email as it stands, read when
 * the post is opened, and the choice made in its form applied once the post is saved (the email
 * goes at once for a post that is out, or waits for a scheduled one), or a waiting one taken back.
 */
export function usePostEmails(profileId: string, api: PostEmailsApi, change: Change) {
  const stateOf = useCallback((post: StudioPost) => api.state(profileId, post.id).catch(() => null), [api, profileId]);

  const afterSave = useCallback(
    (post: StudioPost, before: PostEmailStateAnswer | null, choice: PostEmailChoice | null | undefined) => {
      if (choice === undefined || before?.send) return;
      if (choice !== null) {
        const done = post.status === "published" ? "Post sent by email" : "Its email goes when the post comes out";
        void change(() => api.choose(profileId, post.id, choice), "The post was saved, but not sent by email", done);
      } else if (before?.choice) {
        void change(() => api.forget(profileId, post.id), "The post was saved, but its email is still to go");
      }
    },
    [api, change, profileId],
  );

  return { stateOf, afterSave };
}
