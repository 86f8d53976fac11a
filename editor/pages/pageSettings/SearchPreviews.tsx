import type { PageSeo } from "../../../runtime/pageSeo";
import { cutForSearch, SEARCH_DESCRIPTION_SHOWN, SEARCH_TITLE_SHOWN } from "../../../schema/rules/seo";

/**
 * How the page shows in a search result and on a social card, as the artist edits it: the title
 * and description cut where a search result would cut them, the card with its picture and address.
 */
export function SearchPreviews({ seo, address }: { readonly seo: PageSeo; readonly address: string }) {
  const host = address.split("/")[0] ?? address;
  return (
    <div className="page-settings__previews">
      <figure className="page-settings__search" aria-label="Search result preview">
        <figcaption className="studio-hint">In search results</figcaption>
        {seo.noIndex ? (
          <p className="page-settings__hidden">Hidden from search engines: this page is not listed.</p>
        ) : (
          <>
            <p className="page-settings__search-address">{address}</p>
            <p className="page-settings__search-title">{cutForSearch(seo.title, SEARCH_TITLE_SHOWN)}</p>
            <p className="page-settings__search-description">{cutForSearch(seo.description, SEARCH_DESCRIPTION_SHOWN)}</p>
          </>
        )}
      </figure>
      <figure className="page-settings__card" aria-label="Social card preview">
        <figcaption className="studio-hint">When shared</figcaption>
        {seo.image ? (
          <img className="page-settings__card-image" src={seo.image} alt="" />
        ) : (
          <p className="page-settings__card-no-image">No picture: add a social image, or a logo in Site settings.</p>
        )}
        <p className="page-settings__card-host">{host}</p>
        <p className="page-settings__card-title">{seo.title}</p>
        <p className="page-settings__card-description">{cutForSearch(seo.description, SEARCH_DESCRIPTION_SHOWN)}</p>
      </figure>
    </div>
  );
}
