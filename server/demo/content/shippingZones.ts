import type { ShippingZoneInput } from "../../data/shippingZones";

/**
 * Where the demo band ships its merch from (issue 36, item 3): home in the US, free over $75;
 * Canada and Mexico; most of Europe; the UK, Australia, New Zealand and Japan at one rate. The
 * rest of the world has no zone, so checkout shows what a country that cannot be shipped to says.
 */
export function demoShippingZones(): ShippingZoneInput[] {
  return [
    { name: "United States", countries: ["US"], firstItemCents: 500, extraItemCents: 200, freeOverCents: 7500 },
    { name: "North America", countries: ["CA", "MX"], firstItemCents: 1200, extraItemCents: 300, freeOverCents: null },
    {
      name: "Europe",
      countries: ["AT", "BE", "CH", "CZ", "DE", "DK", "ES", "FI", "FR", "IE", "IT", "NL", "NO", "PL", "PT", "SE"],
      firstItemCents: 1500,
      extraItemCents: 400,
      freeOverCents: null,
    },
    { name: "Further afield", countries: ["AU", "GB", "JP", "NZ"], firstItemCents: 1800, extraItemCents: 500, freeOverCents: null },
  ];
}
