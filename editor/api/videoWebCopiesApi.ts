import { api } from "../../client/api/client";
import type { VideoWebCopy } from "../../schema/api/videos";
import { studioCall } from "./studioCall";

const webCopyPath = (profileId: string) => `profiles/${profileId}/videos/web-copy`;

/** The studio's calls about videos' web copies (issue 39): ask for one (queued once), and read how it goes. */
export const videoWebCopiesApi = {
  requestWebCopy: (profileId: string, video: string, retry = false) =>
    studioCall(() => api().post(webCopyPath(profileId), { json: { video, retry } }).json<VideoWebCopy>()),
  webCopyStatus: (profileId: string, video: string) =>
    studioCall(() => api().get(webCopyPath(profileId), { searchParams: { video } }).json<VideoWebCopy>()),
};
