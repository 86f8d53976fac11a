import { useCallback, useEffect, useId, useState } from "react";
import type { SubscriberPage } from "../../schema/api/emailLists";
import { errorMessageOf } from "../../schema/errors";
import { Paging } from "../app/Paging";

const PAGE_SIZE = 50;

type Loaded =
  | { readonly state: "loading" }
  | { readonly state: "failed"; readonly message: string }
  | { readonly state: "ready"; readonly page: SubscriberPage };

const joinedDate = (iso: string) => new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });

/**
 * A list's subscribers (issue 17): found by part of their address, 50 to a page, newest first, each
 * removable. `version` changes when the list changed elsewhere (an import), to load it again.
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
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [problem, setProblem] = useState<string | null>(null);
  const searchId = useId();

  const refresh = useCallback(async () => {
    try {
      setLoaded({ state: "ready", page: await load({ search, offset, limit: PAGE_SIZE }) });
    } catch (error) {
      setLoaded({ state: "failed", message: `The subscribers could not be loaded: ${errorMessageOf(error, "the server did not answer")}` });
    }
  }, [load, search, offset]);

  // `version` is read only to load again when the list changed elsewhere.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the trigger, not a value used
  useEffect(() => {
    void refresh();
  }, [refresh, version]);

  const take = async (email: string) => {
    try {
      await remove(email);
      setProblem(null);
      await refresh();
    } catch (error) {
      setProblem(`${email} was not removed: ${errorMessageOf(error, "the server did not answer")}`);
    }
  };

  const page = loaded.state === "ready" ? loaded.page : null;
  return (
    <section aria-label="Subscribers">
      <label htmlFor={searchId}>Find an address</label>{" "}
      <input
        id={searchId}
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setOffset(0);
        }}
      />
      {problem ? (
        <p className="studio-field-error" role="alert">
          {problem}
        </p>
      ) : null}
      {loaded.state === "loading" ? <p aria-busy="true">Loading the subscribers…</p> : null}
      {loaded.state === "failed" ? (
        <p className="studio-field-error" role="alert">
          {loaded.message}
        </p>
      ) : null}
      {page && page.total === 0 ? <p className="studio-hint">{search ? "No address holds that." : "No one is on this list yet."}</p> : null}
      {page && page.data.length > 0 ? (
        <>
          <table className="studio-admin__table">
            <thead>
              <tr>
                <th scope="col">Address</th>
                <th scope="col">Joined</th>
                <th scope="col">
                  <span className="studio-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {page.data.map((subscriber) => (
                <tr key={subscriber.email}>
                  <td>{subscriber.email}</td>
                  <td>{joinedDate(subscriber.joinedAt)}</td>
                  <td>
                    <button type="button" aria-label={`Remove ${subscriber.email}`} onClick={() => void take(subscriber.email)}>
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Paging offset={offset} shown={page.data.length} total={page.total} pageSize={PAGE_SIZE} onOffset={setOffset} />
        </>
      ) : null}
    </section>
  );
}
