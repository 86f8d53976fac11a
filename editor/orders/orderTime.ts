/** When something happened to an order, as the studio shows it: "Nov 27, 2026, 10:00 AM". */
export function orderTime(iso: string): string {
  return new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}
