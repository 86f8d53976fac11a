import { createContext } from "react";
import type { EmailListOption, EventOption, MediaKind, ReleaseOption, SitePage, VideoWebCopies } from "../../blocks/settings/types";
import type { HeaderLink } from "../../schema/site";

/** What a block's settings panel needs from the rest of the studio, provided by the workspace. */
export interface SettingsData {
  /** The site's pages, as link targets. */
  readonly pages: readonly SitePage[];
  /** The site's header links, as link targets. */
  readonly links: readonly HeaderLink[];
  /** The artist's email lists, for the Email-list block. */
  readonly emailLists: readonly EmailListOption[];
  /** The artist's published releases and upcoming events, for the Countdown block; absent where no block offers them. */
  listReleases?(): Promise<readonly ReleaseOption[]>;
  listEvents?(): Promise<readonly EventOption[]>;
  /** Videos' web copies, for the Video block; absent where none is made. */
  readonly videoWebCopies?: VideoWebCopies;
  /** Opens the media picker: the chosen item's URL, or null when it was closed. */
  pickMedia(type: MediaKind): Promise<string | null>;
  /** The same, with the item's alt text; absent where the picker gives URLs only. */
  pickMediaItem?(type: MediaKind): Promise<{ readonly url: string; readonly alt: string } | null>;
}

/** Empty lists and a picker that chooses nothing, until the workspace provides the real ones. */
export const SettingsDataContext = createContext<SettingsData>({
  pages: [],
  links: [],
  emailLists: [],
  pickMedia: () => Promise.resolve(null),
});
