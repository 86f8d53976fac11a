import { useCallback, useEffect, useId, useState } from "react";
import { AUDIT_CATEGORIES, type AuditCategory } from "../../schema/api/auditLog";
import { type AuditLogApi, auditLogApi } from "../api/auditLogApi";
import { PagedTable } from "../shell/PagedTable";
import { studioDateTime } from "../shell/studioDateTime";
import type { StudioSectionProps } from "../shell/studioSections";
import { useLoadedList } from "../shell/useLoadedList";
import { AUDIT_ACTION_WORDS, AUDIT_CATEGORY_WORDS } from "./auditWords";

const PAGE_SIZE = 50;

/**
 * The studio's Activity section (issue 35, item 8), for owners: who did what and when, newest
 * first, by kind of work or by person. Entries go after a year; nobody in the studio erases one.
 */
export function ActivityWorkspace({ profile, api = auditLogApi }: StudioSectionProps & { readonly api?: AuditLogApi }) {
  const categoryId = useId();
  const actorId = useId();
  const [category, setCategory] = useState<AuditCategory | "">("");
  const [actor, setActor] = useState("");
  const [offset, setOffset] = useState(0);
  const load = useCallback(
    () => api.list(profile.id, { ...(category ? { category } : {}), ...(actor ? { actor } : {}), offset, limit: PAGE_SIZE }),
    [api, profile.id, category, actor, offset],
  );
  const { list } = useLoadedList("The activity", load);
  // Everyone the log names, kept while a filtered page loads so the choice does not flicker.
  const [actors, setActors] = useState<readonly string[]>([]);
  useEffect(() => {
    if (list.state === "ready") setActors(list.value.actors);
  }, [list]);

  return (
    <div className="studio">
      <main className="studio-admin" aria-labelledby="studio-activity-heading">
        <div className="studio-admin__head">
          <h1 id="studio-activity-heading">Activity</h1>
        </div>
        <p>Who did what in the studio, and when. Entries are kept for a year.</p>
        <div className="studio-admin__inline">
          <label htmlFor={categoryId}>Kind of work</label>
          <select
            id={categoryId}
            value={category}
            onChange={(event) => {
              setCategory(event.target.value as AuditCategory | "");
              setOffset(0);
            }}
          >
            <option value="">Everything</option>
            {AUDIT_CATEGORIES.map((name) => (
              <option key={name} value={name}>
                {AUDIT_CATEGORY_WORDS[name]}
              </option>
            ))}
          </select>
          <label htmlFor={actorId}>Person</label>
          <select
            id={actorId}
            value={actor}
            onChange={(event) => {
              setActor(event.target.value);
              setOffset(0);
            }}
          >
            <option value="">Everyone</option>
            {actors.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <PagedTable
          page={list}
          problem={null}
          loading="Loading the activity…"
          empty={category || actor ? "Nothing matches." : "Nothing yet: publishing, orders, newsletters, the team and sign-ins show here."}
          offset={offset}
          pageSize={PAGE_SIZE}
          onOffset={setOffset}
          label="Activity"
          columns={
            <>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Details</th>
            </>
          }
        >
          {(entry) => (
            <tr key={entry.id}>
              <td>{studioDateTime(entry.at)}</td>
              <td>{entry.actor}</td>
              <td>{AUDIT_ACTION_WORDS[entry.action]}</td>
              <td>{entry.subject}</td>
            </tr>
          )}
        </PagedTable>
      </main>
    </div>
  );
}
