import type { ComponentType } from "react";
import type { RichWidgetType } from "../../../runtime/richText/describe";
import type { RichTextNodeJSON } from "../../../schema/richText/index";
import { EmbedCard } from "./EmbedCard";
import { Equation } from "./Equation";
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
