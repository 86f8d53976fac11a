import { IMAGE_ASPECTS, imagePropsSchema } from "../../schema/blocks/image";
import { spacingSchema } from "../../schema/common";
import { fieldLimits } from "../../schema/fieldLimits";
import {
  LinkField,
  MediaField,
  propSetter,
  RadioGroup,
  SelectField,
  type SettingsPanelProps,
  SliderField,
  SpacingField,
  TextAreaField,
  TextField,
  ToggleField,
} from "../settings";
import { imageNotReady } from "./imageReadiness";

const { alt, caption, focalX } = imagePropsSchema.properties;
const margins = spacingSchema.items;

const ASPECT_LABELS: Readonly<Record<(typeof IMAGE_ASPECTS)[number], string>> = {
  original: "As uploaded",
  "1:1": "Square (1:1)",
  "4:3": "Landscape (4:3)",
  "3:2": "Photo (3:2)",
  "16:9": "Wide (16:9)",
  "3:4": "Portrait (3:4)",
};

const percent = (value: number) => `${value}%`;

/**
 * The Image block's settings: the picture, its alt text or 'decorative' (what Publish checks), a
 * caption and a link, the crop's shape and the focal point it keeps in view, size, alignment, margins.
 */
export default function ImageSettings({ props, onChange, pickMedia, pages, links }: SettingsPanelProps<"Image">) {
  const set = propSetter<"Image">(onChange);
  const problem = imageNotReady(props);
  return (
    <div className="settings-form">
      <MediaField label="Picture" type="image" value={props.src} pickMedia={pickMedia} onChange={set("src", "choice")} />
      <ToggleField
        label="Decorative"
        checked={props.decorative}
        hint="Adds nothing a reader needs: screen readers skip it."
        onChange={set("decorative", "choice")}
      />
      {props.decorative ? null : (
        <TextAreaField
          label="Alt text"
          value={props.alt}
          {...fieldLimits(alt)}
          hint={problem ?? "What the picture shows, for people who cannot see it."}
          onChange={set("alt", "text")}
        />
      )}
      <TextField label="Caption" value={props.caption} {...fieldLimits(caption)} onChange={set("caption", "text")} />
      <LinkField label="Link" value={props.link} pages={pages} links={links} onChange={set("link", "text")} />
      <SelectField
        label="Shape"
        value={props.aspect}
        options={IMAGE_ASPECTS.map((aspect) => ({ value: aspect, label: ASPECT_LABELS[aspect] }))}
        onChange={(aspect) => set("aspect", "choice")(aspect ?? "original")}
      />
      {props.aspect === "original" ? null : (
        <>
          <SliderField
            label="Focal point across"
            value={props.focalX}
            min={focalX.minimum}
            max={focalX.maximum}
            format={percent}
            hint="The part of the picture the crop keeps in view."
            onChange={set("focalX", "slider")}
          />
          <SliderField label="Focal point down" value={props.focalY} format={percent} onChange={set("focalY", "slider")} />
        </>
      )}
      <RadioGroup
        label="Size"
        value={props.size}
        options={[
          { value: "small", label: "Small" },
          { value: "medium", label: "Medium" },
          { value: "large", label: "Large" },
          { value: "full", label: "Full width" },
        ]}
        onChange={set("size", "choice")}
      />
      <RadioGroup
        label="Alignment"
        value={props.align}
        options={[
          { value: "left", label: "Left" },
          { value: "center", label: "Center" },
          { value: "right", label: "Right" },
        ]}
        onChange={set("align", "choice")}
      />
      <SpacingField label="Margins" value={props.margins} min={margins.minimum} max={margins.maximum} onChange={set("margins", "text")} />
    </div>
  );
}
