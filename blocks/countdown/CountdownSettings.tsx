import { useEffect, useId, useState } from "react";
import { formatEventTime } from "../../runtime/time/eventTime";
import { instantToZonedLocal, zonedLocalToInstant } from "../../runtime/time/zonedTime";
import { countdownPropsSchema } from "../../schema/blocks/countdown";
import {
  type Choice,
  type EventOption,
  Field,
  propSetter,
  RadioGroup,
  type ReleaseOption,
  SelectField,
  type SettingsPanelProps,
  TextField,
} from "../settings";

const { title, endedMessage, timeZone: timeZoneSchema } = countdownPropsSchema.properties;
const ZONE_PATTERN = new RegExp(timeZoneSchema.pattern);

const TARGETS: readonly Choice<"date" | "release" | "event">[] = [
  { value: "date", label: "A date" },
  { value: "release", label: "A release" },
  { value: "event", label: "An event" },
];

/** Zones offered as the artist types; any zone the browser knows is taken (a browser that cannot list them, before Safari 15.4, offers UTC). */
const ZONES = [
  "UTC",
  ...(typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : []).filter((zone) => zone !== "UTC"),
];

function zoneProblem(zone: string): string | null {
  if (!ZONE_PATTERN.test(zone)) return "A time zone such as Europe/Berlin or America/New_York.";
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return null;
  } catch {
    return "This browser does not know that time zone.";
  }
}

/** The date and time as the chosen zone's clock shows them (`datetime-local`, which has no zone of its own). */
function DateTimeField({ label, value, onChange }: { label: string; value: string; onChange(local: string): void }) {
  const id = useId();
  return (
    <Field id={id} label={label}>
      <input
        id={id}
        className="settings-input"
        type="datetime-local"
        value={value}
        onChange={(event) => {
          if (event.currentTarget.value) onChange(event.currentTarget.value);
        }}
      />
    </Field>
  );
}

/** Loads a list the studio offers once, when the panel opens; null until it arrives (or if it cannot). */
function useChoices<T>(load: (() => Promise<readonly T[]>) | undefined): readonly T[] | null {
  const [choices, setChoices] = useState<readonly T[] | null>(null);
  useEffect(() => {
    let current = true;
    load?.().then(
      (loaded) => {
        if (current) setChoices(loaded);
      },
      () => {
        // The picker keeps the block's own choice and says there is nothing else to offer.
        if (current) setChoices([]);
      },
    );
    return () => {
      current = false;
    };
  }, [load]);
  return choices;
}

/** The options for one picker, keeping a chosen id the studio no longer lists (deleted, unpublished, begun) visible. */
function optionsOf<T extends { readonly id: string }>(
  items: readonly T[] | null,
  chosen: string,
  label: (item: T) => string,
  unknown: string,
) {
  const options: Choice<string>[] = (items ?? []).map((item) => ({ value: item.id, label: label(item) }));
  if (chosen && items && !options.some((option) => option.value === chosen))
    options.push({ value: chosen, label: `${unknown} (${chosen})` });
  return options;
}

const releaseLabel = (release: ReleaseOption) =>
  release.releasedAt ? `${release.title} · ${formatEventTime(release.releasedAt, "UTC").split(" · ")[0]}` : `${release.title} · no date`;
const eventLabel = (event: EventOption) => `${event.title} · ${formatEventTime(event.dateTime, event.timeZone)}`;

/**
 * The Countdown block's settings: its title, what it counts to (a date in a time zone, one of the
 * artist's releases or upcoming events) and the message once the moment has passed. Every edit is
 * one step of the page's history, as in other panels.
 */
export default function CountdownSettings({ props, onChange, listReleases, listEvents }: SettingsPanelProps<"Countdown">) {
  const set = propSetter<"Countdown">(onChange);
  const releases = useChoices(listReleases);
  const events = useChoices(listEvents);
  const local = props.date ? instantToZonedLocal(props.date, props.timeZone) : "";
  const changeZone = (zone: string | undefined) => {
    const next = zone ?? "UTC";
    // The wall-clock time the artist typed stays; the moment moves with its zone.
    const date = local ? (zonedLocalToInstant(local, next) ?? props.date) : props.date;
    onChange({ timeZone: zone, ...(date !== props.date ? { date } : {}) }, { key: "timeZone", kind: "text" });
  };
  return (
    <div className="settings-form">
      <TextField label="Title" value={props.title} maxLength={title.maxLength} onChange={set("title", "text")} />
      <RadioGroup label="Counts down to" value={props.target} options={TARGETS} onChange={set("target", "choice")} />
      {props.target === "date" ? (
        <DateTimeField
          label="Date and time"
          value={local}
          onChange={(typed) => {
            const instant = zonedLocalToInstant(typed, props.timeZone);
            if (instant) set("date", "text")(instant);
          }}
        />
      ) : null}
      {props.target === "release" ? (
        <SelectField
          label="Release"
          value={props.releaseId || undefined}
          options={optionsOf(releases, props.releaseId, releaseLabel, "Release not on the site")}
          emptyLabel="No release"
          hint={releases?.length === 0 ? "Publish a release with a date to count down to it." : undefined}
          onChange={(id) => set("releaseId", "choice")(id ?? "")}
        />
      ) : null}
      {props.target === "event" ? (
        <SelectField
          label="Event"
          value={props.eventId || undefined}
          options={optionsOf(events, props.eventId, eventLabel, "Event begun or deleted")}
          emptyLabel="No event"
          hint={events?.length === 0 ? "Add an upcoming event to count down to it." : "Shown in its venue's time zone."}
          onChange={(id) => set("eventId", "choice")(id ?? "")}
        />
      ) : null}
      {props.target !== "event" ? (
        <TextField
          label="Time zone"
          value={props.timeZone}
          maxLength={timeZoneSchema.maxLength}
          suggestions={ZONES}
          validate={zoneProblem}
          emptyAsUndefined
          hint="The date is written in this zone's time."
          onChange={changeZone}
        />
      ) : null}
      <TextField
        label="Message once it has passed"
        value={props.endedMessage}
        maxLength={endedMessage.maxLength}
        hint="A release's message links to its page; an event's to its tickets link."
        onChange={set("endedMessage", "text")}
      />
    </div>
  );
}
