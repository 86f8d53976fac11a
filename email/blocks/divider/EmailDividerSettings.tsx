import { ColorField, NumberField, SpacingField } from "../../../blocks/settings";
import { emailDividerPropsSchema } from "../../../schema/email/blocks";
import { fieldLimits } from "../../../schema/fieldLimits";
import { type EmailBlockSettingsProps, emailPropSetter } from "../../emailBlock";
import { PADDING_LIMITS } from "../emailSettingsFields";

/** A Divider's settings: its colour, thickness and paddings. */
export default function EmailDividerSettings({ props, onChange }: EmailBlockSettingsProps<"Divider">) {
  const set = emailPropSetter<"Divider">(onChange);
  return (
    <div className="settings-form">
      <ColorField label="Colour" value={props.color} fallback="#d4d4d8" onChange={set("color", "text")} />
      <NumberField
        label="Thickness"
        unit="px"
        value={props.thickness}
        {...fieldLimits(emailDividerPropsSchema.properties.thickness)}
        integer
        onChange={set("thickness", "text")}
      />
      <SpacingField label="Paddings" value={props.paddings} {...PADDING_LIMITS} onChange={set("paddings", "text")} />
    </div>
  );
}
