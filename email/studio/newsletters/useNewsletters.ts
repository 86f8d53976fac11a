import { useCallback } from "react";
import type { NewslettersApi } from "../../../editor/api/newslettersApi";
import { useLoadedList } from "../../../editor/shell/useLoadedList";
import { isUnderway } from "./newsletterText";
import { usePollWhile } from "./usePollWhile";

/** The artist's newsletters, newest first, asked again every 2 s while one is scheduled or sending. */
export function useNewsletters(profileId: string, api: Pick<NewslettersApi, "listNewsletters">) {
  const load = useCallback(() => api.listNewsletters(profileId), [api, profileId]);
  const { list, refresh } = useLoadedList("The newsletters", load);
  usePollWhile(list.state === "ready" && list.value.some(isUnderway), list, refresh);
  return { list, refresh };
}
