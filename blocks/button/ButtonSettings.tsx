import { buttonPropsSchema } from "../../schema/blocks/button";
import { spacingSchema } from "../../schema/common";
import { fieldLimits } from "../../schema/fieldLimits";
import {
  ColorField,
  LinkField,
  propSetter,
  RadioGroup,
  type SettingsPanelProps,
  SpacingField,
  TextField,
  THEME_COLOR_DEFAULTS,
  ToggleField,
} from "../settings";

const margins = spacingSchema.items;

/** The Button block's settings (SPEC §3): text, link, full width, colours, margins, variant and style. */
export default function ButtonSettings({ props, onChange, pages, links }: SettingsPanelProps<"Button">) {
  const set = propSetter<"Button">(onChange);
  return (
    <div className="settings-form">
      <TextField label="Text" value={props.text} {...fieldLimits(buttonPropsSchema.properties.text)} onChange={set("text", "text")} />
      <LinkField label="Link" value={props.link} pages={pages} links={links} onChange={set("link", "text")} />
      <ToggleField label="Full width" checked={props.fullWidth} onChange={set("fullWidth", "choice")} />
      <RadioGroup
        label="Variant"
        value={props.variant}
        options={[
          { value: "primary", label: "Primary" },
          { value: "outline", label: "Outline" },
        ]}
        onChange={set("variant", "choice")}
      />
      <ColorField
        label="Background"
        value={props.background}
        fallback={THEME_COLOR_DEFAULTS.primary}
        hint="The theme's primary colour when empty."
        onChange={set("background", "text")}
      />
      <RadioGroup
        label="Button style"
        value={props.buttonStyle}
        options={[
          { value: "full", label: "Full" },
          { value: "outline", label: "Outline" },
        ]}
        onChange={set("buttonStyle", "choice")}
      />
      <ColorField label="Text colour" value={props.color} fallback={THEME_COLOR_DEFAULTS.textPrimary} onChange={set("color", "text")} />
      <SpacingField label="Margins" value={props.margins} min={margins.minimum} max={margins.maximum} onChange={set("margins", "text")} />
    </div>
  );
}
