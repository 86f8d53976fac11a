import { useCallback, useEffect, useId, useState } from "react";
import type { FanPage } from "../../schema/api/fans";
import type { StudioTier } from "../../schema/api/tiers";
import { errorMessageOf } from "../../schema/errors";
import type { studioApi } from "../api/studioApi";
import { downloadText } from "../app/importExport";
import { Paging } from "../app/Paging";

const PAGE_SIZE = 50;

export type FansApi = Pick<typeof studioApi, "listFans" | "exportFans" | "setMembership" | "listTiers">;

type Loaded =
  | { readonly state: "loading" }
  | { readonly state: "failed"; readonly message: string }
  | { readonly state: "ready"; readonly page: FanPage };

/**
 * The artist's fans (issue 17): found by name or address, shown by tier, 50 to a page, newest
 * first; a tier given by hand (a comped membership) or taken away; all of them exported as CSV.
 */
export function FansView({ profileId, api }: { profileId: string; api: FansApi }) {
  const [search, setSearch] = useState("");
  const [tier, setTier] = useState<string>("");
  const [offset, setOffset] = useState(0);
  const [tiers, setTiers] = useState<readonly StudioTier[]>([]);
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [problem, setProblem] = useState<string | null>(null);
  const searchId = useId();
  const tierId = useId();

  useEffect(() => {
    api.listTiers(profileId).then(setTiers, () => setTiers([]));
  }, [api, profileId]);

  const refresh = useCallback(async () => {
    try {
      const query = { search, offset, limit: PAGE_SIZE, ...(tier === "" ? {} : { tier }) };
      setLoaded({ state: "ready", page: await api.listFans(profileId, query) });
    } catch (error) {
      setLoaded({ state: "failed", message: `The fans could not be loaded: ${errorMessageOf(error, "the server did not answer")}` });
    }
  }, [api, profileId, search, tier, offset]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const act = async (action: () => Promise<unknown>, failure: string) => {
    try {
      await action();
      setProblem(null);
      await refresh();
    } catch (error) {
      setProblem(`${failure}: ${errorMessageOf(error, "the server did not answer")}`);
    }
  };

  const page = loaded.state === "ready" ? loaded.page : null;
  return (
    <section aria-label="Fans">
      <div className="studio-admin__inline">
        <label htmlFor={searchId}>Find a fan</label>
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setOffset(0);
          }}
        />
        <label htmlFor={tierId}>Tier</label>
        <select
          id={tierId}
          value={tier}
          onChange={(event) => {
            setTier(event.target.value);
            setOffset(0);
          }}
        >
          <option value="">All fans</option>
          <option value="none">No tier</option>
          {tiers.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          onClick={() =>
            void act(async () => downloadText("fans.csv", await api.exportFans(profileId), "text/csv"), "The fans were not exported")
          }
        >
          Export CSV
        </button>
      </div>
      {problem ? (
        <p className="studio-field-error" role="alert">
          {problem}
        </p>
      ) : null}
      {loaded.state === "loading" ? <p aria-busy="true">Loading the fans…</p> : null}
      {loaded.state === "failed" ? (
        <p className="studio-field-error" role="alert">
          {loaded.message}
        </p>
      ) : null}
      {page && page.total === 0 ? (
        <p className="studio-hint">{search || tier ? "No fan matches." : "No fans yet: they appear here when they sign up on the site."}</p>
      ) : null}
      {page && page.data.length > 0 ? (
        <>
          <table className="studio-admin__table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Address</th>
                <th scope="col">Tier</th>
              </tr>
            </thead>
            <tbody>
              {page.data.map((fan) => (
                <tr key={fan.id}>
                  <td>
                    {fan.firstName} {fan.lastName}
                  </td>
                  <td>{fan.email}</td>
                  <td>
                    <select
                      aria-label={`Tier of ${fan.email}`}
                      value={fan.membershipTierId ?? ""}
                      onChange={(event) =>
                        void act(
                          () => api.setMembership(profileId, fan.id, event.target.value || null),
                          `${fan.email}'s tier was not changed`,
                        )
                      }
                    >
                      <option value="">No tier</option>
                      {tiers.map((option) => (
                        <option key={option.id} value={option.id}>
                          {option.name}
                        </option>
                      ))}
                    </select>
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
