import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { COMMAND_PRIORITY_EDITOR, createCommand, type LexicalCommand } from "lexical";
import { useEffect, useState } from "react";
import type { EmbedType } from "../../../../runtime/richText/widgets/embed";
import { EmbedDialog } from "./EmbedDialog";
import { EmbedPasteOffer } from "./EmbedPasteOffer";
import { $insertEmbed } from "./insertEmbed";

/** Opens the Embed dialog for one kind of embed (the Insert menu's and the slash menu's embeds). */
export const OPEN_EMBED_DIALOG_COMMAND: LexicalCommand<EmbedType> = createCommand("OPEN_EMBED_DIALOG_COMMAND");

/**
 * Embeds in the editor (issue 15): the Embed dialog, opened by `OPEN_EMBED_DIALOG_COMMAND`, which
 * inserts the embed where the caret was; and the offer to embed a pasted address.
 */
export function EmbedPlugin({ anchorElement }: { anchorElement: HTMLElement }) {
  const [editor] = useLexicalComposerContext();
  const [dialog, setDialog] = useState<EmbedType | null>(null);

  useEffect(
    () =>
      editor.registerCommand(
        OPEN_EMBED_DIALOG_COMMAND,
        (type) => {
          setDialog(type);
          return true;
        },
        COMMAND_PRIORITY_EDITOR,
      ),
    [editor],
  );

  const embed = (type: EmbedType, id: string) => {
    setDialog(null);
    editor.update(() => $insertEmbed({ type, id }));
    editor.focus();
  };

  return (
    <>
      {dialog !== null && <EmbedDialog type={dialog} onEmbed={(id) => embed(dialog, id)} onClose={() => setDialog(null)} />}
      <EmbedPasteOffer anchorElement={anchorElement} />
    </>
  );
}
