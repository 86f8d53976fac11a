import { useInterpreter } from "../../runtime/interpreter/InterpreterContext";
import { memoByObject } from "../../runtime/memoByObject";
import type { ResolvedPropsOf } from "../../schema/page";
import type { PageBlockViewProps } from "../pageBlock";
import { RichTextContent } from "../richText/RichTextContent";
import { richContentViews } from "../richText/richContentViews";
import { type StyleWithVariables, spacing } from "../style";

const textStyle = memoByObject(
  (props: ResolvedPropsOf<"Text">): StyleWithVariables => ({
    "--bl-text-size": `${props.fontSize}px`,
    textAlign: props.textAlign,
    fontWeight: props.fontWeight,
    color: props.color,
    textShadow: props.shadow > 0 ? `0 0 ${Math.max(1, props.shadow / 10)}px rgba(0, 0, 0, ${props.shadow / 100})` : undefined,
    margin: spacing(props.margins),
  }),
);

/** What the block loads: the counts of its page's polls (none without a poll). */
export type TextNeeds = { readonly polls: "pagePolls" };

/**
 * The Text block: its rich text, with the block's size, alignment, weight, colour, shadow and
 * margins around it. Its size, alignment and margins on tablets and phones are per-size settings
 * (`responsive`), which the interpreter renders as container queries around it.
 */
export function Text({ props, data, mode }: PageBlockViewProps<"Text", TextNeeds>) {
  const { pageId } = useInterpreter().loadContext;
  const content = <RichTextContent value={props.content} />;
  // Its polls vote only on a published page that loaded their counts; elsewhere they show their static form.
  const live = mode === "view" && data.polls.status === "ready" && data.polls.value.length > 0;
  // Only a page holding a poll has live polls, and such a page loaded the rich content's code.
  const PollPageProvider = live ? richContentViews().PollPageProvider : null;
  return (
    <div className="bl-text bl-rich-text" style={textStyle(props)}>
      {PollPageProvider && pageId ? (
        <PollPageProvider pageId={pageId} loaded={data.polls}>
          {content}
        </PollPageProvider>
      ) : (
        content
      )}
    </div>
  );
}
