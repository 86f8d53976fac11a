import { useEffect, useState } from "react";
import type { EditorArtists } from "../../schema/api/editorArtists";
import { editorArtistsApi } from "../api/editorArtistsApi";

export type OtherArtists = EditorArtists["artists"];

/**
 * The other artists the logged-in editor's email edits (issue 31), each with its own studio's
 * address; none until they load, and none when the list cannot be had (the studio then works as
 * for an editor of one artist). Nothing is asked while `profileId` is null (no one logged in).
 */
export function useOtherArtists(profileId: string | null, load = editorArtistsApi.otherArtists): OtherArtists {
  const [others, setOthers] = useState<OtherArtists>([]);
  useEffect(() => {
    if (profileId === null) return;
    let live = true;
    load(profileId).then(
      (answer) => live && setOthers(answer.artists),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [profileId, load]);
  return others;
}
