import type { EmailListOption } from "../../blocks/settings/types";
import { SectionList } from "../shell/SectionList";
import type { LoadedList } from "../shell/useLoadedList";

const confirmedWords = (count: number) => `${count.toLocaleString("en-US")} confirmed ${count === 1 ? "subscriber" : "subscribers"}`;

/**
 * The artist's email lists as tabs, each with its number of confirmed subscribers (issue 34: the
 * count a newsletter reaches, not every address ever added); the open one pressed.
 */
export function EmailListTabs({
  list,
  problem,
  openId,
  onOpen,
}: {
  readonly list: LoadedList<EmailListOption>;
  readonly problem: string | null;
  readonly openId: string | undefined;
  onOpen(id: string): void;
}) {
  return (
    <SectionList
      list={list}
      problem={problem}
      loading="Loading the lists…"
      empty="No email lists yet. Make one, then add an Email-list block to a page."
    >
      {(emailLists) => (
        <ul className="studio-admin__tabs" aria-label="Your email lists">
          {emailLists.map((emailList) => (
            <li key={emailList.id}>
              <button
                type="button"
                aria-pressed={emailList.id === openId}
                title={`${confirmedWords(emailList.confirmed ?? 0)}: the addresses a newsletter goes to`}
                onClick={() => onOpen(emailList.id)}
              >
                {emailList.name} ({(emailList.confirmed ?? 0).toLocaleString("en-US")})
              </button>
            </li>
          ))}
        </ul>
      )}
    </SectionList>
  );
}
