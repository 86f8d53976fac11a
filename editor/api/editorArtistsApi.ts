import { api } from "../../client/api/client";
import type { EditorArtists } from "../../schema/api/editorArtists";
import { studioCall } from "./studioCall";

/** The other artists the logged-in editor's email edits, each with their own studio's address. */
export const editorArtistsApi = {
  otherArtists: (profileId: string) => studioCall(() => api().get(`profiles/${profileId}/editor/artists`).json<EditorArtists>()),
};
