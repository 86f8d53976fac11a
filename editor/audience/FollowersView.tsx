import { useCallback, useState } from "react";
import { FOLLOWERS_PER_PAGE } from "../../schema/api/follows";
import { type FollowsApi, followsApi } from "../api/followsApi";
import { PagedTable } from "../shell/PagedTable";
import { studioDateTime } from "../shell/studioDateTime";
import { useLoadedList } from "../shell/useLoadedList";

const STATUS_WORDS = { confirmed: "Confirmed", pending: "Waiting to confirm", unfollowed: "Unfollowed" } as const;

/**
 * The artist's followers (issue 37, item 3): how many confirmed and how many wait to confirm, and
 * a page of them (address, since when, status), newest first. A viewer's page hides the addresses,
 * as it does every fan's. Release announcements go to the confirmed ones.
 */
export function FollowersView({
  profileId,
  api = followsApi,
}: {
  readonly profileId: string;
  readonly api?: Pick<FollowsApi, "followers">;
}) {
  const [offset, setOffset] = useState(0);
  const load = useCallback(() => api.followers(profileId, offset / FOLLOWERS_PER_PAGE + 1), [api, profileId, offset]);
  const { list } = useLoadedList("The followers", load);
  const counts = list.state === "ready" ? list.value : null;

  return (
    <section className="studio-admin__panel" aria-label="Followers">
      <dl className="studio-admin__facts">
        <dt>Followers</dt>
        <dd>{counts ? counts.confirmed.toLocaleString("en-US") : "…"}</dd>
        <dt>Waiting to confirm</dt>
        <dd>{counts ? counts.pending.toLocaleString("en-US") : "…"}</dd>
      </dl>
      <PagedTable
        page={list}
        problem={null}
        loading="Loading the followers…"
        empty="No followers yet: fans follow from the Follow button on your site."
        offset={offset}
        pageSize={FOLLOWERS_PER_PAGE}
        onOffset={setOffset}
        label="Followers"
        columns={
          <>
            <th scope="col">Email</th>
            <th scope="col">Since</th>
            <th scope="col">Status</th>
          </>
        }
      >
        {(follower) => (
          <tr key={`${follower.email}-${follower.since}`}>
            <td>{follower.email}</td>
            <td>{studioDateTime(follower.since)}</td>
            <td>{STATUS_WORDS[follower.status]}</td>
          </tr>
        )}
      </PagedTable>
    </section>
  );
}
