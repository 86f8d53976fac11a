import type { ComponentType } from "react";
import type { RichWidgetType } from "../../../runtime/richText/describe";
import type { RichTextNodeJSON } from "../../../schema/richText/index";
import { EmbedCard } from "./EmbedCard";
import { Equation } from "./Equation";
import { PollPageProvider } from "./PollPage";
import { PollWidget } from "./PollWidget";

/**
 * The component a page shows for each widget node (`RichWidgetType`): on the server it renders the
 * node's static form (`runtime/richText/widgets/`), in the browser it hydrates that and adds what
 * the fan can do with it.
 */
export const RICH_TEXT_WIDGETS: { readonly [Type in RichWidgetType]: ComponentType<{ node: RichTextNodeJSON<Type> }> } = {
  youtube: EmbedCard,
  tweet: EmbedCard,
  figma: EmbedCard,
  equation: Equation,
  poll: PollWidget,
};

/** What a page needs of this module (see `../richContentViews.ts`): the widgets, and what lets its polls vote. */
export const richContentViewSet = { widgets: RICH_TEXT_WIDGETS, PollPageProvider };

export type RichContentViews = typeof richContentViewSet;
