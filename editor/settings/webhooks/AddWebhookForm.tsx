import { useState } from "react";
import { WEBHOOK_EVENT_TYPES, WEBHOOK_URL_MAX_LENGTH, type WebhookEventType } from "../../../schema/api/webhooks";
import { AdminField } from "../../shell/AdminField";

/** The address of a new endpoint and the events it takes (all of them to begin with). */
export function AddWebhookForm({
  busy,
  onAdd,
}: {
  readonly busy: boolean;
  onAdd(url: string, events: WebhookEventType[]): Promise<boolean>;
}) {
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<readonly WebhookEventType[]>(WEBHOOK_EVENT_TYPES);
  const toggle = (type: WebhookEventType) =>
    setEvents((now) => (now.includes(type) ? now.filter((each) => each !== type) : [...now, type]));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void onAdd(url, [...events]).then((added) => added && setUrl(""));
      }}
    >
      <AdminField
        label="Endpoint address"
        type="url"
        value={url}
        onChange={setUrl}
        maxLength={WEBHOOK_URL_MAX_LENGTH}
        placeholder="https://"
      />
      <fieldset className="studio-admin__benefits">
        <legend>Events to send</legend>
        <div className="studio-admin__options">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type}>
              <input type="checkbox" checked={events.includes(type)} onChange={() => toggle(type)} />
              {type}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" disabled={busy || url.trim() === "" || events.length === 0}>
        Add endpoint
      </button>
    </form>
  );
}
