import type { EventOption, ReleaseOption } from "../../blocks/settings/types";
import { studioApi } from "../api/studioApi";

/** The most a Countdown's pickers list: the newest releases and the next events. */
const CHOICES_LIMIT = 100;

/**
 * What a Countdown's settings may count to, asked for only when its panel opens: the artist's
 * published music (what fans can see, so what the block can show) and the events still to come.
 */
export function countdownChoices(
  profileId: string,
  api: Pick<typeof studioApi, "listReleases" | "listEvents"> = studioApi,
  now: () => number = Date.now,
): { listReleases(): Promise<readonly ReleaseOption[]>; listEvents(): Promise<readonly EventOption[]> } {
  return {
    listReleases: async () => {
      const page = await api.listReleases(profileId, { search: "", status: "published", offset: 0, limit: CHOICES_LIMIT });
      return page.data
        .filter((release) => release.category === "Music")
        .map((release) => ({ id: release.id, title: release.title, ...(release.releasedAt ? { releasedAt: release.releasedAt } : {}) }));
    },
    listEvents: async () => {
      const events = await api.listEvents(profileId);
      return events
        .filter((event) => Date.parse(event.dateTime) >= now())
        .map(({ id, title, dateTime, timeZone }) => ({ id, title, dateTime, timeZone }));
    },
  };
}
