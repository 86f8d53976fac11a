import { ColorField, NumberField, SelectField, TextField } from "../../blocks/settings";
import type { FieldEdit } from "../../blocks/settings/types";
import { EMAIL_FONT_STACKS, type EmailSettings, emailSettingsSchema, type StoredEmailSettings } from "../../schema/email/document";

const limits = emailSettingsSchema.properties;

/**
 * The email's own settings (issue 16): what it says in the inbox besides its subject (preheader,
 * sender) and its design tokens (backdrop and canvas colours, text and link colours, font, button
 * corners). The subject has its own field under the top bar (`EmailSubjectField`), always in view.
 */
export function EmailSettingsPanel({
  settings,
  onChange,
}: {
  readonly settings: EmailSettings;
  onChange(patch: Partial<Record<keyof StoredEmailSettings, unknown>>, field: FieldEdit): void;
}) {
  const set =
    <V,>(key: keyof StoredEmailSettings, kind: FieldEdit["kind"]) =>
    (value: V | undefined) =>
      onChange({ [key]: value }, { key, kind });
  return (
    <div className="settings-form">
      <TextField
        label="Preheader"
        value={settings.preheader}
        maxLength={limits.preheader.maxLength}
        hint="The line inboxes show after the subject."
        onChange={set("preheader", "text")}
      />
      <TextField
        label="Sender name"
        value={settings.senderName}
        maxLength={limits.senderName.maxLength}
        hint="The artist's name when empty."
        onChange={set("senderName", "text")}
      />
      <ColorField
        label="Backdrop colour"
        value={settings.backdropColor}
        fallback={limits.backdropColor.default}
        onChange={set("backdropColor", "text")}
      />
      <ColorField
        label="Canvas colour"
        value={settings.canvasColor}
        fallback={limits.canvasColor.default}
        onChange={set("canvasColor", "text")}
      />
      <ColorField label="Text colour" value={settings.textColor} fallback={limits.textColor.default} onChange={set("textColor", "text")} />
      <ColorField label="Link colour" value={settings.linkColor} fallback={limits.linkColor.default} onChange={set("linkColor", "text")} />
      <SelectField
        label="Font"
        value={settings.fontFamily}
        options={EMAIL_FONT_STACKS.map((stack) => ({ value: stack, label: stack.split(",")[0]?.replace(/'/g, "") ?? stack }))}
        onChange={set("fontFamily", "choice")}
      />
      <NumberField
        label="Button corner radius"
        unit="px"
        value={settings.buttonRadius}
        min={limits.buttonRadius.minimum}
        max={limits.buttonRadius.maximum}
        integer
        onChange={set("buttonRadius", "text")}
      />
    </div>
  );
}
