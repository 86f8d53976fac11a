import { type FormEvent, useCallback, useId, useState } from "react";
import type { EmailListOption } from "../../blocks/settings/types";
import { emailListBodySchema } from "../../schema/api/emailLists";
import { fieldLimits } from "../../schema/fieldLimits";
import { studioApi } from "../api/studioApi";
import { downloadText } from "../document/importExport";
import type { StudioSectionProps } from "../shell/studioSections";
import { useConfirmDialog } from "../shell/useConfirmDialog";
import { useListChanges } from "../shell/useListChanges";
import { useLoadedList } from "../shell/useLoadedList";
import { EmailListTabs } from "./EmailListTabs";
import { type FansApi, FansView } from "./FansView";
import { FollowersView } from "./FollowersView";
import { SubscriberImport } from "./SubscriberImport";
import { SubscriberList } from "./SubscriberList";

export type AudienceApi = FansApi &
  Pick<
    typeof studioApi,
    | "listEmailLists"
    | "createEmailList"
    | "renameEmailList"
    | "deleteEmailList"
    | "listSubscribers"
    | "removeSubscriber"
    | "exportSubscribers"
    | "importSubscribers"
  >;

function NameForm({
  label,
  initial,
  submitLabel,
  onSubmit,
}: {
  label: string;
  initial: string;
  submitLabel: string;
  onSubmit(name: string): Promise<void>;
}) {
  const [name, setName] = useState(initial);
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === "") return;
    await onSubmit(name.trim());
    setName(initial);
  };
  return (
    <form className="studio-admin__inline" onSubmit={(event) => void submit(event)}>
      <label htmlFor={id}>{label}</label>
      <input id={id} value={name} {...fieldLimits(emailListBodySchema.properties.name)} onChange={(event) => setName(event.target.value)} />
      <button type="submit" disabled={name.trim() === ""}>
        {submitLabel}
      </button>
    </form>
  );
}

/**
 * The studio's Audience section (issue 17): the artist's fans (`FansView.tsx`), and the email lists, each with its subscribers
 * counted (and those confirmed and pending: newsletters go to the confirmed ones, issue 19); a list made, renamed, deleted (the server refuses one a page's Email-list block uses);
 * its subscribers found, removed, exported as CSV and imported from CSV with a preview.
 */
export function AudienceWorkspace(props: StudioSectionProps & { readonly api?: AudienceApi }) {
  const { profile, api = studioApi } = props;
  const { confirm, dialog } = useConfirmDialog();
  const load = useCallback(() => api.listEmailLists(profile.id), [api, profile.id]);
  const { list, refresh } = useLoadedList("The email lists", load);
  const [openId, setOpenId] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const { problem, change: run } = useListChanges(refresh);
  const [view, setView] = useState<"lists" | "fans" | "followers">("lists");
  const lists = list.state === "ready" ? list.value : [];
  const open: EmailListOption | undefined = lists.find((candidate) => candidate.id === openId) ?? lists[0];

  // Stable per list, so the subscriber list loads when its list, its search or its page changes, not on each render.
  const openListId = open?.id ?? null;
  const loadSubscribers = useCallback(
    (query: { search: string; offset: number; limit: number }) =>
      openListId === null ? Promise.resolve({ total: 0, data: [] }) : api.listSubscribers(profile.id, openListId, query),
    [api, profile.id, openListId],
  );

  const exportCsv = async (emailList: EmailListOption) =>
    run(
      async () => downloadText(`${emailList.name}.csv`, await api.exportSubscribers(profile.id, emailList.id), "text/csv"),
      "The list was not exported",
    );

  return (
    <div className="studio">
      <main className="studio-admin" aria-labelledby="studio-audience-heading">
        <div className="studio-admin__head">
          <h1 id="studio-audience-heading">{view === "lists" ? "Email lists" : view === "fans" ? "Fans" : "Followers"}</h1>
          <nav className="studio-admin__actions" aria-label="Audience">
            <button type="button" aria-pressed={view === "lists"} onClick={() => setView("lists")}>
              Email lists
            </button>
            <button type="button" aria-pressed={view === "fans"} onClick={() => setView("fans")}>
              Fans
            </button>
            <button type="button" aria-pressed={view === "followers"} onClick={() => setView("followers")}>
              Followers
            </button>
          </nav>
        </div>
        {view === "fans" ? <FansView profileId={profile.id} api={api} /> : null}
        {view === "followers" ? <FollowersView profileId={profile.id} /> : null}
        {view === "lists" ? (
          <>
            <EmailListTabs list={list} problem={problem} openId={open?.id} onOpen={setOpenId} />
            <NameForm
              label="New list"
              initial=""
              submitLabel="Make list"
              onSubmit={(name) => run(() => api.createEmailList(profile.id, name), "The list was not made", `List “${name}” made`)}
            />
            {open ? (
              <section className="studio-admin__panel" aria-label={`List ${open.name}`}>
                <h2>{open.name}</h2>
                <dl className="studio-admin__facts">
                  <dt>Confirmed</dt>
                  <dd>{(open.confirmed ?? 0).toLocaleString("en-US")}</dd>
                  <dt>Pending</dt>
                  <dd>{(open.pending ?? 0).toLocaleString("en-US")}</dd>
                </dl>
                <div className="studio-admin__actions">
                  <button type="button" onClick={() => void exportCsv(open)}>
                    Export CSV
                  </button>
                  <button
                    type="button"
                    onClick={async () => {
                      const message = `Delete the list "${open.name}" and its subscribers? This cannot be undone.`;
                      if (await confirm({ title: "Delete this list?", message, confirmLabel: "Delete list", danger: true }))
                        void run(() => api.deleteEmailList(profile.id, open.id), "The list was not deleted", `“${open.name}” deleted`);
                    }}
                  >
                    Delete list
                  </button>
                </div>
                <NameForm
                  key={open.id}
                  label="Name"
                  initial={open.name}
                  submitLabel="Rename"
                  onSubmit={(name) =>
                    run(() => api.renameEmailList(profile.id, open.id, name), "The list was not renamed", `List renamed “${name}”`)
                  }
                />
                <SubscriberImport
                  importCsv={(csv, apply) => api.importSubscribers(profile.id, open.id, csv, apply)}
                  onImported={() => {
                    setVersion((current) => current + 1);
                    void refresh();
                  }}
                />
                <SubscriberList
                  key={open.id}
                  version={version}
                  load={loadSubscribers}
                  remove={async (email) => {
                    await api.removeSubscriber(profile.id, open.id, email);
                    void refresh();
                  }}
                />
              </section>
            ) : null}
          </>
        ) : null}
      </main>
      {dialog}
    </div>
  );
}
