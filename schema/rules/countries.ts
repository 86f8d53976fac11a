/**
 * The countries an artist can ship to (issue 36, item 3), by their ISO 3166-1 alpha-2 codes: those
 * a Stripe Checkout page can collect an address in (`shipping_address_collection`), so a zone never
 * names a country Stripe would refuse. Names come from `Intl.DisplayNames`, in the fan's language.
 */
// Pure (as the build is told): a page that checks no country does not keep the list.
export const SHIPPING_COUNTRIES = /* @__PURE__ */ (
  "AD AE AF AG AI AL AM AO AQ AR AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ " +
  "CA CD CF CG CH CI CK CL CM CN CO CR CV CW CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FO FR " +
  "GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IS IT " +
  "JE JM JO JP KE KG KH KI KM KN KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MK ML MM MN MO " +
  "MQ MR MS MT MU MV MW MX MY MZ NA NC NE NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PY " +
  "QA RE RO RS RU RW SA SB SC SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SZ TC TD TF TG TH TJ TK TL TM TN TO " +
  "TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VN VU WF WS XK YE YT ZA ZM ZW"
).split(" ");

/** A country code's pattern in schemas: two capital letters (SHIPPING_COUNTRIES says which). */
export const COUNTRY_CODE_PATTERN = "^[A-Z]{2}$";

const known = /* @__PURE__ */ new Set(SHIPPING_COUNTRIES);

export const isShippingCountry = (code: string): boolean => known.has(code);

let names: Intl.DisplayNames | null = null;

/** A country's name in English ("DE" → "Germany"), or its code when the runtime knows no name. */
export function countryName(code: string): string {
  names ??= new Intl.DisplayNames(["en"], { type: "region" });
  return names.of(code) ?? code;
}
