/** The kind of device a browser says it runs on, for the studio's numbers: nothing finer is kept. */
export type DeviceClass = "mobile" | "tablet" | "desktop";

export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Opera Mini|IEMobile|BlackBerry/i.test(userAgent)) return "mobile";
  return "desktop";
}
