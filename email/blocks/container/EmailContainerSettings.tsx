import { ColorField, NumberField, SliderField, SpacingField } from "../../../blocks/settings";
import { emailContainerPropsSchema } from "../../../schema/email/blocks";
import { fieldLimits } from "../../../schema/fieldLimits";
import { type EmailBlockSettingsProps, emailPropSetter } from "../../emailBlock";
import { PADDING_LIMITS, paddingsOf } from "../emailSettingsFields";

/** A Container's settings: its share of the width (a slider, stored as a percentage), background, corners and paddings. */
export default function EmailContainerSettings({ props, onChange }: EmailBlockSettingsProps<"Container">) {
  const set = emailPropSetter<"Container">(onChange);
  const setWidth = set("width", "slider");
  return (
    <div className="settings-form">
      <SliderField
        label="Width"
        value={Number.parseInt(props.width, 10)}
        min={10}
        max={100}
        format={(value) => `${value}%`}
        onChange={(value) => setWidth(`${value}%`)}
      />
      <ColorField
        label="Background"
        value={props.background}
        fallback="#ffffff"
        clearLabel="Use the email's canvas colour"
        onChange={set("background", "text")}
      />
      <NumberField
        label="Corner radius"
        unit="px"
        value={props.radius}
        {...fieldLimits(emailContainerPropsSchema.properties.radius)}
        integer
        onChange={set("radius", "text")}
      />
      <SpacingField label="Paddings" value={paddingsOf(props.paddings)} {...PADDING_LIMITS} onChange={set("paddings", "text")} />
    </div>
  );
}
