import { useRef } from "react";
import type { ArchivedNewsletter } from "../../../schema/api/feeds";
import type { Paged } from "../../../schema/siteData";
import type { ScreenProps } from "../../app/routeTypes";
import { Pagination } from "../../ui/Pagination";
import { pageCount } from "../../ui/pagination";
import { usePageInAddress } from "../../ui/usePageInAddress";
import { formatPostDate } from "../members/postDates";
import { newsletterHref, newslettersHref, parseNewslettersPage } from "./newslettersQuery";

/**
 * /newsletters (issue 37, item 5): the artist's past newsletters that have a web version, newest
 * first, each by its subject and date. A web version is a page of its own that the server renders
 * (the email as sent), so its link is a plain one, not the app's navigation.
 */
export function NewslettersScreen({ data, search, loading }: ScreenProps<Paged<ArchivedNewsletter>>) {
  const page = parseNewslettersPage(search);
  const results = useRef<HTMLDivElement>(null);
  usePageInAddress(page, data.page, loading, newslettersHref);
  return (
    <div className="site-page newsletters-page">
      <h1 className="newsletters-page__title">Newsletters</h1>
      <p className="site-visually-hidden" role="status">
        {loading ? "Loading…" : data.total === 1 ? "1 newsletter" : `${data.total} newsletters`}
      </p>
      <div ref={results} aria-busy={loading}>
        {data.data.length === 0 ? (
          <p className="newsletters-page__empty">No newsletters yet</p>
        ) : (
          <ul className="newsletters-list">
            {data.data.map((newsletter) => (
              <li key={newsletter.slug} className="newsletters-list__item">
                <a href={newsletterHref(newsletter.slug)} className="newsletters-list__link">
                  {newsletter.subject}
                </a>
                <time className="newsletters-list__date" dateTime={newsletter.sentAt}>
                  {formatPostDate(newsletter.sentAt)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Pagination
        page={data.page}
        totalPages={pageCount(data.total, data.pageSize)}
        hrefFor={newslettersHref}
        onNavigate={() => results.current?.scrollIntoView?.({ block: "start", behavior: "smooth" })}
      />
    </div>
  );
}
