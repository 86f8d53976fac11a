import { useId } from "react";
import type { OtherArtists } from "./useOtherArtists";

/** Option values that lead to another artist's studio rather than a section of this one. */
const STUDIO_PREFIX = "studio:";

/**
 * The studio's sections in its top bar: Pages, and the sections beside it (Events, Memberships,
 * Emails, Audience, Media). A menu rather than a row of buttons, so the bar keeps one row at 1280 px.
 * For an editor of several artists (issue 31) the same menu ends with their other artists, each
 * leading to that artist's own studio: a menu of its own would push the bar past 1280 px.
 */
export function SectionSwitcher({
  sections,
  current,
  onSwitch,
  otherArtists = [],
  onOpenStudio,
}: {
  readonly sections: readonly { readonly id: string; readonly label: string }[];
  readonly current: string;
  onSwitch(id: string): void;
  readonly otherArtists?: OtherArtists;
  onOpenStudio?(url: string): void;
}) {
  const id = useId();
  if (sections.length < 2 && otherArtists.length === 0) return null;
  return (
    <nav className="studio-topbar__group studio-sections" aria-label="Studio sections">
      <label className="studio-visually-hidden" htmlFor={id}>
        Studio section
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          const value = event.target.value;
          if (value.startsWith(STUDIO_PREFIX)) onOpenStudio?.(value.slice(STUDIO_PREFIX.length));
          else onSwitch(value);
        }}
      >
        {sections.map((section) => (
          <option key={section.id} value={section.id}>
            {section.label}
          </option>
        ))}
        {otherArtists.length > 0 ? (
          <optgroup label="Your other artists">
            {otherArtists.map((artist) => (
              <option key={artist.studioUrl} value={`${STUDIO_PREFIX}${artist.studioUrl}`}>
                {artist.name}
              </option>
            ))}
          </optgroup>
        ) : null}
      </select>
    </nav>
  );
}
