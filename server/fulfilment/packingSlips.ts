import { createHash } from "node:crypto";
import { escapeHtml } from "../../runtime/escapeHtml";
import { countryName } from "../../schema/rules/countries";
import type { OrderToPack } from "../data/fulfilment";

/** The page's one script: its Print button prints. Allowed by its hash, so nothing else may run. */
const PRINT_SCRIPT = `document.getElementById("print").addEventListener("click", () => window.print());`;

/**
 * The slips page's Content-Security-Policy: its own styles, the Print button's script by its hash,
 * nothing loaded, sent or framed.
 */
export const PACKING_SLIPS_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  `script-src 'sha256-${createHash("sha256").update(PRINT_SCRIPT).digest("base64")}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join("; ");

const STYLE = `
body { font: 14px/1.45 system-ui, sans-serif; color: #111; margin: 0; }
.toolbar { padding: 12px 24px; border-bottom: 1px solid #ccc; }
.slip { padding: 24px; break-after: page; page-break-after: always; }
.slip:last-of-type { break-after: auto; page-break-after: auto; }
.slip h1 { font-size: 20px; margin: 0 0 4px; }
.slip h2 { font-size: 14px; margin: 16px 0 4px; text-transform: uppercase; letter-spacing: .04em; }
.slip address { font-style: normal; }
.slip table { border-collapse: collapse; width: 100%; }
.slip th, .slip td { text-align: left; border-bottom: 1px solid #ccc; padding: 6px 4px; vertical-align: top; }
.missing { color: #a40000; }
@media print { .toolbar { display: none; } .slip { padding: 0; } }
`;

const orderDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

function addressHtml(order: OrderToPack): string {
  const { address } = order;
  if (!address)
    return `<p class="missing">No address yet: the fan has not given one. Ships to ${escapeHtml(countryName(order.country))}.</p>`;
  const lines = [
    address.name,
    address.line1,
    address.line2 ?? "",
    [address.city, address.region ?? "", address.postalCode].filter((part) => part !== "").join(", "),
    countryName(address.country),
  ].filter((line) => line !== "");
  return `<address>${lines.map(escapeHtml).join("<br>")}</address>`;
}

function slipHtml(artistName: string, order: OrderToPack): string {
  const rows = order.items
    .map((item) => `<tr><td>${escapeHtml(item.title)}</td><td>${escapeHtml(item.options)}</td><td>${escapeHtml(item.sku)}</td></tr>`)
    .join("");
  return `<section class="slip" aria-label="Packing slip for order ${escapeHtml(order.id)}">
<h1>${escapeHtml(artistName)}</h1>
<p>Order ${escapeHtml(order.id)} · ${escapeHtml(orderDate(order.createdAt))}</p>
<h2>Ship to</h2>
${addressHtml(order)}
<p>${escapeHtml(order.email)}</p>
<h2>Items</h2>
<table><thead><tr><th>Item</th><th>Options</th><th>SKU</th></tr></thead><tbody>${rows}</tbody></table>
</section>`;
}

/**
 * A print-ready page of packing slips (issue 36, item 4), one order a page: the artist's name, the
 * order's number and date, where it ships (or that the fan gave no address yet), the physical
 * items with their options and SKU, and the fan's email. Every value is escaped. The Print button
 * is hidden on paper.
 */
export function packingSlipsPage(artistName: string, orders: readonly OrderToPack[]): string {
  const title = orders.length === 1 ? "Packing slip" : `Packing slips (${orders.length})`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>
<div class="toolbar"><button type="button" id="print">Print</button> ${escapeHtml(title)}</div>
${orders.map((order) => slipHtml(artistName, order)).join("\n")}
<script>${PRINT_SCRIPT}</script>
</body></html>`;
}
