import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { DRAG_DROP_PASTE } from "@lexical/rich-text";
import { mergeRegister } from "@lexical/utils";
import { $getSelection, COMMAND_PRIORITY_EDITOR, type LexicalEditor, type RangeSelection } from "lexical";
import { useContext, useEffect, useRef, useState } from "react";
import { errorMessageOf } from "../../../schema/errors";
import { $captureSelection, $restoreSelection } from "../plugins/floating/selection";
import { INSERT_IMAGE_COMMAND, type InsertImagePayload, OPEN_INSERT_IMAGE_DIALOG_COMMAND } from "./commands";
import { type ImageDraft, InsertImageDialog } from "./InsertImageDialog";
import { imageFilesOf } from "./imageFiles";
import { registerImagePlacement } from "./imagePlacement";
import { $insertImage } from "./insertImage";
import { type RichTextMedia, RichTextMediaContext } from "./mediaPort";

/**
 * Uploads image files dropped or pasted into the editor and inserts each, in order, where the
 * selection was when they came (SPEC §5 'Image drop accepts only image types': other files are
 * ignored). Without an upload service nothing is inserted: a picture the editor cannot store
 * anywhere would need a `data:` or `blob:` address, which is never stored. Resolves with the
 * failures' messages.
 */
export async function insertImageFiles(
  editor: LexicalEditor,
  files: readonly File[],
  media: RichTextMedia | null,
  at: RangeSelection | null,
): Promise<string[]> {
  const images = imageFilesOf(files);
  if (!media || images.length === 0) return [];
  const failures: string[] = [];
  let selection = at;
  for (const file of images) {
    try {
      const src = await media.uploadImage(file);
      editor.update(() => {
        $restoreSelection(selection);
        $insertImage({ kind: "image", src, altText: "" });
        selection = $captureSelection($getSelection());
      });
    } catch (error) {
      failures.push(`${file.name}: ${errorMessageOf(error, "the upload failed.")}`);
    }
  }
  return failures;
}

/**
 * Registers what images need in an editor: the insert command, and the transforms that keep each
 * image where the schema lets it sit. Returns the teardown.
 */
export function registerImages(editor: LexicalEditor): () => void {
  return mergeRegister(
    editor.registerCommand(
      INSERT_IMAGE_COMMAND,
      (payload: InsertImagePayload) => {
        $insertImage(payload);
        return true;
      },
      COMMAND_PRIORITY_EDITOR,
    ),
    registerImagePlacement(editor),
  );
}

/**
 * Images in the rich-text editor (issue 15): `registerImages`, the Insert Image dialog the Insert
 * menu and the slash menu open (by URL, or from the studio's media picker when the host gives one
 * through `RichTextMediaContext`), and image files dropped or pasted, uploaded through the same port.
 */
export function ImagesPlugin() {
  const [editor] = useLexicalComposerContext();
  const media = useContext(RichTextMediaContext);
  const [draft, setDraft] = useState<ImageDraft | null>(null);
  const [picking, setPicking] = useState(false);
  const [failures, setFailures] = useState<readonly string[]>([]);
  const saved = useRef<RangeSelection | null>(null);
  const mediaRef = useRef(media);
  mediaRef.current = media;

  useEffect(
    () =>
      mergeRegister(
        registerImages(editor),
        editor.registerCommand(
          OPEN_INSERT_IMAGE_DIALOG_COMMAND,
          (kind) => {
            saved.current = $captureSelection($getSelection());
            setDraft({ kind, src: "", altText: "", position: "left" });
            return true;
          },
          COMMAND_PRIORITY_EDITOR,
        ),
        editor.registerCommand(
          DRAG_DROP_PASTE,
          (files) => {
            const at = $captureSelection($getSelection());
            void insertImageFiles(editor, files, mediaRef.current, at).then(setFailures);
            // Consumed either way: a file that is no image is ignored, never pasted as anything else.
            return true;
          },
          COMMAND_PRIORITY_EDITOR,
        ),
      ),
    [editor],
  );

  const close = () => {
    setDraft(null);
    editor.focus();
  };
  const confirm = (done: ImageDraft) => {
    setDraft(null);
    editor.update(() => {
      $restoreSelection(saved.current);
      $insertImage({ kind: done.kind, src: done.src, altText: done.altText, position: done.position });
    });
  };
  // The picker is a dialog of the studio's own: this one closes meanwhile, so the two never fight over the focus.
  const pick = async (current: ImageDraft) => {
    if (!media) return;
    setPicking(true);
    try {
      const picked = await media.pickImage();
      // The library's alt text comes along unless the artist already wrote their own.
      setDraft(picked === null ? current : { ...current, src: picked.url, altText: current.altText.trim() ? current.altText : picked.alt });
    } finally {
      setPicking(false);
    }
  };

  return (
    <>
      {draft && !picking ? (
        <InsertImageDialog
          draft={draft}
          onDraft={setDraft}
          onConfirm={confirm}
          onClose={close}
          onPick={media ? () => void pick(draft) : null}
        />
      ) : null}
      {failures.length > 0 ? (
        <p className="rt-image-upload-error" role="alert">
          The image could not be uploaded: {failures.join("; ")}
        </p>
      ) : null}
    </>
  );
}
