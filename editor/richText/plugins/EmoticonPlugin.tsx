import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { TextNode } from "lexical";
import { useEffect } from "react";
import { $createEmojiNode } from "../nodes/EmojiNode";

/** SPEC §9 'emoticons :) :D :( <3', shown as their emoji. */
export const EMOTICONS: ReadonlyMap<string, { className: string; emoji: string }> = new Map([
  [":)", { className: "emoji happysmile", emoji: "🙂" }],
  [":D", { className: "emoji veryhappysmile", emoji: "😀" }],
  [":(", { className: "emoji unhappysmile", emoji: "🙁" }],
  ["<3", { className: "emoji heart", emoji: "❤" }],
]);

/** Replaces the first emoticon of a plain text node with its emoji; the transform runs again for the rest. */
function $replaceEmoticon(node: TextNode): void {
  if (!node.isSimpleText() || node.hasFormat("code")) return;
  const text = node.getTextContent();
  for (const [emoticon, { className, emoji }] of EMOTICONS) {
    const at = text.indexOf(emoticon);
    if (at === -1) continue;
    const parts = at === 0 ? node.splitText(emoticon.length) : node.splitText(at, at + emoticon.length);
    const target = at === 0 ? parts[0] : parts[1];
    target?.replace($createEmojiNode(className, emoji));
    return;
  }
}

export function EmoticonPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(() => editor.registerNodeTransform(TextNode, $replaceEmoticon), [editor]);
  return null;
}
