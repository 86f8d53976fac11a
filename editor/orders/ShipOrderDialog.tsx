import { type FormEvent, useId, useState } from "react";
import { CARRIER_IDS, CARRIERS, type Carrier, TRACKING_NUMBER_PATTERN } from "../../schema/rules/tracking";
import { StudioDialog } from "../shell/StudioDialog";

/** What marking an order shipped sends: the carrier, and its tracking number or (another carrier) its tracking page. */
export interface ShipmentInput {
  readonly carrier: Carrier;
  readonly trackingNumber?: string;
  readonly trackingUrl?: string;
}

const trackingPattern = new RegExp(TRACKING_NUMBER_PATTERN);

/**
 * 'Mark shipped' (issue 36, item 4): the carrier and the tracking number the fan's shipping email
 * links to. A number is optional (a letter travels untracked); another carrier takes its link.
 */
export function ShipOrderDialog({ onShip, onClose }: { onShip(shipment: ShipmentInput): void; onClose(): void }) {
  const id = useId();
  const [carrier, setCarrier] = useState<Carrier>("usps");
  const [trackingNumber, setTrackingNumber] = useState("");
  const [trackingUrl, setTrackingUrl] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = trackingNumber.trim();
    if (number !== "" && !trackingPattern.test(number)) return setProblem("A tracking number is letters, digits, spaces and dashes.");
    if (carrier === "other" && trackingUrl.trim() !== "" && !trackingUrl.trim().startsWith("https://"))
      return setProblem("A tracking link starts with https://.");
    onShip({
      carrier,
      ...(number ? { trackingNumber: number } : {}),
      ...(carrier === "other" && trackingUrl.trim() ? { trackingUrl: trackingUrl.trim() } : {}),
    });
  };

  return (
    <StudioDialog title="Mark shipped" onClose={onClose}>
      <form className="studio-admin__form" onSubmit={submit} aria-label="Mark shipped">
        <p className="studio-hint">The fan gets an email that their order is on its way, with a link to follow the parcel.</p>
        <div className="studio-admin__field">
          <label htmlFor={`${id}-carrier`}>Carrier</label>
          <select id={`${id}-carrier`} value={carrier} onChange={(event) => setCarrier(event.target.value as Carrier)}>
            {CARRIER_IDS.map((option) => (
              <option key={option} value={option}>
                {CARRIERS[option].name}
              </option>
            ))}
          </select>
        </div>
        <div className="studio-admin__field">
          <label htmlFor={`${id}-number`}>Tracking number (optional)</label>
          <input
            id={`${id}-number`}
            value={trackingNumber}
            autoComplete="off"
            onChange={(event) => setTrackingNumber(event.target.value)}
          />
        </div>
        {carrier === "other" ? (
          <div className="studio-admin__field">
            <label htmlFor={`${id}-link`}>Tracking link (optional)</label>
            <input
              id={`${id}-link`}
              type="url"
              value={trackingUrl}
              placeholder="https://"
              onChange={(event) => setTrackingUrl(event.target.value)}
            />
          </div>
        ) : null}
        {problem ? (
          <p className="studio-field-error" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="studio-admin__actions">
          <button type="submit" className="studio-button studio-button--primary">
            Mark shipped and email the fan
          </button>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </StudioDialog>
  );
}
