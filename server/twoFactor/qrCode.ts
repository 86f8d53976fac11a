import QRCode from "qrcode";

/**
 * The QR code of an otpauth:// address, as an SVG data URL the studio shows in an <img>: drawn on
 * the server so the studio's download carries no QR library, and as an image so no markup from
 * here is put into the page.
 */
export async function qrCodeDataUrl(address: string): Promise<string> {
  const svg = await QRCode.toString(address, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
