import { useContext } from "react";
import {
  ColorField,
  LinkField,
  MediaField,
  NumberField,
  RadioGroup,
  SelectField,
  SliderField,
  SpacingField,
  TextField,
  ToggleField,
} from "../../blocks/settings";
import type { EditKind } from "../../blocks/settings/types";
import { type BlockSettingsProps, useEditorContext } from "../../editor/kinds/documentKind";
import { SettingsDataContext } from "../../editor/panels/SettingsContext";
import { StudioRichTextField } from "../../editor/richText/StudioRichTextField";
import type { EditorState } from "../../editor/state/editorState";
import { EMAIL_BODY_WIDTH } from "../../schema/email/blocks";
import { EMAIL_COLUMN_COUNTS, type EmailDocument } from "../../schema/email/document";
import type { RichText } from "../../schema/richText/index";
import { changeColumnsLayout } from "./emailCommands";

/** SPEC §3: the email editor's rich text counts up to 500 characters. */
export const EMAIL_TEXT_MAX_LENGTH = 500;

const ALIGNMENTS = [
  { value: "left", label: "Left" },
  { value: "center", label: "Centre" },
  { value: "right", label: "Right" },
] as const;

const LAYOUTS = [
  { value: "1:1", label: "Two equal columns" },
  { value: "1:2", label: "Narrow, wide" },
  { value: "2:1", label: "Wide, narrow" },
  { value: "1:1:1", label: "Three equal columns" },
] as const;

const PADDING_LIMITS = { min: 0, max: 200 } as const;

/**
 * The selected email block's settings (issue 16). A Text's words are edited here, in the side
 * panel's rich-text editor with its 500-character counter; everything else is a field per prop.
 */
export function EmailBlockSettings({ node, props, onChange }: BlockSettingsProps) {
  const { pages, links, pickMedia } = useContext(SettingsDataContext);
  const { store } = useEditorContext();
  const set =
    <V,>(key: string, kind: EditKind) =>
    (value: V | undefined) =>
      onChange({ [key]: value }, { key, kind });
  const text = (key: string) => props[key] as string | undefined;
  const number = (key: string) => props[key] as number | undefined;
  const spacing = (key: string) => (props[key] as number[] | undefined) ?? [0, 0, 0, 0];

  switch (node.type) {
    case "Text":
      return (
        <div className="settings-form">
          <StudioRichTextField
            label="Content"
            value={props.content as RichText}
            maxLength={EMAIL_TEXT_MAX_LENGTH}
            onChange={(value) => onChange({ content: value }, { key: "content", kind: "session" })}
          />
          <NumberField label="Font size" unit="px" value={number("fontSize")} min={1} max={72} integer onChange={set("fontSize", "text")} />
          <RadioGroup label="Alignment" value={text("align") as "left"} options={ALIGNMENTS} onChange={set("align", "choice")} />
          <ColorField
            label="Text colour"
            value={text("color")}
            fallback="#000000"
            clearLabel="Use the email's text colour"
            onChange={set("color", "text")}
          />
          <SpacingField label="Paddings" value={spacing("paddings")} {...PADDING_LIMITS} onChange={set("paddings", "text")} />
          <ToggleField
            label="Members only"
            checked={props.membersOnly as boolean}
            hint="Only members of the tiers you choose when sending get this part (the paid tiers, unless you choose others)."
            onChange={set("membersOnly", "choice")}
          />
        </div>
      );
    case "Container":
      return (
        <div className="settings-form">
          <SliderField
            label="Width"
            value={Number.parseInt(text("width") ?? "100", 10)}
            min={10}
            max={100}
            format={(value) => `${value}%`}
            onChange={(value) => onChange({ width: `${value}%` }, { key: "width", kind: "slider" })}
          />
          <ColorField
            label="Background"
            value={text("background")}
            fallback="#ffffff"
            clearLabel="Use the email's canvas colour"
            onChange={set("background", "text")}
          />
          <NumberField label="Corner radius" unit="px" value={number("radius")} min={0} max={48} integer onChange={set("radius", "text")} />
          <SpacingField label="Paddings" value={spacing("paddings")} {...PADDING_LIMITS} onChange={set("paddings", "text")} />
        </div>
      );
    case "Image":
      return (
        <div className="settings-form">
          <MediaField label="Picture" type="image" value={text("src")} pickMedia={pickMedia} onChange={set("src", "choice")} />
          <TextField
            label="Or its address"
            value={text("src")}
            maxLength={2048}
            placeholder="https://…"
            emptyAsUndefined
            onChange={set("src", "text")}
          />
          <TextField label="Alternative text" value={text("alt")} maxLength={300} onChange={set("alt", "text")} />
          <NumberField
            label="Width"
            unit="px"
            value={number("width")}
            min={1}
            max={EMAIL_BODY_WIDTH}
            integer
            onChange={set("width", "text")}
          />
          <NumberField
            label="Height"
            unit="px"
            value={number("height")}
            min={1}
            max={4000}
            integer
            optional
            hint="In the picture's proportions when empty."
            onChange={set("height", "text")}
          />
          <LinkField label="Link" value={text("link")} pages={pages} links={links} onChange={set("link", "text")} />
          <RadioGroup label="Alignment" value={text("align") as "left"} options={ALIGNMENTS} onChange={set("align", "choice")} />
          <SpacingField label="Paddings" value={spacing("paddings")} {...PADDING_LIMITS} onChange={set("paddings", "text")} />
        </div>
      );
    case "Button":
      return (
        <div className="settings-form">
          <TextField label="Title" value={text("title")} maxLength={100} onChange={set("title", "text")} />
          <LinkField label="Link" value={text("link")} pages={pages} links={links} onChange={set("link", "text")} />
          <ColorField label="Background" value={text("backgroundColor")} fallback="#1c1d29" onChange={set("backgroundColor", "text")} />
          <ColorField label="Text colour" value={text("color")} fallback="#ffffff" onChange={set("color", "text")} />
          <RadioGroup label="Alignment" value={text("align") as "left"} options={ALIGNMENTS} onChange={set("align", "choice")} />
          <SpacingField label="Inner paddings" value={spacing("paddings")} {...PADDING_LIMITS} onChange={set("paddings", "text")} />
        </div>
      );
    case "Columns": {
      // A layout of another column count adds a column, or gives the last one's blocks to the one before it.
      const changeLayout = (layout: keyof typeof EMAIL_COLUMN_COUNTS | undefined) => {
        if (layout === undefined) return;
        if (EMAIL_COLUMN_COUNTS[layout] === (node.children?.length ?? 2)) set("layout", "choice")(layout);
        else store.update((state) => changeColumnsLayout(state as EditorState<EmailDocument>, { id: node.id, layout }) as never);
      };
      return (
        <div className="settings-form">
          <SelectField label="Layout" value={text("layout") as "1:1"} options={LAYOUTS} onChange={changeLayout} />
          <NumberField label="Gap" unit="px" value={number("gap")} min={0} max={48} integer onChange={set("gap", "text")} />
          <ToggleField label="Stack on phones" checked={props.stackOnMobile as boolean} onChange={set("stackOnMobile", "choice")} />
          <SpacingField label="Paddings" value={spacing("paddings")} {...PADDING_LIMITS} onChange={set("paddings", "text")} />
        </div>
      );
    }
    case "Column":
      return (
        <div className="settings-form">
          <ColorField
            label="Background"
            value={text("background")}
            fallback="#ffffff"
            clearLabel="No background"
            onChange={set("background", "text")}
          />
          <RadioGroup
            label="Vertical alignment"
            value={text("verticalAlign") as "top"}
            options={[
              { value: "top", label: "Top" },
              { value: "middle", label: "Middle" },
              { value: "bottom", label: "Bottom" },
            ]}
            onChange={set("verticalAlign", "choice")}
          />
        </div>
      );
    case "Divider":
      return (
        <div className="settings-form">
          <ColorField label="Colour" value={text("color")} fallback="#d4d4d8" onChange={set("color", "text")} />
          <NumberField
            label="Thickness"
            unit="px"
            value={number("thickness")}
            min={1}
            max={8}
            integer
            onChange={set("thickness", "text")}
          />
          <SpacingField label="Paddings" value={spacing("paddings")} {...PADDING_LIMITS} onChange={set("paddings", "text")} />
        </div>
      );
    case "Spacer":
      return (
        <div className="settings-form">
          <NumberField label="Height" unit="px" value={number("height")} min={4} max={200} integer onChange={set("height", "text")} />
        </div>
      );
    default:
      return null;
  }
}
