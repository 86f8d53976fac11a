import { MediaField, TextAreaField, TextField, ToggleField } from "../../../blocks/settings";
import type { EditKind, MediaKind } from "../../../blocks/settings/types";
import { pageSeo } from "../../../runtime/pageSeo";
import { type PageDocument, pageDocumentSchema } from "../../../schema/page";
import type { SiteDocument } from "../../../schema/site";
import { editPageDetails, type PageDetails } from "../../commands/editPageDetails";
import { type EditorStore, useEditorSlice } from "../../state/editorStore";
import { SearchPreviews } from "./SearchPreviews";

const { description, searchTitle } = pageDocumentSchema.properties;

export interface PageSettingsPanelProps {
  readonly store: EditorStore<PageDocument>;
  readonly artistName: string;
  /** The site document, for its defaults (the preview shows what fans' links will). */
  readonly site: SiteDocument | null;
  /** The artist's site address without its scheme (`band.example`): the studio is served on it. */
  readonly host: string;
  pickMedia(type: MediaKind): Promise<string | null>;
}

/**
 * Page settings › Search and social (issue 39, item 6): the open page's title for search results,
 * description, social image and 'hide from search engines', each an undoable edit of the page,
 * with a search-result and social-card preview. Empty fields fall back to the site's defaults.
 */
export function PageSettingsPanel({ store, artistName, site, host, pickMedia }: PageSettingsPanelProps) {
  const page = useEditorSlice(store, (state) => state.document);
  const seo = pageSeo(page, site ?? undefined, artistName);
  const edit =
    <K extends keyof PageDetails>(key: K, kind: EditKind) =>
    (value: PageDetails[K]) =>
      store.update((state) => editPageDetails(state, key, value, { key, kind }));
  return (
    <div className="page-settings">
      <h2 className="settings-panel__title">Page settings</h2>
      <section className="site-settings__section" aria-label="Search and social">
        <h3 className="site-settings__heading">Search and social</h3>
        <TextField
          label="Title in search results"
          value={page.searchTitle}
          placeholder={pageSeo({ ...page, searchTitle: undefined }, site ?? undefined, artistName).title}
          maxLength={searchTitle.maxLength}
          emptyAsUndefined
          hint="The page's title and your name when empty."
          onChange={edit("searchTitle", "text")}
        />
        <TextAreaField
          label="Description"
          value={page.description}
          maxLength={description.maxLength}
          emptyAsUndefined
          hint={
            site?.seo?.description
              ? "The site's description when empty."
              : "A sentence or two about this page: search results show about 155 characters."
          }
          onChange={edit("description", "text")}
        />
        <MediaField
          label="Social image"
          type="image"
          value={page.socialImage}
          pickMedia={pickMedia}
          hint="Shown when the page is shared. The site's social image, then its logo, when none is chosen."
          onChange={edit("socialImage", "choice")}
        />
        <ToggleField
          label="Hide from search engines"
          checked={page.hideFromSearch === true}
          hint={
            site?.notFoundPage === page.path
              ? "This is your site's not-found page (Site settings › Page not found): search engines never list it."
              : "Search engines are asked not to list it, and it leaves the sitemap. Fans with the link still see it."
          }
          onChange={(checked) => edit("hideFromSearch", "choice")(checked ? true : undefined)}
        />
        <SearchPreviews seo={seo} address={`${host}${page.path === "/" ? "" : page.path}`} />
      </section>
    </div>
  );
}
