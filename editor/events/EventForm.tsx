import { type FormEvent, useId, useMemo, useState } from "react";
import type { EventInput } from "../../schema/api/events";
import { AdminField } from "../app/AdminField";
import { type EventDraft, type EventDraftProblems, eventInputOf, timeZoneChoices } from "./eventDraft";

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
  const [problems, setProblems] = useState<EventDraftProblems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const zones = useMemo(() => timeZoneChoices(initial.timeZone), [initial.timeZone]);
  const zoneId = useId();
  const headingId = useId();
  const set = (key: keyof EventDraft) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = eventInputOf(draft);
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    setSaving(true);
    const problem = await onSave(checked.input);
    setSaving(false);
    setRefusal(problem);
  };

  return (
    <form className="studio-admin__form" aria-labelledby={headingId} onSubmit={(event) => void submit(event)} noValidate>
      <h2 id={headingId}>{heading}</h2>
      <AdminField label="Title" value={draft.title} maxLength={200} onChange={set("title")} problem={problems.title} />
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
      <AdminField label="Venue" value={draft.venue} maxLength={200} onChange={set("venue")} />
      <AdminField label="Street" value={draft.street} maxLength={200} onChange={set("street")} />
      <AdminField label="Postcode" value={draft.zipCode} maxLength={20} onChange={set("zipCode")} />
      <AdminField label="City" value={draft.city} maxLength={100} onChange={set("city")} />
      <AdminField label="Country" value={draft.country} maxLength={100} onChange={set("country")} />
      <AdminField
        label="Link (tickets, details)"
        type="url"
        value={draft.actionLink}
        maxLength={2048}
        placeholder="https://…"
        onChange={set("actionLink")}
      />
      <AdminField
        label="Link text"
        value={draft.actionText}
        maxLength={60}
        placeholder="Tickets"
        onChange={set("actionText")}
        problem={problems.actionText}
      />
      {refusal ? (
        <p className="studio-field-error" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="studio-admin__actions">
        <button type="submit" disabled={saving}>
          {saving ? "Saving…" : "Save event"}
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
