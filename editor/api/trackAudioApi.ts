import { api } from "../../client/api/client";
import type { TrackAudioRetry } from "../../schema/api/releases";
import { studioCall } from "./studioCall";

/** The studio's calls about a track's audio once it is uploaded (issue 32). */
export const trackAudioApi = {
  /** Queues a master that could not be prepared for listening again; refused (in the server's words) when it has not failed. */
  retryTrackAudio: (profileId: string, url: string) =>
    studioCall(() => api().post(`profiles/${profileId}/track-audio/retry`, { json: { url } }).json<TrackAudioRetry>()),
};

export type TrackAudioApi = typeof trackAudioApi;
