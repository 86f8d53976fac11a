import { useContext } from "react";
import { ColorField, LinkField, RadioGroup, SpacingField, TextField } from "../../../blocks/settings";
import { SettingsDataContext } from "../../../editor/panels/SettingsContext";
import { emailButtonPropsSchema } from "../../../schema/email/blocks";
import { fieldLimits } from "../../../schema/fieldLimits";
import { type EmailBlockSettingsProps, emailPropSetter } from "../../emailBlock";
import { ALIGNMENTS, PADDING_LIMITS } from "../emailSettingsFields";

/** A Button's settings: its title, link, colours, alignment and inner paddings. */
export default function EmailButtonSettings({ props, onChange }: EmailBlockSettingsProps<"Button">) {
  const { pages, links } = useContext(SettingsDataContext);
  const set = emailPropSetter<"Button">(onChange);
  return (
    <div className="settings-form">
      <TextField
        label="Title"
        value={props.title}
        {...fieldLimits(emailButtonPropsSchema.properties.title)}
        onChange={set("title", "text")}
      />
      <LinkField label="Link" value={props.link} pages={pages} links={links} onChange={set("link", "text")} />
      <ColorField label="Background" value={props.backgroundColor} fallback="#1c1d29" onChange={set("backgroundColor", "text")} />
      <ColorField label="Text colour" value={props.color} fallback="#ffffff" onChange={set("color", "text")} />
      <RadioGroup label="Alignment" value={props.align} options={ALIGNMENTS} onChange={set("align", "choice")} />
      <SpacingField label="Inner paddings" value={props.paddings} {...PADDING_LIMITS} onChange={set("paddings", "text")} />
    </div>
  );
}
