import { type ReactNode, useContext, useMemo } from "react";
import { SettingsDataContext } from "../panels/SettingsContext";
import { type RichTextMedia, RichTextMediaContext } from "../richText/images/mediaPort";
import { RichTextLinkTargetsContext } from "../richText/plugins/floating/linkTargets";
import { StudioContext } from "../state/StudioContext";
import { uploadMedia } from "./uploadMedia";

/**
 * Gives the rich-text editors below it the studio's media picker and upload service (issue 15),
 * and the site's pages as link targets (issue 34).
 * Mounted by the studio's workspaces, inside their settings data, so the rich-text editor itself
 * knows no studio. Outside the studio (no artist) it gives nothing, and the editor inserts images
 * by URL only.
 */
export function StudioRichTextMedia({ children }: { readonly children: ReactNode }) {
  const studio = useContext(StudioContext);
  const { pickMedia, pickMediaItem, pages } = useContext(SettingsDataContext);
  const profileId = studio?.profile.id;
  const media = useMemo<RichTextMedia | null>(
    () =>
      profileId === undefined
        ? null
        : {
            // The image's alt text comes with it where the picker gives it (issue 34).
            pickImage: pickMediaItem
              ? () => pickMediaItem("image")
              : async () => {
                  const url = await pickMedia("image");
                  return url === null ? null : { url, alt: "" };
                },
            uploadImage: async (file) => (await uploadMedia(profileId, file, "image", () => {})).url,
          },
    [profileId, pickMedia, pickMediaItem],
  );
  return (
    <RichTextMediaContext.Provider value={media}>
      <RichTextLinkTargetsContext.Provider value={pages}>{children}</RichTextLinkTargetsContext.Provider>
    </RichTextMediaContext.Provider>
  );
}
