import { useEffect, useId, useState } from "react";
import type { PostEmailChoice, PostEmailStateAnswer } from "../../schema/api/postEmails";
import type { StudioTier } from "../../schema/api/tiers";
import { errorMessageOf } from "../../schema/errors";
import { namesInWords } from "../../schema/rules/namesInWords";
import { tiersReadingPostsOf } from "../../schema/rules/tierAccess";
import type { PostEmailsApi } from "../api/postEmailsApi";
import { studioDateTime } from "../shell/studioDateTime";

const NO_ONE: PostEmailChoice = { readers: false, freeMembers: false, emailListId: null };

/** Who the first box names: the tiers whose members read the post, or every member for a public one. */
function readersLabel(tiers: readonly StudioTier[], tierId: string): string {
  if (tierId === "") return "Every member";
  const names = tiersReadingPostsOf(tiers, tierId).map((tier) => tier.name);
  return names.length > 0 ? `The tiers that can read it (${namesInWords(names)})` : "The tiers that can read it";
}

/** What a choice reaches, in words: how many, and how many of them get the locked notice instead of the post. */
function useAudienceWords(api: PostEmailsApi, profileId: string, tierId: string, choice: PostEmailChoice | null): string {
  const [words, setWords] = useState("");
  useEffect(() => {
    if (choice === null) return setWords("");
    let current = true;
    const timer = setTimeout(() => {
      api.audience(profileId, { ...choice, membershipTierId: tierId === "" ? null : tierId }).then(
        ({ recipients, readers }) => {
          if (!current) return;
          const locked = recipients - readers;
          const people = recipients === 1 ? "1 person" : `${recipients} people`;
          setWords(
            `Goes to ${people} now${locked > 0 ? `; ${locked} of them cannot read the post and get a notice inviting them to join instead` : ""}.`,
          );
        },
        (error: unknown) => current && setWords(`Could not count who it goes to: ${errorMessageOf(error, "the server did not answer")}`),
      );
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, profileId, tierId, choice]);
  return words;
}

/** A post's email once sent: when, to how many, and how sending went. */
function SentNotice({ send }: { send: NonNullable<PostEmailStateAnswer["send"]> }) {
  const { total, sent, queued, skipped, failed } = send.counts;
  const parts = [
    `${sent} sent`,
    ...(queued > 0 ? [`${queued} waiting`] : []),
    ...(skipped > 0 ? [`${skipped} skipped`] : []),
    ...(failed > 0 ? [`${failed} failed`] : []),
  ];
  return (
    <p className="studio-hint">
      Sent by email on {studioDateTime(send.sendAt)} to {total === 1 ? "1 person" : `${total} people`}: {parts.join(", ")}. A post goes by
      email once; its progress is also in Emails › Newsletters.
    </p>
  );
}

/**
 * "Also send by email to" (issue 37): the members who can read the post, free members, an email
 * list, or any of them together; what that reaches now, counted by the server; once sent, how it went.
 * A scheduled post's email goes when the post comes out.
 */
export function PostEmailField({
  api,
  profileId,
  tiers,
  tierId,
  scheduled,
  sent,
  value,
  onChange,
}: {
  readonly api: PostEmailsApi;
  readonly profileId: string;
  readonly tiers: readonly StudioTier[];
  /** The post's tier as the form has it ("" for everyone). */
  readonly tierId: string;
  readonly scheduled: boolean;
  readonly sent: PostEmailStateAnswer["send"];
  readonly value: PostEmailChoice | null;
  onChange(choice: PostEmailChoice | null): void;
}) {
  const listId = useId();
  const [lists, setLists] = useState<readonly { id: string; name: string }[]>([]);
  useEffect(() => {
    if (!sent) api.listEmailLists(profileId).then(setLists, () => setLists([]));
  }, [api, profileId, sent]);
  const words = useAudienceWords(api, profileId, tierId, sent ? null : value);
  if (sent) {
    return (
      <fieldset className="studio-admin__benefits">
        <legend>Email</legend>
        <SentNotice send={sent} />
      </fieldset>
    );
  }
  const choice = value ?? NO_ONE;
  const change = (changes: Partial<PostEmailChoice>) => {
    const next = { ...choice, ...changes };
    onChange(next.readers || next.freeMembers || next.emailListId !== null ? next : null);
  };
  return (
    <fieldset className="studio-admin__benefits">
      <legend>Also send by email to</legend>
      <div className="studio-admin__choices">
        <label>
          <input type="checkbox" checked={choice.readers} onChange={(event) => change({ readers: event.target.checked })} />{" "}
          {readersLabel(tiers, tierId)}
        </label>
        <label>
          <input type="checkbox" checked={choice.freeMembers} onChange={(event) => change({ freeMembers: event.target.checked })} /> Free
          members
        </label>
        <label>
          <input
            type="checkbox"
            checked={choice.emailListId !== null}
            disabled={lists.length === 0}
            onChange={(event) => change({ emailListId: event.target.checked ? (lists[0]?.id ?? null) : null })}
          />{" "}
          An email list
        </label>
      </div>
      {choice.emailListId !== null ? (
        <div className="studio-admin__field">
          <label htmlFor={listId}>Email list</label>
          <select id={listId} value={choice.emailListId} onChange={(event) => change({ emailListId: event.target.value })}>
            {lists.map((list) => (
              <option key={list.id} value={list.id}>
                {list.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {value !== null ? (
        <p className="studio-hint" aria-live="polite">
          {words}
          {scheduled ? " It goes when the post comes out." : ""} Fans who turned post emails off, and unsubscribed addresses, are left out.
        </p>
      ) : null}
    </fieldset>
  );
}
