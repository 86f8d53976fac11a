import type { VideoWebCopies } from "../../blocks/settings/types";
import { videoWebCopiesApi } from "../api/videoWebCopiesApi";

/** The artist's videos' web copies, as the Video block's settings ask for them (issue 39). */
export function videoWebCopiesOf(profileId: string, api: typeof videoWebCopiesApi = videoWebCopiesApi): VideoWebCopies {
  return {
    request: (video, retry = false) => api.requestWebCopy(profileId, video, retry),
    status: (video) => api.webCopyStatus(profileId, video),
  };
}
