import { useState } from "react";
import type { WebhookDelivery } from "../../../schema/api/webhooks";
import { errorMessageOf } from "../../../schema/errors";
import type { WebhooksApi } from "../../api/webhooksApi";
import { StudioTable } from "../../shell/StudioTable";
import { studioDateTime } from "../../shell/studioDateTime";

/** What a delivery's last attempt came to, in words. */
function outcomeOf(delivery: WebhookDelivery): string {
  const last = delivery.lastAttempt;
  if (!last) return "Waiting";
  const answer = last.statusCode === null ? last.excerpt : `${last.statusCode} in ${last.durationMs} ms`;
  // Waiting after an answer that went through: replayed, not failing.
  const wentThrough = last.statusCode !== null && last.statusCode >= 200 && last.statusCode < 300;
  if (delivery.state === "pending" && wentThrough) return `Replaying (last: ${answer})`;
  return delivery.state === "delivered"
    ? `Delivered: ${answer}`
    : delivery.state === "failed"
      ? `Failed: ${answer}`
      : `Retrying: ${answer}`;
}

/** What the endpoint answered last, as text (an attempt that got no answer says why in its outcome). */
function answerOf(delivery: WebhookDelivery): string {
  const last = delivery.lastAttempt;
  return last && last.statusCode !== null ? last.excerpt : "";
}

/** An endpoint's latest deliveries, each with what its last attempt got and the answer's first words, and Replay to send one again. */
export function WebhookDeliveries({
  profileId,
  endpointId,
  api,
}: {
  readonly profileId: string;
  readonly endpointId: string;
  readonly api: WebhooksApi;
}) {
  const [deliveries, setDeliveries] = useState<readonly WebhookDelivery[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (call: () => Promise<{ deliveries: WebhookDelivery[] }>) => {
    setProblem(null);
    try {
      setDeliveries((await call()).deliveries);
    } catch (error) {
      setProblem(errorMessageOf(error, "the server did not answer"));
    }
  };
  if (!deliveries)
    return (
      <>
        <button type="button" onClick={() => void run(() => api.listDeliveries(profileId, endpointId))}>
          Show deliveries
        </button>
        {problem ? <p role="alert">{problem}</p> : null}
      </>
    );
  return (
    <>
      {deliveries.length === 0 ? (
        <p className="studio-hint">No deliveries yet.</p>
      ) : (
        <StudioTable label="Deliveries" columns={["Event", "When", "Outcome", "Answer"]} actions>
          {deliveries.map((delivery) => (
            <tr key={delivery.id}>
              <th scope="row">{delivery.type}</th>
              <td>{studioDateTime(delivery.createdAt)}</td>
              <td>{outcomeOf(delivery)}</td>
              <td>{answerOf(delivery)}</td>
              <td>
                <button type="button" onClick={() => void run(() => api.replayDelivery(profileId, endpointId, delivery.id))}>
                  Replay <span className="studio-visually-hidden">the {delivery.type} delivery</span>
                </button>
              </td>
            </tr>
          ))}
        </StudioTable>
      )}
      <button type="button" onClick={() => void run(() => api.listDeliveries(profileId, endpointId))}>
        Refresh deliveries
      </button>
      {problem ? <p role="alert">{problem}</p> : null}
    </>
  );
}
