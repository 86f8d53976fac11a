import { useCallback, useState } from "react";
import type { EventInput } from "../../schema/api/events";
import type { Event } from "../../schema/entities/events";
import { studioApi } from "../api/studioApi";
import { SearchedList } from "../shell/SearchedList";
import { SectionList } from "../shell/SectionList";
import type { StudioSectionProps } from "../shell/studioSections";
import { useConfirmDialog } from "../shell/useConfirmDialog";
import { useListChanges } from "../shell/useListChanges";
import { useLoadedList } from "../shell/useLoadedList";
import { EventForm } from "./EventForm";
import { draftOfEvent, type EventDraft, emptyEventDraft } from "./eventDraft";
import { studioEventTime } from "./studioEventTime";

type Editing = { readonly mode: "closed" } | { readonly mode: "new" } | { readonly mode: "edit"; readonly event: Event };

export type EventsApi = Pick<typeof studioApi, "listEvents" | "createEvent" | "updateEvent" | "deleteEvent">;

const isPast = (event: Event) => Date.parse(event.dateTime) < Date.now();

/** An event is found by its title, venue or city. */
const eventMatches = (event: Event, search: string) =>
  [event.title, event.address.name, event.address.city].some((text) => text.toLowerCase().includes(search));

function EventRow({ event, onEdit, onDelete }: { event: Event; onEdit(): void; onDelete(): void }) {
  const place = [event.address.name, event.address.city].filter(Boolean).join(", ");
  return (
    <li className="studio-admin__item">
      <div>
        <strong>{event.title}</strong>
        <p className="studio-hint">
          {studioEventTime(event)}
          {place ? ` · ${place}` : ""}
          {isPast(event) ? " · past" : ""}
        </p>
      </div>
      <div className="studio-admin__actions">
        <button type="button" aria-label={`Edit ${event.title}`} onClick={onEdit}>
          Edit
        </button>
        <button type="button" aria-label={`Delete ${event.title}`} onClick={onDelete}>
          Delete
        </button>
      </div>
    </li>
  );
}

/**
 * The studio's Events section (issue 17): the artist's shows, upcoming first, added and changed in
 * a form that takes the time as the venue's clock shows it, and deleted after a confirmation. Past
 * events stay listed here and drop off the site by themselves.
 */
export function EventsWorkspace(props: StudioSectionProps & { readonly api?: EventsApi }) {
  const { profile, api = studioApi } = props;
  const { confirm, dialog } = useConfirmDialog();
  const load = useCallback(() => api.listEvents(profile.id), [api, profile.id]);
  const { list, refresh } = useLoadedList("The events", load);
  const { problem, attempt, change } = useListChanges(refresh);
  const [editing, setEditing] = useState<Editing>({ mode: "closed" });

  /** Saves the form; the server's words when it refuses, null when saved. */
  const save = (input: EventInput): Promise<string | null> =>
    attempt(
      async () => {
        if (editing.mode === "edit") await api.updateEvent(profile.id, editing.event.id, input);
        else await api.createEvent(profile.id, input);
        setEditing({ mode: "closed" });
      },
      "The event was not saved",
      editing.mode === "edit" ? "Event saved" : "Event added",
    );

  const remove = async (event: Event) => {
    const message = `Delete the event "${event.title}"? This cannot be undone.`;
    if (!(await confirm({ title: "Delete this event?", message, confirmLabel: "Delete event", danger: true }))) return;
    await change(() => api.deleteEvent(profile.id, event.id), "The event was not deleted", `“${event.title}” deleted`);
  };

  const formInitial: EventDraft = editing.mode === "edit" ? draftOfEvent(editing.event) : emptyEventDraft();

  return (
    <div className="studio">
      <main className="studio-admin" aria-labelledby="studio-events-heading">
        <div className="studio-admin__head">
          <h1 id="studio-events-heading">Events</h1>
          {editing.mode === "closed" ? (
            <button type="button" onClick={() => setEditing({ mode: "new" })}>
              Add event
            </button>
          ) : null}
        </div>
        <SectionList
          list={list}
          problem={problem}
          form={
            editing.mode !== "closed" ? (
              <EventForm
                key={editing.mode === "edit" ? editing.event.id : "new"}
                heading={editing.mode === "edit" ? `Edit ${editing.event.title}` : "New event"}
                initial={formInitial}
                onSave={save}
                onCancel={() => setEditing({ mode: "closed" })}
              />
            ) : null
          }
          loading="Loading the events…"
          empty={editing.mode === "closed" ? "No events yet. Add your next show, and it appears on the site's Upcoming Events." : null}
          onRetry={() => void refresh()}
        >
          {(events) => (
            <SearchedList items={events} label="Find an event" matches={eventMatches} noMatch="No event matches.">
              {(shown) => (
                <ul className="studio-admin__list" aria-label="Your events">
                  {shown.map((event) => (
                    <EventRow
                      key={event.id}
                      event={event}
                      onEdit={() => setEditing({ mode: "edit", event })}
                      onDelete={() => void remove(event)}
                    />
                  ))}
                </ul>
              )}
            </SearchedList>
          )}
        </SectionList>
      </main>
      {dialog}
    </div>
  );
}
