// What shows emails from the start (the studio's builder, the CLI): rich content's code comes with it.
import "../blocks/richText/richContentEager";
import type { EmailParsing } from "../runtime/parse";
import { emailPropsValidators, validateEmail } from "../schema/generated/emailValidators.js";
import { emailButtonBlock } from "./blocks/button";
import { emailColumnBlock } from "./blocks/column";
import { emailColumnsBlock } from "./blocks/columns";
import { emailContainerBlock } from "./blocks/container";
import { emailDividerBlock } from "./blocks/divider";
import { emailImageBlock } from "./blocks/image";
import { emailSpacerBlock } from "./blocks/spacer";
import { emailTextBlock } from "./blocks/text";
import type { EmailBlockRegistry } from "./emailBlock";

/**
 * The email blocks (SPEC §3 'Email builder blocks', with columns, divider and spacer) and their
 * validators: one definition per block folder, which the canvas, the settings panel, the HTML and
 * text exports and the parse all look blocks up in.
 */
export const emailBlocks: EmailBlockRegistry = {
  Text: { ...emailTextBlock, validateProps: emailPropsValidators.Text },
  Container: { ...emailContainerBlock, validateProps: emailPropsValidators.Container },
  Image: { ...emailImageBlock, validateProps: emailPropsValidators.Image },
  Button: { ...emailButtonBlock, validateProps: emailPropsValidators.Button },
  Columns: { ...emailColumnsBlock, validateProps: emailPropsValidators.Columns },
  Column: { ...emailColumnBlock, validateProps: emailPropsValidators.Column },
  Divider: { ...emailDividerBlock, validateProps: emailPropsValidators.Divider },
  Spacer: { ...emailSpacerBlock, validateProps: emailPropsValidators.Spacer },
};

/** What `parseDocument` takes to read emails (`ParseOptions.email`). */
export const emailParsing: EmailParsing = { registry: emailBlocks, validate: validateEmail };
