import { useEffect, useState } from "react";
import type { EmailListOption } from "../../blocks/settings/types";
import { studioApi } from "../api/studioApi";

/**
 * The artist's email lists, for the Email-list block's settings. Until they arrive (or if they
 * cannot be loaded) the panel offers none and keeps the block's own list.
 */
export function useEmailLists(profileId: string): readonly EmailListOption[] {
  const [lists, setLists] = useState<readonly EmailListOption[]>([]);
  useEffect(() => {
    let current = true;
    studioApi.listEmailLists(profileId).then(
      (loaded) => {
        if (current) setLists(loaded);
      },
      () => {
        // The panel says when there is no list to choose; nothing else depends on these.
      },
    );
    return () => {
      current = false;
    };
  }, [profileId]);
  return lists;
}
