import { emailListPropsSchema } from "../../schema/blocks/emailList";
import { propSetter, SelectField, type SettingsPanelProps, TextAreaField, TextField } from "../settings";

const { title, description, buttonText, successMessage } = emailListPropsSchema.properties;

/**
 * The Email-list block's settings (SPEC §3): title, description, button text, the email list, the
 * success message. The button's id (`buttonId`) is for integrators' JSON and analytics, not a
 * choice an artist makes: it stays in the block, the block's id when unset, and has no field here.
 */
export default function EmailListSettings({ props, onChange, emailLists }: SettingsPanelProps<"EmailList">) {
  const set = propSetter<"EmailList">(onChange);
  const options = emailLists.map((list) => ({ value: list.id, label: list.name }));
  // A list this block names that the artist no longer has still shows, rather than an empty choice.
  if (props.emailListId && !options.some((option) => option.value === props.emailListId))
    options.push({ value: props.emailListId, label: `Unknown list (${props.emailListId})` });
  return (
    <div className="settings-form">
      <TextField label="Title" value={props.title} maxLength={title.maxLength} onChange={set("title", "text")} />
      <TextAreaField
        label="Description"
        value={props.description}
        maxLength={description.maxLength}
        onChange={set("description", "text")}
      />
      <TextField label="Button text" value={props.buttonText} maxLength={buttonText.maxLength} onChange={set("buttonText", "text")} />
      <SelectField
        label="Email list"
        value={props.emailListId}
        options={options}
        emptyLabel="No list"
        hint={emailLists.length === 0 ? "Fans can join once a list is chosen." : undefined}
        onChange={set("emailListId", "choice")}
      />
      <TextAreaField
        label="Success message"
        value={props.successMessage}
        maxLength={successMessage.maxLength}
        onChange={set("successMessage", "text")}
      />
    </div>
  );
}
