import { useContext } from "react";
import { LinkField, MediaField, NumberField, RadioGroup, SpacingField, TextField } from "../../../blocks/settings";
import { SettingsDataContext } from "../../../editor/panels/SettingsContext";
import { emailImagePropsSchema } from "../../../schema/email/blocks";
import { fieldLimits } from "../../../schema/fieldLimits";
import { type EmailBlockSettingsProps, emailPropSetter } from "../../emailBlock";
import { ALIGNMENTS, PADDING_LIMITS, paddingsOf } from "../emailSettingsFields";

/** An Image's settings: the picture (from the media library or an address), its words, size, link, alignment and paddings. */
export default function EmailImageSettings({ props, onChange }: EmailBlockSettingsProps<"Image">) {
  const { pages, links, pickMedia } = useContext(SettingsDataContext);
  const set = emailPropSetter<"Image">(onChange);
  return (
    <div className="settings-form">
      <MediaField label="Picture" type="image" value={props.src} pickMedia={pickMedia} onChange={set("src", "choice")} />
      <TextField
        label="Or its address"
        value={props.src}
        {...fieldLimits(emailImagePropsSchema.properties.src)}
        placeholder="https://…"
        emptyAsUndefined
        onChange={set("src", "text")}
      />
      <TextField
        label="Alternative text"
        value={props.alt}
        {...fieldLimits(emailImagePropsSchema.properties.alt)}
        onChange={set("alt", "text")}
      />
      <NumberField
        label="Width"
        unit="px"
        value={props.width}
        {...fieldLimits(emailImagePropsSchema.properties.width)}
        integer
        onChange={set("width", "text")}
      />
      <NumberField
        label="Height"
        unit="px"
        value={props.height}
        {...fieldLimits(emailImagePropsSchema.properties.height)}
        integer
        optional
        hint="In the picture's proportions when empty."
        onChange={set("height", "text")}
      />
      <LinkField label="Link" value={props.link} pages={pages} links={links} onChange={set("link", "text")} />
      <RadioGroup label="Alignment" value={props.align} options={ALIGNMENTS} onChange={set("align", "choice")} />
      <SpacingField label="Paddings" value={paddingsOf(props.paddings)} {...PADDING_LIMITS} onChange={set("paddings", "text")} />
    </div>
  );
}
