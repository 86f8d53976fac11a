import { CheckListPlugin } from "@lexical/react/LexicalCheckListPlugin";
import { HistoryPlugin } from "@lexical/react/LexicalHistoryPlugin";
import { HorizontalRulePlugin } from "@lexical/react/LexicalHorizontalRulePlugin";
import { LinkPlugin } from "@lexical/react/LexicalLinkPlugin";
import { ListPlugin } from "@lexical/react/LexicalListPlugin";
import { MarkdownShortcutPlugin } from "@lexical/react/LexicalMarkdownShortcutPlugin";
import { TabIndentationPlugin } from "@lexical/react/LexicalTabIndentationPlugin";
import type { EditorState } from "lexical";
import { useRef } from "react";
import { richTextToHtml } from "../../runtime/richText/toHtml";
import type { RichText } from "../../schema/richText/index";
import { MAX_INDENT } from "../../schema/richText/limits";
import { ImagesPlugin } from "./images/ImagesPlugin";
import { ChangePlugin } from "./plugins/ChangePlugin";
import { CodeHighlightPlugin } from "./plugins/CodeHighlightPlugin";
import { EmoticonPlugin } from "./plugins/EmoticonPlugin";
import { type DeliveredValue, ExternalValuePlugin, sameRichText } from "./plugins/ExternalValuePlugin";
import { EquationPlugin } from "./plugins/equation/EquationPlugin";
import { LayoutPlugin } from "./plugins/LayoutPlugin";
import { MaxIndentPlugin } from "./plugins/MaxIndentPlugin";
import { MARKDOWN_TRANSFORMERS } from "./plugins/markdownTransformers";
import { SanitizePlugin } from "./plugins/SanitizePlugin";
import { TablePlugin } from "./plugins/table/TablePlugin";
import { TypeaheadPlugins } from "./plugins/typeahead/index";
import { PollPlugin } from "./poll/PollPlugin";
import { createRichTextSerializer, type DirtyNodes } from "./serialize";

/** What every change delivers (SPEC §3 'Editor callbacks deliver editor state, serialized JSON and HTML'). */
export interface RichTextChange {
  readonly editorState: EditorState;
  readonly json: RichText;
  readonly html: string;
}

/**
 * What editing rich text does wherever it happens (the full editor, a Text on the canvas): its own
 * undo while open, lists, links, indents held to 7, markdown shortcuts and emoticons, code
 * highlighting, the '/', ':' and '@' menus and keyword highlighting, column layouts kept whole,
 * every way in held to the schema, each change delivered, and the host's value followed when it
 * changes elsewhere.
 */
export function EditingPlugins({
  value,
  delivered,
  onChange,
}: {
  readonly value: RichText | undefined;
  readonly delivered: DeliveredValue;
  readonly onChange: ((change: RichTextChange) => void) | undefined;
}) {
  const serializer = useRef<ReturnType<typeof createRichTextSerializer> | null>(null);
  serializer.current ??= createRichTextSerializer();
  const serialize = serializer.current;
  const report = (editorState: EditorState, dirty: DirtyNodes) => {
    if (!onChange) return;
    const json = serialize(editorState, dirty);
    // An update that changed nothing stored (a selection normalized, a paste refused) is no edit.
    if (delivered.current && sameRichText(json, delivered.current)) return;
    delivered.current = json;
    let html: string | undefined;
    // The HTML only when asked for: the studio's editors take the JSON, and a keystroke should not pay for both.
    onChange({
      editorState,
      json,
      get html() {
        html ??= richTextToHtml(json);
        return html;
      },
    });
  };
  return (
    <>
      <HistoryPlugin />
      <ListPlugin />
      <CheckListPlugin />
      <LinkPlugin />
      <HorizontalRulePlugin />
      <TabIndentationPlugin maxIndent={MAX_INDENT} />
      <MaxIndentPlugin />
      <MarkdownShortcutPlugin transformers={[...MARKDOWN_TRANSFORMERS]} />
      <EmoticonPlugin />
      <CodeHighlightPlugin />
      <SanitizePlugin />
      <LayoutPlugin />
      <PollPlugin />
      <TablePlugin />
      <ImagesPlugin />
      <EquationPlugin />
      <ChangePlugin onChange={report} />
      <ExternalValuePlugin value={value} delivered={delivered} />
      <TypeaheadPlugins />
    </>
  );
}
