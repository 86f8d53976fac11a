// What shows emails from the start (the studio's builder, the CLI): rich content's code comes with it.
import "../blocks/richText/richContentEager";
import type { EmailParsing } from "../runtime/parse";
import { emailPropsValidators, validateEmail } from "../schema/generated/emailValidators.js";
import { emailButtonBlock } from "./blocks/EmailButton";
import { emailColumnBlock, emailColumnsBlock } from "./blocks/EmailColumns";
import { emailContainerBlock } from "./blocks/EmailContainer";
import { emailDividerBlock, emailSpacerBlock } from "./blocks/EmailDivider";
import { emailImageBlock } from "./blocks/EmailImage";
import { emailTextBlock } from "./blocks/EmailText";
import type { EmailBlockRegistry } from "./emailBlock";

/** The email blocks (SPEC §3 'Email builder blocks', with columns, divider and spacer) and their validators. */
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
