import { richTextAsPlainText } from "../../runtime/richText/plainTextCodec";
import { textPropsSchema } from "../../schema/blocks/text";
import { spacingSchema } from "../../schema/common";
import type { RichText } from "../../schema/richText/index";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import {
  ColorField,
  NumberField,
  propSetter,
  RadioGroup,
  SelectField,
  type SettingsPanelProps,
  SliderField,
  SpacingField,
  TextAreaField,
  THEME_COLOR_DEFAULTS,
} from "../settings";

const { fontSize, fontSizeMobile, shadow } = textPropsSchema.properties;

/** Characters typed as plain text: a Text's limit before rich text, which keeps its paragraphs within every rich-text limit. */
export const PLAIN_TEXT_MAX_LENGTH = 10_000;

/** Said instead of the plain-text field when the words carry formatting that plain typing would lose. */
export const FORMATTED_TEXT_NOTE = "This text has formatting; edit it in the rich-text editor.";

/** SPEC §9: font weights 400/500/700 (Regular/Medium/Bold). */
export const FONT_WEIGHTS = [
  { value: 400, label: "Regular" },
  { value: 500, label: "Medium" },
  { value: 700, label: "Bold" },
] as const;

/**
 * The Text block's words: typed as plain text (one paragraph per line) until the rich-text editor
 * arrives, and only while they carry no formatting, which plain typing would lose.
 */
function WordsField({ content, onChange }: { readonly content: RichText; readonly onChange: (content: RichText) => void }) {
  const words = richTextAsPlainText.read(content);
  if (words === undefined) {
    return (
      <div className="settings-field">
        <p className="settings-field__label">Text</p>
        <p className="settings-field__hint">{FORMATTED_TEXT_NOTE}</p>
      </div>
    );
  }
  return (
    <TextAreaField
      label="Text"
      value={words}
      maxLength={PLAIN_TEXT_MAX_LENGTH}
      rows={4}
      onChange={(typed) => onChange(richTextFromPlainText(typed ?? ""))}
    />
  );
}

/** The Text block's settings (SPEC §3): the text, font sizes, alignment, weight, colour, shadow and margins. */
export default function TextSettings({ props, onChange }: SettingsPanelProps<"Text">) {
  const set = propSetter<"Text">(onChange);
  return (
    <div className="settings-form">
      <WordsField content={props.content} onChange={set("content", "text")} />
      <NumberField
        label="Font size"
        unit="px"
        value={props.fontSize}
        min={fontSize.minimum}
        max={fontSize.maximum}
        onChange={set("fontSize", "text")}
      />
      <NumberField
        label="Mobile font size"
        unit="px"
        value={props.fontSizeMobile}
        min={fontSizeMobile.minimum}
        max={fontSizeMobile.maximum}
        optional
        placeholder={String(props.fontSize)}
        hint="On screens up to 500 px wide; the font size when empty."
        onChange={set("fontSizeMobile", "text")}
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
