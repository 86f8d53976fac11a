import { api } from "../../client/api/client";
import type { TrackAudioRetry, TrackAudioStates } from "../../schema/api/releases";
import { studioCall } from "./studioCall";

/** The studio's calls about a track's audio once it is uploaded (issue 32). */
export const trackAudioApi = {
  /**
   * Where the artist's masters stand, by address (1 to 100 at a time), saved in a release or only
   * uploaded into the open form; an address naming none of them is left out of the answer.
   */
  trackAudioStates: (profileId: string, urls: readonly string[]) =>
    studioCall(() => api().post(`profiles/${profileId}/track-audio/states`, { json: { urls } }).json<TrackAudioStates>()),
  /** Queues a master that could not be prepared for listening again; refused (in the server's words) when it has not failed. */
  retryTrackAudio: (profileId: string, url: string) =>
    studioCall(() => api().post(`profiles/${profileId}/track-audio/retry`, { json: { url } }).json<TrackAudioRetry>()),
};
