import { useCallback, useState } from "react";
import type { SubscriberPage, SubscriberStatus } from "../../schema/api/emailLists";
import { PagedTable } from "../shell/PagedTable";
import { SearchBox } from "../shell/SearchBox";
import { useListChanges } from "../shell/useListChanges";
import { useLoadedList } from "../shell/useLoadedList";

const PAGE_SIZE = 50;

const STATUS_LABELS: Readonly<Record<SubscriberStatus, string>> = {
  pending: "Pending",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
  bounced: "Bounced",
  complained: "Complained",
};

const joinedDate = (iso: string) => new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });

/**
 * A list's subscribers (issue 17): found by part of their address or name (names come from an
 * import: issue 34), 50 to a page, newest first, each with their status (pending until they
 * confirm, or no longer mailed: issue 19) and removable. `version` changes when the list changed elsewhere (an import), to load it again.
 */
export function SubscriberList({
  load,
  remove,
  version,
}: {
  load(query: { search: string; offset: number; limit: number }): Promise<SubscriberPage>;
  remove(email: string): Promise<void>;
  version: number;
}) {
  const [search, setSearch] = useState("");
  const [offset, setOffset] = useState(0);

  // `version` is read only to load again when the list changed elsewhere (an import).
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the trigger, not a value used
  const loadPage = useCallback(() => load({ search, offset, limit: PAGE_SIZE }), [load, search, offset, version]);
  const { list: page, refresh } = useLoadedList("The subscribers", loadPage);
  const { problem, change } = useListChanges(refresh);
  const take = (email: string) => change(() => remove(email), `${email} was not removed`);

  return (
    <section aria-label="Subscribers">
      <SearchBox
        label="Find an address or a name"
        value={search}
        onSearch={(value) => {
          setSearch(value);
          setOffset(0);
        }}
      />
      <PagedTable
        page={page}
        problem={problem}
        loading="Loading the subscribers…"
        empty={search ? "No address or name holds that." : "No one is on this list yet."}
        offset={offset}
        pageSize={PAGE_SIZE}
        onOffset={setOffset}
        columns={
          <>
            <th scope="col">Address</th>
            <th scope="col">Name</th>
            <th scope="col">Joined</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="studio-visually-hidden">Actions</span>
            </th>
          </>
        }
      >
        {(subscriber) => (
          <tr key={subscriber.email}>
            <td>{subscriber.email}</td>
            <td>{`${subscriber.firstName} ${subscriber.lastName}`.trim()}</td>
            <td>{joinedDate(subscriber.joinedAt)}</td>
            <td>{STATUS_LABELS[subscriber.status]}</td>
            <td>
              <button type="button" aria-label={`Remove ${subscriber.email}`} onClick={() => void take(subscriber.email)}>
                Remove
              </button>
            </td>
          </tr>
        )}
      </PagedTable>
    </section>
  );
}
