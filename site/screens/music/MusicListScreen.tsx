import { useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { coverOf } from "../../../blocks/featuredMusic/FeaturedMusic";
import { responsiveImage } from "../../../runtime/media/imageSrcSet";
import type { Product } from "../../../schema/entities/catalogue";
import type { Paged } from "../../../schema/siteData";
import type { ScreenProps } from "../../app/routeTypes";
import { FilterModal } from "../../ui/FilterModal";
import { Pagination } from "../../ui/Pagination";
import { pageCount } from "../../ui/pagination";
import { SearchInput } from "../../ui/SearchInput";
import { usePageInAddress } from "../../ui/usePageInAddress";
import { CARD_COVER_SIZES } from "./coverSizes";
import {
  MAX_MUSIC_SEARCH_LENGTH,
  type MusicQuery,
  musicDetailHref,
  musicHref,
  parseMusicQuery,
  RELEASE_TYPE_FILTERS,
  type ReleaseTypeFilter,
} from "./musicQuery";
import { defaultVariant, isSingle, priceLabel } from "./purchase";

const RELEASE_TYPE_LABELS: Readonly<Record<ReleaseTypeFilter, string>> = { all: "All", album: "Album", single: "Single" };

function ReleaseCard({ product }: { readonly product: Product }) {
  const cover = coverOf(product);
  const price = priceLabel(defaultVariant(product));
  return (
    <li className="music-card">
      <Link href={musicDetailHref(product.id)} className="music-card__link">
        <span className="music-card__cover-wrap">
          {cover ? (
            <img
              className="music-card__cover"
              alt=""
              loading="lazy"
              width={320}
              height={320}
              {...responsiveImage(cover, CARD_COVER_SIZES, 960)}
            />
          ) : (
            <span className="music-card__cover music-card__cover--empty" />
          )}
        </span>
        <span className="music-card__title">{product.title}</span>
        <span className="music-card__artist">{product.artist}</span>
        <span className="music-card__meta">
          <span>{isSingle(product) ? "Single" : "Album"}</span>
          {price ? <span className="music-card__price">{price}</span> : null}
        </span>
      </Link>
    </li>
  );
}

function MusicFilterModal({
  open,
  current,
  onApply,
  onClose,
}: {
  readonly open: boolean;
  readonly current: ReleaseTypeFilter;
  readonly onApply: (releaseType: ReleaseTypeFilter) => void;
  readonly onClose: () => void;
}) {
  return (
    <FilterModal open={open} title="Filter Music" current={current} cleared="all" onApply={onApply} onClose={onClose}>
      {(draft, setDraft, id) => (
        <fieldset className="music-filter">
          <legend className="music-filter__legend">Release Type</legend>
          {RELEASE_TYPE_FILTERS.map((type) => (
            <label key={type} className="music-filter__option">
              <input type="radio" name={`${id}-release-type`} value={type} checked={draft === type} onChange={() => setDraft(type)} />
              <span>{RELEASE_TYPE_LABELS[type]}</span>
            </label>
          ))}
        </fieldset>
      )}
    </FilterModal>
  );
}

/**
 * /music (SPEC §2 Music page): 'My Music', a search (500 ms after typing pauses), the release type
 * filter, the releases ten a page. What is shown lives in the address, so a reload, a shared link
 * and back/forward all show the same view; while the next view loads, the previous stays (and the
 * search box keeps its focus).
 */
export function MusicListScreen({ data, search, loading }: ScreenProps<Paged<Product>>) {
  const query = parseMusicQuery(search);
  const [, navigate] = useLocation();
  const [filterOpen, setFilterOpen] = useState(false);
  const results = useRef<HTMLDivElement>(null);
  const totalPages = pageCount(data.total, data.pageSize);
  const go = (next: MusicQuery) => navigate(musicHref(next));
  usePageInAddress(query.page, data.page, loading, (page) => musicHref({ ...query, page }));

  return (
    <div className="site-page music-page">
      <div className="music-page__header">
        <h1 className="music-page__title">My Music</h1>
        <div className="music-toolbar">
          <SearchInput
            className="music-toolbar__search"
            label="Search music"
            placeholder="Search music..."
            value={query.search}
            maxLength={MAX_MUSIC_SEARCH_LENGTH}
            onSearch={(text) => go({ ...query, search: text, page: 1 })}
          />
          <button type="button" className="music-toolbar__filter" aria-haspopup="dialog" onClick={() => setFilterOpen(true)}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M4 6h16M7 12h10M10 18h4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span>Filter</span>
            {query.releaseType === "all" ? null : <span className="music-toolbar__count">1</span>}
          </button>
        </div>
      </div>
      {query.releaseType === "all" ? null : (
        <div className="music-chips">
          <button
            type="button"
            className="music-chip"
            aria-label={`Remove filter: ${RELEASE_TYPE_LABELS[query.releaseType]}`}
            onClick={() => go({ ...query, releaseType: "all", page: 1 })}
          >
            {RELEASE_TYPE_LABELS[query.releaseType]}
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
      <p className="site-visually-hidden" role="status">
        {loading ? "Loading…" : data.total === 1 ? "1 release" : `${data.total} releases`}
      </p>
      <div ref={results} className={loading ? "music-results music-results--loading" : "music-results"} aria-busy={loading}>
        {data.data.length === 0 ? (
          <p className="music-empty">No music found</p>
        ) : (
          <ul className="music-grid">
            {data.data.map((product) => (
              <ReleaseCard key={product.id} product={product} />
            ))}
          </ul>
        )}
      </div>
      <Pagination
        page={data.page}
        totalPages={totalPages}
        hrefFor={(page) => musicHref({ ...query, page })}
        onNavigate={() => results.current?.scrollIntoView?.({ block: "start", behavior: "smooth" })}
      />
      <MusicFilterModal
        open={filterOpen}
        current={query.releaseType}
        onClose={() => setFilterOpen(false)}
        onApply={(releaseType) => {
          setFilterOpen(false);
          if (releaseType !== query.releaseType) go({ ...query, releaseType, page: 1 });
        }}
      />
    </div>
  );
}
