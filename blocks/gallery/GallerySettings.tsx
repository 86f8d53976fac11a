import { GALLERY_ASPECTS, galleryPropsSchema } from "../../schema/blocks/gallery";
import { spacingSchema } from "../../schema/common";
import { fieldLimits } from "../../schema/fieldLimits";
import { propSetter, RadioGroup, SelectField, type SettingsPanelProps, SliderField, SpacingField, ToggleField } from "../settings";
import { GalleryPictureList } from "./GalleryPictureList";
import { galleryNotReady } from "./galleryReadiness";

const { columns } = galleryPropsSchema.properties;
const margins = spacingSchema.items;

const ASPECT_LABELS: Readonly<Record<(typeof GALLERY_ASPECTS)[number], string>> = {
  "1:1": "Square (1:1)",
  "4:3": "Landscape (4:3)",
  "3:2": "Photo (3:2)",
  "16:9": "Wide (16:9)",
  "3:4": "Portrait (3:4)",
};

/**
 * The Gallery block's settings: its pictures (each with the alt text Publish checks, and a
 * caption), the layout (a grid, with its columns, or a carousel), the shape every picture is
 * cropped to, whether pictures open in a lightbox, and margins.
 */
export default function GallerySettings({ props, onChange, pickMedia }: SettingsPanelProps<"Gallery">) {
  const set = propSetter<"Gallery">(onChange);
  return (
    <div className="settings-form">
      <GalleryPictureList
        images={props.images}
        problem={galleryNotReady(props.images)}
        pickMedia={pickMedia}
        onChange={(images, field) => onChange({ images }, field)}
      />
      <RadioGroup
        label="Layout"
        value={props.layout}
        options={[
          { value: "grid", label: "Grid" },
          { value: "carousel", label: "Carousel" },
        ]}
        onChange={set("layout", "choice")}
      />
      {props.layout === "grid" ? (
        <SliderField
          label="Columns"
          value={props.columns}
          {...fieldLimits(columns)}
          hint="On wide screens; phones show two."
          onChange={set("columns", "slider")}
        />
      ) : null}
      <SelectField
        label="Shape"
        value={props.aspect}
        options={GALLERY_ASPECTS.map((aspect) => ({ value: aspect, label: ASPECT_LABELS[aspect] }))}
        onChange={(aspect) => set("aspect", "choice")(aspect ?? "1:1")}
      />
      <ToggleField
        label="Open pictures in a lightbox"
        checked={props.lightbox}
        hint="A picture opens large over the page, to browse them all."
        onChange={set("lightbox", "choice")}
      />
      <SpacingField label="Margins" value={props.margins} min={margins.minimum} max={margins.maximum} onChange={set("margins", "text")} />
    </div>
  );
}
