import { containerPropsSchema } from "../../schema/blocks/container";
import { CSS_LENGTH_PATTERN, PATTERN_HINTS, paddingSchema, spacingSchema } from "../../schema/common";
import {
  ColorField,
  MediaField,
  NumberField,
  propSetter,
  RadioGroup,
  SelectField,
  type SettingsPanelProps,
  SliderField,
  SpacingField,
  TextField,
  THEME_COLOR_DEFAULTS,
  ToggleField,
} from "../settings";
import { DEFAULT_IMAGE_BRIGHTNESS, DEFAULT_VIDEO_BRIGHTNESS } from "./Container";

const CSS_LENGTH = new RegExp(CSS_LENGTH_PATTERN);
const lengthMessage = (text: string) => (CSS_LENGTH.test(text) ? null : `Enter ${PATTERN_HINTS[CSS_LENGTH_PATTERN]}.`);
const { radius, shadow } = containerPropsSchema.properties;

const POSITIONS = [
  { value: "flex-start", label: "Start" },
  { value: "center", label: "Center" },
  { value: "flex-end", label: "End" },
] as const;

/** The Container block's settings (SPEC §3): size, colours, spacing, corners, shadow, background media and the flex layout. */
export default function ContainerSettings({ props, onChange, pickMedia }: SettingsPanelProps<"Container">) {
  const set = propSetter<"Container">(onChange);
  const hasMedia = Boolean(props.backgroundImage ?? props.backgroundVideo);
  const defaultBrightness = props.backgroundVideo ? DEFAULT_VIDEO_BRIGHTNESS : DEFAULT_IMAGE_BRIGHTNESS;
  return (
    <div className="settings-form">
      <TextField label="Width" value={props.width} validate={lengthMessage} placeholder="100%" onChange={set("width", "text")} />
      <TextField label="Height" value={props.height} validate={lengthMessage} placeholder="auto" onChange={set("height", "text")} />
      <RadioGroup
        label="Direction"
        value={props.flexDirection}
        options={[
          { value: "column", label: "Column" },
          { value: "row", label: "Row" },
        ]}
        onChange={set("flexDirection", "choice")}
      />
      <SelectField label="Align items" value={props.alignItems} options={POSITIONS} onChange={set("alignItems", "choice")} />
      <SelectField label="Justify content" value={props.justifyContent} options={POSITIONS} onChange={set("justifyContent", "choice")} />
      <ToggleField
        label="Fill space"
        checked={props.fillSpace === "yes"}
        hint="Grow to fill the free space of the parent."
        onChange={(checked) => set("fillSpace", "choice")(checked ? "yes" : "no")}
      />
      <ColorField
        label="Background"
        value={props.background}
        fallback={THEME_COLOR_DEFAULTS.background}
        clearLabel="Transparent"
        onChange={set("background", "text")}
      />
      <ColorField
        label="Text colour"
        value={props.color}
        fallback={THEME_COLOR_DEFAULTS.text}
        clearLabel="Inherit"
        onChange={set("color", "text")}
      />
      <SpacingField
        label="Margins"
        value={props.margins}
        min={spacingSchema.items.minimum}
        max={spacingSchema.items.maximum}
        onChange={set("margins", "text")}
      />
      <SpacingField
        label="Paddings"
        value={props.paddings}
        min={paddingSchema.items.minimum}
        max={paddingSchema.items.maximum}
        onChange={set("paddings", "text")}
      />
      <NumberField
        label="Radius"
        unit="px"
        value={props.radius}
        min={radius.minimum}
        max={radius.maximum}
        onChange={set("radius", "text")}
      />
      <SliderField label="Shadow" value={props.shadow} min={shadow.minimum} max={shadow.maximum} onChange={set("shadow", "slider")} />
      <MediaField
        label="Background image"
        type="image"
        value={props.backgroundImage}
        pickMedia={pickMedia}
        onChange={set("backgroundImage", "choice")}
      />
      <MediaField
        label="Background video"
        type="video"
        value={props.backgroundVideo}
        pickMedia={pickMedia}
        hint="Played muted in a loop; the image shows until it starts."
        onChange={set("backgroundVideo", "choice")}
      />
      <SliderField
        label="Background brightness"
        value={props.backgroundBrightness ?? defaultBrightness}
        format={(value) => `${value}%`}
        hint={hasMedia ? undefined : "Applies to a background image or video."}
        onChange={set("backgroundBrightness", "slider")}
      />
    </div>
  );
}
