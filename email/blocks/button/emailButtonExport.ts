import type { EmailBlockNodeOf, ResolvedEmailPropsOf } from "../../../schema/email/document";
import type { EmailHtmlInput, EmailTextInput } from "../../emailBlock";
import { emailButtonHtml } from "../../export/emailButtonHtml";
import { absoluteLink } from "../../export/html";

type ButtonNode = EmailBlockNodeOf<"Button">;
type ButtonProps = ResolvedEmailPropsOf<"Button">;

/** The bulletproof button (`emailButtonHtml.ts`). */
export const buttonHtml = ({ props, context }: EmailHtmlInput<ButtonNode, ButtonProps>): string => emailButtonHtml(props, context);

/** The title and where it leads. */
export function buttonText({ node, siteUrl }: EmailTextInput<ButtonNode, ButtonProps>): string[][] {
  const title = node.props.title ?? "Button";
  const href = absoluteLink(node.props.link ?? "/", siteUrl);
  return [[href === null ? title : `${title}: ${href}`]];
}
