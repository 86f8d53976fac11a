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

/**
 * How the button looks, as the artist sees it: filled or outline. The block keeps two props for it
 * (SPEC §3: `variant`, the theme's look without a custom background, and `buttonStyle`, how a
 * custom background is applied); one control sets both, so the choice holds whatever the colours.
 */
function styleOf(props: SettingsPanelProps<"Button">["props"]): "filled" | "outline" {
  const outline = props.background ? props.buttonStyle === "outline" : props.variant === "outline";
  return outline ? "outline" : "filled";
}

/** The Button block's settings (SPEC §3): text, link, full width, its style, colours and margins. */
export default function ButtonSettings({ props, onChange, pages, links }: SettingsPanelProps<"Button">) {
  const set = propSetter<"Button">(onChange);
  return (
    <div className="settings-form">
      <TextField label="Text" value={props.text} {...fieldLimits(buttonPropsSchema.properties.text)} onChange={set("text", "text")} />
      <LinkField label="Link" value={props.link} pages={pages} links={links} onChange={set("link", "text")} />
      <ToggleField label="Full width" checked={props.fullWidth} onChange={set("fullWidth", "choice")} />
      <RadioGroup
        label="Style"
        value={styleOf(props)}
        options={[
          { value: "filled", label: "Filled" },
          { value: "outline", label: "Outline" },
        ]}
        onChange={(style) =>
          onChange(style === "outline" ? { variant: "outline", buttonStyle: "outline" } : { variant: "primary", buttonStyle: "full" }, {
            key: "style",
            kind: "choice",
          })
        }
      />
      <ColorField
        label="Background"
        value={props.background}
        fallback={THEME_COLOR_DEFAULTS.primary}
        hint="The theme's primary colour when empty."
        onChange={set("background", "text")}
      />
      <ColorField label="Text colour" value={props.color} fallback={THEME_COLOR_DEFAULTS.textPrimary} onChange={set("color", "text")} />
      <SpacingField label="Margins" value={props.margins} min={margins.minimum} max={margins.maximum} onChange={set("margins", "text")} />
    </div>
  );
}
