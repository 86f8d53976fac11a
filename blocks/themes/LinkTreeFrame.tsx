import type { ReactNode } from "react";
import type { ThemeSettings } from "../../schema/site";
import { SocialLinkList } from "../hero/SocialIcon";

/** The artist's initials, shown in the avatar's circle when the site has no logo. */
function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter((word) => /^[\p{L}\p{N}]/u.test(word) && !/^(the|a|an)$/i.test(word))
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase())
      .join("") || "♪"
  );
}

/**
 * The Link Tree theme (SPEC §2): one centred column with the avatar (the site's logo), the
 * artist's name and social icons, above the page's links. The same frame on the fan site and in
 * the studio's canvas, so the artist edits what fans will see. `follow` is the site's Follow button
 * (issue 37), under the social icons; the studio's canvas has none.
 */
export function LinkTreeFrame({
  artistName,
  settings,
  children,
  follow,
}: {
  artistName: string;
  settings: ThemeSettings;
  children: ReactNode;
  follow?: ReactNode;
}) {
  const socialLinks = settings.socialLinks ?? [];
  return (
    // data-analytics-region: every link in the frame (its buttons, its social icons) counts as the link tree's (issue 38).
    <div className="bl-link-tree" data-analytics-region="linktree">
      <div className="bl-link-tree__profile">
        {settings.logo ? (
          <img className="bl-link-tree__avatar" src={settings.logo} alt="" width={96} height={96} />
        ) : (
          <span className="bl-link-tree__avatar bl-link-tree__avatar--initials" aria-hidden="true">
            {initials(artistName)}
          </span>
        )}
        <h1 className="bl-link-tree__name">{artistName}</h1>
        <SocialLinkList links={socialLinks} className="bl-link-tree__social" label="Social links" />
        {follow ?? null}
      </div>
      <div className="bl-link-tree__links">{children}</div>
    </div>
  );
}

export const linkTreeCss = `
.bl-link-tree { box-sizing: border-box; display: flex; flex-direction: column; align-items: center; gap: 1.75rem; width: 100%; max-width: 36rem; margin: 0 auto; padding: 3rem 1.25rem 2.5rem; text-align: center; }
.bl-link-tree__profile { display: flex; flex-direction: column; align-items: center; gap: 0.75rem; }
/* contain, with room around it: a logo is often a wide wordmark, which a tight circle would cut off. */
.bl-link-tree__avatar { box-sizing: border-box; width: 6rem; height: 6rem; padding: 0.75rem; border-radius: 50%; object-fit: contain; background: color-mix(in srgb, currentColor 12%, transparent); }
.bl-link-tree__avatar--initials { display: inline-flex; align-items: center; justify-content: center; font-size: 2rem; font-weight: 700; color: var(--bl-color-text-primary, #1c1d29); background: var(--bl-color-primary, #d4bbcf); }
.bl-link-tree__name { margin: 0; font-size: 1.75rem; line-height: 1.2; }
.bl-link-tree__social { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
.bl-link-tree__social a { display: inline-flex; padding: 0.5rem; border-radius: 50%; color: inherit; }
.bl-link-tree__social a:hover, .bl-link-tree__social a:focus-visible { color: var(--bl-color-primary, #d4bbcf); }
.bl-link-tree__links { width: 100%; text-align: left; }
/* The links' column: its blocks stretch across it, a little apart (the container's own alignment prop offers no stretch). */
.bl-link-tree__links .bl-container { gap: 0.875rem; align-items: stretch !important; }
`;
