import { useRef, useState } from "react";
import { useLocation } from "wouter";
import { ChipList } from "../../../client/ui/ChipList";
import type { MembershipTier } from "../../../schema/entities/membership";
import type { ScreenProps } from "../../app/routeTypes";
import { useSite } from "../../app/SiteContext";
import { FilterModal } from "../../ui/FilterModal";
import { Pagination } from "../../ui/Pagination";
import { pageCount } from "../../ui/pagination";
import { SearchInput } from "../../ui/SearchInput";
import { usePageInAddress } from "../../ui/usePageInAddress";
import type { MembersData } from "./membersData";
import {
  activeFilters,
  DEFAULT_MEMBERS_QUERY,
  hasFilters,
  MAX_POST_SEARCH_LENGTH,
  type MembersQuery,
  membersHref,
  POST_TYPE_FILTERS,
  POST_TYPE_LABELS,
  type PostTypeFilter,
  parseMembersQuery,
  withoutFilter,
} from "./membersQuery";
import { PostCard } from "./PostCard";
import { useMembersSession } from "./useMembersSession";

interface FilterDraft {
  readonly type: PostTypeFilter;
  readonly tier: string | null;
}

const NO_FILTER: FilterDraft = { type: "all", tier: null };

function PostsFilterModal({
  open,
  current,
  tiers,
  onApply,
  onClose,
}: {
  readonly open: boolean;
  readonly current: FilterDraft;
  readonly tiers: readonly MembershipTier[];
  readonly onApply: (filters: FilterDraft) => void;
  readonly onClose: () => void;
}) {
  return (
    <FilterModal
      open={open}
      title="Filter Posts"
      current={current}
      cleared={NO_FILTER}
      onApply={onApply}
      onClose={onClose}
      formClassName="members-filter"
    >
      {(draft, setDraft, id) => {
        // A tier in the address that the artist no longer offers stays choosable, so applying keeps it.
        const unknownTier = draft.tier !== null && !tiers.some((tier) => tier.id === draft.tier) ? draft.tier : null;
        return (
          <>
            <fieldset className="music-filter">
              <legend className="music-filter__legend">Post Type</legend>
              {POST_TYPE_FILTERS.map((type) => (
                <label key={type} className="music-filter__option">
                  <input
                    type="radio"
                    name={`${id}-type`}
                    value={type}
                    checked={draft.type === type}
                    onChange={() => setDraft({ ...draft, type })}
                  />
                  <span>{POST_TYPE_LABELS[type]}</span>
                </label>
              ))}
            </fieldset>
            <div className="site-field members-filter__tier">
              <label htmlFor={`${id}-tier`}>Membership Tier</label>
              <select
                id={`${id}-tier`}
                value={draft.tier ?? ""}
                onChange={(event) => setDraft({ ...draft, tier: event.target.value === "" ? null : event.target.value })}
              >
                <option value="">All Tiers</option>
                {tiers.map((tier) => (
                  <option key={tier.id} value={tier.id}>
                    {tier.name}
                  </option>
                ))}
                {unknownTier ? <option value={unknownTier}>Unknown tier</option> : null}
              </select>
            </div>
          </>
        );
      }}
    </FilterModal>
  );
}

function FilterIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M4 6h16M7 12h10M10 18h4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * /members (SPEC §2 Members page): 'Posts', a search (500 ms after typing pauses), the type and
 * tier filter, the active filters as removable chips with 'Clear all', and the posts ten a page.
 * What is shown lives in the address, so a reload, a shared link and back/forward show the same
 * view; while the next view loads, the previous stays.
 */
export function MembersScreen({ data, search, loading }: ScreenProps<MembersData>) {
  const query = parseMembersQuery(search);
  const [, navigate] = useLocation();
  const { profile } = useSite();
  const session = useMembersSession();
  const [filterOpen, setFilterOpen] = useState(false);
  const results = useRef<HTMLDivElement>(null);
  const { posts, tiers } = data;
  const totalPages = pageCount(posts.total, posts.pageSize);
  const go = (next: MembersQuery) => navigate(membersHref(next));
  usePageInAddress(query.page, posts.page, loading, (page) => membersHref({ ...query, page }));
  const filters = activeFilters(query, tiers);
  const filterCount = (query.type === "all" ? 0 : 1) + (query.tier === null ? 0 : 1);
  const filtered = hasFilters(query);

  return (
    <div className="site-page members-page">
      <div className="music-page__header">
        <h1 className="music-page__title">Posts</h1>
        <div className="music-toolbar">
          <SearchInput
            className="music-toolbar__search"
            label="Search posts"
            placeholder="Search posts..."
            value={query.search}
            maxLength={MAX_POST_SEARCH_LENGTH}
            onSearch={(text) => go({ ...query, search: text, page: 1 })}
          />
          <button type="button" className="music-toolbar__filter" aria-haspopup="dialog" onClick={() => setFilterOpen(true)}>
            <FilterIcon />
            <span>Filter</span>
            {filterCount === 0 ? null : <span className="music-toolbar__count">{filterCount}</span>}
          </button>
        </div>
      </div>
      {filters.length === 0 ? null : (
        <div className="members-active">
          <span className="members-active__label">Active filters</span>
          <ChipList
            label="Active filters"
            chips={filters.map((filter) => ({
              key: filter.key,
              label: filter.label,
              removeLabel: `Remove filter: ${filter.label}`,
              onRemove: () => go(withoutFilter(query, filter.key)),
            }))}
          />
          <button type="button" className="members-active__clear" onClick={() => go(DEFAULT_MEMBERS_QUERY)}>
            Clear all
          </button>
        </div>
      )}
      <p className="site-visually-hidden" role="status">
        {loading ? "Loading…" : posts.total === 1 ? "1 post" : `${posts.total} posts`}
      </p>
      <div ref={results} className={loading ? "members-results members-results--loading" : "members-results"} aria-busy={loading}>
        {posts.data.length === 0 ? (
          <p className="music-empty">{filtered ? "No posts found matching your filters" : "No posts found"}</p>
        ) : (
          <ul className="members-feed">
            {posts.data.map((post) => (
              <li key={post.id}>
                <PostCard post={post} tiers={tiers} artist={profile.name} session={session} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <Pagination
        page={posts.page}
        totalPages={totalPages}
        hrefFor={(page) => membersHref({ ...query, page })}
        onNavigate={() => results.current?.scrollIntoView?.({ block: "start", behavior: "smooth" })}
      />
      <PostsFilterModal
        open={filterOpen}
        current={{ type: query.type, tier: query.tier }}
        tiers={tiers}
        onClose={() => setFilterOpen(false)}
        onApply={(next) => {
          setFilterOpen(false);
          if (next.type !== query.type || next.tier !== query.tier) go({ ...query, ...next, page: 1 });
        }}
      />
    </div>
  );
}
