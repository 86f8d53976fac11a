import { api } from "../../client/api/client";
import type { FollowerPage } from "../../schema/api/follows";
import type { AnnouncementAudience, AnnouncementChoice, AnnouncementState } from "../../schema/api/releaseAnnouncements";
import { studioCall } from "./studioCall";

const announcement = (profileId: string, releaseId: string) =>
  `profiles/${profileId}/releases/${encodeURIComponent(releaseId)}/announcement`;

/** Followers and release announcements (issue 37, items 2 and 3). */
export const followsApi = {
  followers: (profileId: string, page: number) =>
    studioCall(() => api().get(`profiles/${profileId}/followers`, { searchParams: { page } }).json<FollowerPage>()),
  announcement: (profileId: string, releaseId: string) =>
    studioCall(() => api().get(announcement(profileId, releaseId)).json<AnnouncementState>()),
  announcementAudience: (profileId: string, releaseId: string, choice: AnnouncementChoice) =>
    studioCall(() =>
      api()
        .post(`${announcement(profileId, releaseId)}/audience`, { json: choice })
        .json<AnnouncementAudience>(),
    ),
  announce: (profileId: string, releaseId: string, choice: AnnouncementChoice) =>
    studioCall(() => api().put(announcement(profileId, releaseId), { json: choice }).json<AnnouncementState>()),
  makeAnnouncementEmail: (profileId: string, releaseId: string) =>
    studioCall(() =>
      api()
        .post(`${announcement(profileId, releaseId)}/email`)
        .json<AnnouncementState>(),
    ),
  cancelAnnouncement: (profileId: string, releaseId: string) =>
    studioCall(() => api().delete(announcement(profileId, releaseId)).json<AnnouncementState>()),
};

export type FollowsApi = typeof followsApi;
