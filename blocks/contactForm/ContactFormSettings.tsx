import { type ContactFieldState, contactFormPropsSchema } from "../../schema/blocks/contactForm";
import { type Choice, propSetter, SelectField, type SettingsPanelProps, TextAreaField, TextField } from "../settings";
import { ContactCustomFields } from "./ContactCustomFields";

const { title, description, buttonText, successMessage } = contactFormPropsSchema.properties;

const STATES: readonly Choice<ContactFieldState>[] = [
  { value: "off", label: "Not asked" },
  { value: "optional", label: "Optional" },
  { value: "required", label: "Required" },
];

const STANDARD_FIELDS = [
  { key: "name", label: "Name" },
  { key: "phone", label: "Phone" },
  { key: "subject", label: "Subject" },
  { key: "message", label: "Message" },
] as const;

/**
 * The Contact form block's settings: its title and description, which fields it asks for (each
 * not asked, optional or required; the email always, since the reply and the fan's copy go there),
 * fields of the artist's own, the button's text and the thank-you message.
 */
export default function ContactFormSettings({ props, onChange }: SettingsPanelProps<"ContactForm">) {
  const set = propSetter<"ContactForm">(onChange);
  return (
    <div className="settings-form">
      <TextField label="Title" value={props.title} maxLength={title.maxLength} onChange={set("title", "text")} />
      <TextAreaField
        label="Description"
        value={props.description}
        maxLength={description.maxLength}
        onChange={set("description", "text")}
      />
      {STANDARD_FIELDS.map((field) => (
        <SelectField
          key={field.key}
          label={field.label}
          value={props[field.key]}
          options={STATES}
          hint={field.key === "name" ? "Email is always asked, and required: your reply and the fan's copy go there." : undefined}
          onChange={(state) => set(field.key, "choice")(state ?? "off")}
        />
      ))}
      <ContactCustomFields fields={props.customFields} onChange={(customFields, edit) => onChange({ customFields }, edit)} />
      <TextField label="Button text" value={props.buttonText} maxLength={buttonText.maxLength} onChange={set("buttonText", "text")} />
      <TextAreaField
        label="Thank-you message"
        value={props.successMessage}
        maxLength={successMessage.maxLength}
        hint="Shown in place of the form once the message is sent."
        onChange={set("successMessage", "text")}
      />
    </div>
  );
}
