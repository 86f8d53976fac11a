import { useId, useState } from "react";
import type { Editor } from "../../schema/api/accounts";
import { ROLE_LABELS } from "./roleLabels";
import { sectionAddress } from "./sectionPaths";
import type { OtherArtists } from "./useOtherArtists";
import { type CountedSection, useSectionCounts } from "./useSectionCounts";

/**
 * The studio's left sidebar (issue 34, item 14): the artist's name, the sections by name (each a
 * link to its own address, so a middle click opens it in a new tab), the editor's other artists,
 * View site, and who is logged in with Log out. On a phone it folds into a Menu button.
 */
export function StudioSidebar({
  artistName,
  profileId,
  sections,
  current,
  otherArtists,
  editor,
  onLogOut,
}: {
  readonly artistName: string;
  readonly profileId: string;
  readonly sections: readonly (CountedSection & { readonly label: string; readonly path: string; readonly ownersOnly?: boolean })[];
  readonly current: string;
  readonly otherArtists: OtherArtists;
  readonly editor: Editor;
  onLogOut(): void;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const bodyId = useId();
  const othersId = useId();
  const counts = useSectionCounts(sections, profileId, current);
  return (
    <div className={menuOpen ? "studio-sidebar studio-sidebar--open" : "studio-sidebar"}>
      <div className="studio-sidebar__head">
        <strong className="studio-sidebar__artist">{artistName}</strong>
        <button
          type="button"
          className="studio-sidebar__menu"
          aria-expanded={menuOpen}
          aria-controls={bodyId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          Menu
        </button>
      </div>
      {/* A link followed (by the studio, see StudioApp) folds the menu on a phone. */}
      <div id={bodyId} className="studio-sidebar__body" onClickCapture={() => setMenuOpen(false)}>
        <nav aria-label="Studio sections">
          <ul className="studio-sidebar__list">
            {sections
              .filter((section) => !section.ownersOnly || editor.role === "owner")
              .map((section) => (
                <li key={section.id}>
                  <a href={sectionAddress(section)} aria-current={section.id === current ? "page" : undefined}>
                    {section.label}
                    {counts[section.id] ? (
                      <>
                        <span className="studio-sidebar__count" aria-hidden="true">
                          {counts[section.id]}
                        </span>
                        <span className="studio-visually-hidden">, {counts[section.id]} unread</span>
                      </>
                    ) : null}
                  </a>
                </li>
              ))}
          </ul>
          {otherArtists.length > 0 ? (
            <>
              <h2 id={othersId} className="studio-sidebar__group">
                Your other artists
              </h2>
              <ul className="studio-sidebar__list" aria-labelledby={othersId}>
                {otherArtists.map((artist) => (
                  <li key={artist.studioUrl}>
                    <a href={artist.studioUrl}>{artist.name}</a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </nav>
        <div className="studio-sidebar__foot">
          <a href="/" target="_blank" rel="noreferrer">
            View site
          </a>
          <span className="studio-sidebar__editor" title={editor.email}>
            {editor.email}
          </span>
          <span className="studio-sidebar__role">{ROLE_LABELS[editor.role]}</span>
          <button type="button" onClick={onLogOut}>
            Log out
          </button>
        </div>
      </div>
    </div>
  );
}
