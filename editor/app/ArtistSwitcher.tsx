import { useEffect, useId, useState } from "react";
import type { EditorArtists } from "../../schema/api/editorArtists";
import { editorArtistsApi } from "../api/editorArtistsApi";

type OtherArtists = EditorArtists["artists"];

/**
 * For an editor of several artists (issue 31): a menu of the artists whose studio they may open,
 * each on that artist's own address (where its session lives). Nothing for an editor of one.
 * Leaving saves what is open first (`beforeLeave`), as switching sections does.
 */
export function ArtistSwitcher({
  profileId,
  artistName,
  beforeLeave,
  load = editorArtistsApi.otherArtists,
  go = (url: string) => window.location.assign(url),
}: {
  readonly profileId: string;
  readonly artistName: string;
  beforeLeave(): Promise<boolean>;
  readonly load?: (profileId: string) => Promise<EditorArtists>;
  readonly go?: (url: string) => void;
}) {
  const id = useId();
  const [others, setOthers] = useState<OtherArtists>([]);
  useEffect(() => {
    let live = true;
    // Without the list the studio works as for an editor of one artist: nothing to show.
    load(profileId).then(
      (answer) => live && setOthers(answer.artists),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [profileId, load]);
  if (others.length === 0) return null;
  return (
    <nav className="studio-topbar__group studio-sections" aria-label="Your artists">
      <label className="studio-visually-hidden" htmlFor={id}>
        Artist
      </label>
      <select
        id={id}
        value=""
        onChange={(event) => {
          const url = event.target.value;
          if (url) void beforeLeave().then((leave) => leave && go(url));
        }}
      >
        <option value="">{artistName}</option>
        {others.map((artist) => (
          <option key={artist.studioUrl} value={artist.studioUrl}>
            {artist.name}
          </option>
        ))}
      </select>
    </nav>
  );
}
