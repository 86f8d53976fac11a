import { useEffect, useState } from "react";
import type { EmailListOption } from "../../blocks/settings/types";
import type { AnnouncementChoice } from "../../schema/api/releaseAnnouncements";
import type { FollowsApi } from "../api/followsApi";

/** Followers only, until the artist chooses more: the people who asked to hear of new releases. */
export const FOLLOWERS_ONLY: AnnouncementChoice = { followers: true, buyers: false, emailListIds: [] };

const chosenNoOne = (choice: AnnouncementChoice) => !choice.followers && !choice.buyers && choice.emailListIds.length === 0;

/** How many a choice reaches now ("1,204 people"), asked again as it changes; null while unknown or for no one. */
export function useAnnouncementReach(
  api: Pick<FollowsApi, "announcementAudience">,
  profileId: string,
  releaseId: string,
  choice: AnnouncementChoice,
): string | null {
  const [reach, setReach] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    if (chosenNoOne(choice)) return setReach(null);
    api.announcementAudience(profileId, releaseId, choice).then(
      (audience) =>
        current && setReach(`${audience.recipients.toLocaleString("en-US")} ${audience.recipients === 1 ? "person" : "people"}`),
      () => current && setReach(null),
    );
    return () => {
      current = false;
    };
  }, [api, profileId, releaseId, choice]);
  return reach;
}

/**
 * Whom a release's announcement goes to (issue 37, item 2): followers, buyers of earlier releases,
 * and any of the artist's lists, each a checkbox; with how many that reaches now.
 */
export function AnnouncementChoiceFields({
  choice,
  onChoice,
  lists,
  reach,
}: {
  readonly choice: AnnouncementChoice;
  onChoice(choice: AnnouncementChoice): void;
  readonly lists: readonly EmailListOption[];
  readonly reach: string | null;
}) {
  const toggleList = (listId: string, on: boolean) =>
    onChoice({
      ...choice,
      emailListIds: on ? [...choice.emailListIds, listId] : choice.emailListIds.filter((id) => id !== listId),
    });
  return (
    <>
      <label>
        <input type="checkbox" checked={choice.followers} onChange={(event) => onChoice({ ...choice, followers: event.target.checked })} />{" "}
        Followers
      </label>
      <label>
        <input type="checkbox" checked={choice.buyers} onChange={(event) => onChoice({ ...choice, buyers: event.target.checked })} /> Buyers
        of earlier releases
      </label>
      {lists.map((list) => (
        <label key={list.id}>
          <input
            type="checkbox"
            checked={choice.emailListIds.includes(list.id)}
            onChange={(event) => toggleList(list.id, event.target.checked)}
          />{" "}
          The list “{list.name}”
        </label>
      ))}
      <p aria-live="polite">{chosenNoOne(choice) ? "Choose who gets it." : reach ? `Reaches ${reach} now.` : ""}</p>
    </>
  );
}
