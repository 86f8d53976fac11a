/** A moment as the studio's lists show it (an order, a message sent): "Nov 27, 2026, 10:00 AM". */
export function studioDateTime(iso: string): string {
  return new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}
