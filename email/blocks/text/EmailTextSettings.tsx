import { ColorField, NumberField, RadioGroup, SpacingField, ToggleField } from "../../../blocks/settings";
import { StudioRichTextField } from "../../../editor/richText/StudioRichTextField";
import { emailTextPropsSchema } from "../../../schema/email/blocks";
import { fieldLimits } from "../../../schema/fieldLimits";
import { type EmailBlockSettingsProps, emailPropSetter } from "../../emailBlock";
import { ALIGNMENTS, PADDING_LIMITS } from "../emailSettingsFields";

/** SPEC §3: the email editor's rich text counts up to 500 characters. */
export const EMAIL_TEXT_MAX_LENGTH = 500;

/**
 * A Text's settings (issue 16): its words are edited here, in the side panel's rich-text editor
 * with its 500-character counter, then its size, alignment, colour, paddings and audience.
 */
export default function EmailTextSettings({ props, onChange }: EmailBlockSettingsProps<"Text">) {
  const set = emailPropSetter<"Text">(onChange);
  return (
    <div className="settings-form">
      <StudioRichTextField label="Content" value={props.content} maxLength={EMAIL_TEXT_MAX_LENGTH} onChange={set("content", "session")} />
      <NumberField
        label="Font size"
        unit="px"
        value={props.fontSize}
        {...fieldLimits(emailTextPropsSchema.properties.fontSize)}
        integer
        onChange={set("fontSize", "text")}
      />
      <RadioGroup label="Alignment" value={props.align} options={ALIGNMENTS} onChange={set("align", "choice")} />
      <ColorField
        label="Text colour"
        value={props.color}
        fallback="#000000"
        clearLabel="Use the email's text colour"
        onChange={set("color", "text")}
      />
      <SpacingField label="Paddings" value={props.paddings} {...PADDING_LIMITS} onChange={set("paddings", "text")} />
      <ToggleField
        label="Members only"
        checked={props.membersOnly}
        hint="Only members of the tiers you choose when sending get this part (the paid tiers, unless you choose others)."
        onChange={set("membersOnly", "choice")}
      />
    </div>
  );
}
