/**
 * Carriers an artist ships with (issue 36, item 4), and the page where a fan follows a parcel:
 * built from the carrier's own tracking address and the number, never from free text, so a
 * shipping email's link is always the carrier's site. 'Other' takes the artist's https link.
 */
export const CARRIERS = {
  usps: { name: "USPS", url: "https://tools.usps.com/go/TrackConfirmAction?tLabels=" },
  ups: { name: "UPS", url: "https://www.ups.com/track?tracknum=" },
  fedex: { name: "FedEx", url: "https://www.fedex.com/fedextrack/?trknbr=" },
  dhl: { name: "DHL", url: "https://www.dhl.com/global-en/home/tracking.html?tracking-id=" },
  royal_mail: { name: "Royal Mail", url: "https://www.royalmail.com/track-your-item#/tracking-results/" },
  canada_post: { name: "Canada Post", url: "https://www.canadapost-postescanada.ca/track-reperage/en#/details/" },
  australia_post: { name: "Australia Post", url: "https://auspost.com.au/mypost/track/details/" },
  other: { name: "Another carrier", url: null },
} as const;

export type Carrier = keyof typeof CARRIERS;
export const CARRIER_IDS = Object.keys(CARRIERS) as Carrier[];

/** What a tracking number may hold: letters, digits, spaces and dashes (every carrier's fits). */
export const TRACKING_NUMBER_PATTERN = "^[A-Za-z0-9][A-Za-z0-9 -]{2,63}$";

export interface Shipment {
  readonly carrier: Carrier;
  readonly trackingNumber: string | null;
  /** For 'other': the artist's https link to the parcel's page. */
  readonly trackingUrl: string | null;
}

/** The page where the fan follows the parcel, or null when there is nothing to follow. */
export function trackingLink(shipment: Shipment): string | null {
  const carrier = CARRIERS[shipment.carrier];
  if (carrier.url === null) return shipment.trackingUrl?.startsWith("https://") ? shipment.trackingUrl : null;
  if (!shipment.trackingNumber) return null;
  return `${carrier.url}${encodeURIComponent(shipment.trackingNumber.replace(/[\s-]/g, ""))}`;
}
