import { textPropsSchema } from "../../schema/blocks/text";
import { spacingSchema } from "../../schema/common";
import {
  ColorField,
  NumberField,
  propSetter,
  RadioGroup,
  SelectField,
  type SettingsPanelProps,
  SliderField,
  SpacingField,
  THEME_COLOR_DEFAULTS,
} from "../settings";

const { fontSize, shadow } = textPropsSchema.properties;

/** SPEC §9: font weights 400/500/700 (Regular/Medium/Bold). */
export const FONT_WEIGHTS = [
  { value: 400, label: "Regular" },
  { value: 500, label: "Medium" },
  { value: 700, label: "Bold" },
] as const;

/** The Text block's settings (SPEC §3): the text, font sizes, alignment, weight, colour, shadow and margins. */
export default function TextSettings({ props, onChange, RichTextField }: SettingsPanelProps<"Text">) {
  const set = propSetter<"Text">(onChange);
  return (
    <div className="settings-form">
      <RichTextField label="Text" value={props.content} onChange={set("content", "session")} />
      <NumberField
        label="Font size"
        unit="px"
        value={props.fontSize}
        min={fontSize.minimum}
        max={fontSize.maximum}
        onChange={set("fontSize", "text")}
      />
      <RadioGroup
        label="Alignment"
        value={props.textAlign}
        options={[
          { value: "left", label: "Left" },
          { value: "center", label: "Center" },
          { value: "right", label: "Right" },
          { value: "justify", label: "Justify" },
        ]}
        onChange={set("textAlign", "choice")}
      />
      <SelectField label="Font weight" value={props.fontWeight} options={FONT_WEIGHTS} onChange={set("fontWeight", "choice")} />
      <ColorField label="Colour" value={props.color} fallback={THEME_COLOR_DEFAULTS.text} onChange={set("color", "text")} />
      <SliderField label="Shadow" value={props.shadow} min={shadow.minimum} max={shadow.maximum} onChange={set("shadow", "slider")} />
      <SpacingField
        label="Margins"
        value={props.margins}
        min={spacingSchema.items.minimum}
        max={spacingSchema.items.maximum}
        onChange={set("margins", "text")}
      />
    </div>
  );
}
