import { useCallback, useState } from "react";
import type { WebhookEndpoint } from "../../../schema/api/webhooks";
import { type WebhooksApi, webhooksApi } from "../../api/webhooksApi";
import { ListStates } from "../../shell/ListStates";
import type { StudioSectionProps } from "../../shell/studioSections";
import { useAnsweredChanges } from "../../shell/useAnsweredChanges";
import { useConfirmDialog } from "../../shell/useConfirmDialog";
import { AddWebhookForm } from "./AddWebhookForm";
import { WebhookDeliveries } from "./WebhookDeliveries";

/**
 * Settings › Webhooks (issue 40, item 4): the owner's endpoints, told of orders, members,
 * subscribers, posts and releases as they happen; each one's secret shown on demand and rotated,
 * its deliveries listed and replayed. An endpoint turned off after 3 days of failures says so.
 */
export function WebhooksPanel({ profile, api = webhooksApi }: StudioSectionProps & { readonly api?: WebhooksApi }) {
  const profileId = profile.id;
  const load = useCallback(() => api.listEndpoints(profileId), [api, profileId]);
  const { list, refresh, shown, busy, refusal, done, change } = useAnsweredChanges(
    "Your webhooks",
    load,
    (answer: { endpoints: WebhookEndpoint[] }) => answer.endpoints,
  );
  const [secrets, setSecrets] = useState<Readonly<Record<string, string>>>({});
  const { confirm, dialog } = useConfirmDialog();
  const showSecret = (endpointId: string, secret: string) => setSecrets((now) => ({ ...now, [endpointId]: secret }));

  const add = async (url: string, events: WebhookEndpoint["events"]) => {
    const added = await change(
      async () => {
        const answer = await api.addEndpoint(profileId, { url, events });
        showSecret(answer.endpoint.id, answer.secret);
        return api.listEndpoints(profileId);
      },
      () => `Webhooks now go to ${url}.`,
    );
    return added !== null;
  };
  const remove = async (endpoint: WebhookEndpoint) => {
    const sure = await confirm({
      title: "Remove this endpoint?",
      message: `${endpoint.url} will be sent nothing more, and its deliveries are forgotten.`,
      confirmLabel: "Remove endpoint",
      danger: true,
    });
    if (sure)
      await change(
        () => api.removeEndpoint(profileId, endpoint.id),
        () => `${endpoint.url} was removed.`,
      );
  };
  const turn = (endpoint: WebhookEndpoint, enabled: boolean) =>
    change(
      async () => {
        await api.changeEndpoint(profileId, endpoint.id, { url: endpoint.url, events: endpoint.events, enabled });
        return api.listEndpoints(profileId);
      },
      () => `${endpoint.url} was turned ${enabled ? "on" : "off"}.`,
    );
  const secretAction = (endpoint: WebhookEndpoint, rotate: boolean) =>
    change(
      async () => {
        const { secret } = rotate ? await api.rotateSecret(profileId, endpoint.id) : await api.revealSecret(profileId, endpoint.id);
        showSecret(endpoint.id, secret);
        return api.listEndpoints(profileId);
      },
      () => (rotate ? "A new secret was made: the old one no longer signs deliveries." : null),
    );

  return (
    <>
      <p className="studio-hint">
        Tell other software when something happens: each event is sent as JSON, signed with the endpoint's secret in the Backline-Signature
        header.
      </p>
      <ListStates list={list} loading="Loading your webhooks…" empty={null} onRetry={() => void refresh()} />
      {shown?.length === 0 ? <p>No endpoints yet.</p> : null}
      {shown?.map((endpoint) => (
        <section key={endpoint.id} aria-label={endpoint.url}>
          <h3>{endpoint.url}</h3>
          <p>{endpoint.events.join(", ")}</p>
          {endpoint.turnedOffAt ? (
            <p role="status">Turned off: its deliveries failed for 3 days. Turn it back on once it answers.</p>
          ) : !endpoint.enabled ? (
            <p>Off</p>
          ) : null}
          {secrets[endpoint.id] ? (
            <p>
              Signing secret: <code>{secrets[endpoint.id]}</code>
            </p>
          ) : (
            <button type="button" disabled={busy} onClick={() => void secretAction(endpoint, false)}>
              Reveal secret
            </button>
          )}
          <button type="button" disabled={busy} onClick={() => void secretAction(endpoint, true)}>
            Rotate secret
          </button>
          <button type="button" disabled={busy} onClick={() => void turn(endpoint, !endpoint.enabled)}>
            {endpoint.enabled ? "Turn off" : "Turn on"}
          </button>
          <button type="button" disabled={busy} onClick={() => void remove(endpoint)}>
            Remove <span className="studio-visually-hidden">{endpoint.url}</span>
          </button>
          <WebhookDeliveries profileId={profileId} endpointId={endpoint.id} api={api} />
        </section>
      ))}
      {shown ? <AddWebhookForm busy={busy} onAdd={add} /> : null}
      {refusal ? (
        <p className="studio-field-error" role="alert">
          {refusal}
        </p>
      ) : null}
      {done ? <p role="status">{done}</p> : null}
      {dialog}
    </>
  );
}
