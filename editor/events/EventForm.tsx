import { useId, useMemo, useState } from "react";
import { type EventInput, eventInputSchema } from "../../schema/api/events";
import { fieldLimits } from "../../schema/fieldLimits";
import { AdminField } from "../shell/AdminField";
import { AdminForm } from "../shell/AdminForm";
import { type EventDraft, eventInputOf, timeZoneChoices } from "./eventDraft";

const address = eventInputSchema.properties.address.properties;

/**
 * An event's form (issue 17): its title, its date and time as the venue's clock shows them with the
 * venue's time zone, its address, and the link its button opens. Problems are shown by their
 * fields; the server's refusal, if any, above the buttons.
 */
export function EventForm({
  initial,
  heading,
  onSave,
  onCancel,
}: {
  readonly initial: EventDraft;
  readonly heading: string;
  onSave(input: EventInput): Promise<string | null>;
  onCancel(): void;
}) {
  const [draft, setDraft] = useState(initial);
  const zones = useMemo(() => timeZoneChoices(initial.timeZone), [initial.timeZone]);
  const zoneId = useId();
  const set = (key: keyof EventDraft) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));

  return (
    <AdminForm heading={heading} draft={draft} check={eventInputOf} onSave={onSave} onCancel={onCancel} saveLabel="Save event">
      {(problems) => (
        <>
          <AdminField
            label="Title"
            value={draft.title}
            {...fieldLimits(eventInputSchema.properties.title)}
            onChange={set("title")}
            problem={problems.title}
          />
          <AdminField
            label="Date and time, at the venue"
            type="datetime-local"
            value={draft.localDateTime}
            onChange={set("localDateTime")}
            problem={problems.localDateTime}
          />
          <div className="studio-admin__field">
            <label htmlFor={zoneId}>Venue's time zone</label>
            <select id={zoneId} value={draft.timeZone} onChange={(event) => set("timeZone")(event.target.value)}>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replace(/_/g, " ")}
                </option>
              ))}
            </select>
          </div>
          <AdminField label="Venue" value={draft.venue} {...fieldLimits(address.name)} onChange={set("venue")} />
          <AdminField label="Street" value={draft.street} {...fieldLimits(address.street)} onChange={set("street")} />
          <AdminField label="Postcode" value={draft.zipCode} {...fieldLimits(address.zipCode)} onChange={set("zipCode")} />
          <AdminField label="City" value={draft.city} {...fieldLimits(address.city)} onChange={set("city")} />
          <AdminField label="Country" value={draft.country} {...fieldLimits(address.country)} onChange={set("country")} />
          <AdminField
            label="Link (tickets, details)"
            type="url"
            value={draft.actionLink}
            {...fieldLimits(eventInputSchema.properties.actionLink)}
            placeholder="https://…"
            onChange={set("actionLink")}
          />
          <AdminField
            label="Link text"
            value={draft.actionText}
            {...fieldLimits(eventInputSchema.properties.actionText)}
            placeholder="Tickets"
            onChange={set("actionText")}
            problem={problems.actionText}
          />
        </>
      )}
    </AdminForm>
  );
}
