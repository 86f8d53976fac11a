import { heroPropsSchema } from "../../schema/blocks/hero";
import { MediaField, propSetter, RadioGroup, type SettingsPanelProps, TextAreaField, TextField, ToggleField } from "../settings";

const { title, tagline } = heroPropsSchema.properties;

/** The Hero block's settings: title (the artist's name when empty), tagline, social icons, background image, alignment. */
export default function HeroSettings({ props, onChange, pickMedia }: SettingsPanelProps<"Hero">) {
  const set = propSetter<"Hero">(onChange);
  return (
    <div className="settings-form">
      <TextField
        label="Title"
        value={props.title}
        maxLength={title.maxLength}
        placeholder="The artist's name"
        hint="The artist's name when empty."
        onChange={set("title", "text")}
      />
      <TextAreaField label="Tagline" value={props.tagline} maxLength={tagline.maxLength} onChange={set("tagline", "text")} />
      <ToggleField label="Show social links" checked={props.showSocialLinks} onChange={set("showSocialLinks", "choice")} />
      <RadioGroup
        label="Alignment"
        value={props.textAlign}
        options={[
          { value: "left", label: "Left" },
          { value: "center", label: "Center" },
        ]}
        onChange={set("textAlign", "choice")}
      />
      <MediaField
        label="Background image"
        type="image"
        value={props.backgroundImage}
        pickMedia={pickMedia}
        onChange={set("backgroundImage", "choice")}
      />
    </div>
  );
}
