import { defaultsOf } from "../../runtime/resolveProps";
import { EMAIL_BODY_WIDTH } from "../../schema/email/blocks";
import { type EmailDocument, type EmailSettings, emailSettingsSchema } from "../../schema/email/document";
import type { EmailBlocks } from "../emailBlock";
import { emailBlocks } from "../registry";
import { CANVAS_TEXT_CLASS } from "./emailBlockContext";
import { blocksHtml } from "./emailBlocksHtml";
import { STACKING_COLUMN_CLASS } from "./emailColumnsHtml";
import { emailTextStyles } from "./emailRichStyles";
import { escapeHtml, escapeText } from "./html";

/** What an export needs beyond the document. */
export interface EmailExportOptions {
  /** The site's address (`https://band.example`): site paths in links and pictures become absolute with it. */
  readonly siteUrl: string;
  /** The language of the email's words, for `<html lang>`; `en` when unknown. */
  readonly lang?: string;
  /** Where the email can be read in a browser: a drawing links there, as inboxes cannot show its SVG. */
  readonly webVersionUrl?: string;
  /**
   * PNG copies of the email's drawings (site paths or addresses), by the address of their SVG
   * picture: inboxes show a PNG where most refuse an SVG. The studio makes them (`email/studio/drawingPictures.ts`).
   */
  readonly drawingPictures?: ReadonlyMap<string, string>;
  /** `dark` applies the dark-mode colours unconditionally: the studio's dark preview, where no client decides. */
  readonly colorScheme?: "auto" | "dark";
  /** The email blocks; the app's (`emailBlocks`) unless a test brings its own. */
  readonly blocks?: EmailBlocks;
}

/** An email's settings over their defaults. */
export function emailSettingsOf(document: EmailDocument): EmailSettings {
  return { ...(defaultsOf(emailSettingsSchema) as EmailSettings), ...document.settings };
}

/** The colours dark mode gives what sits on the canvas, where a client reads `prefers-color-scheme`. */
export const DARK_COLORS = { backdrop: "#111114", canvas: "#1c1d21", text: "#f4f4f5" } as const;

const BACKDROP_CLASS = "bl-email-backdrop";
const CANVAS_CLASS = "bl-email-canvas";

/** `<style>` for what only enhances (issue 16): the layout holds without it. Columns fill a phone's width; dark mode recolours. */
function enhancementStyle(colorScheme: "auto" | "dark"): string {
  const dark = `.${BACKDROP_CLASS}{background-color:${DARK_COLORS.backdrop}!important}.${CANVAS_CLASS}{background-color:${DARK_COLORS.canvas}!important}.${CANVAS_TEXT_CLASS}{color:${DARK_COLORS.text}!important}`;
  const darkRules = colorScheme === "dark" ? dark : `@media (prefers-color-scheme:dark){${dark}}`;
  return `<style>@media only screen and (max-width:${EMAIL_BODY_WIDTH + 20}px){.${STACKING_COLUMN_CLASS}{max-width:100%!important}}${darkRules}</style>`;
}

/**
 * The preheader: the line an inbox shows after the subject, hidden in the email itself. The
 * invisible characters after it keep the inbox from filling the line with the email's first words.
 */
function preheaderHtml(preheader: string): string {
  if (preheader === "") return "";
  const filler = "&#847;&zwnj;&nbsp;".repeat(60);
  return `<div style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;mso-hide:all">${escapeText(preheader)}${filler}</div>`;
}

/**
 * An email document as the HTML an inbox gets (issue 16), following the rules MJML and react-email
 * follow: a doctype, `lang` and `<title>`; a full-width backdrop table with the 600 px body centred
 * in it, fluid below 600 px, and for Outlook for Windows (which ignores `max-width`) the same body
 * in a fixed 600 px table inside conditional comments; every element styled inline; pictures with
 * `width` and `height` attributes; links absolute; `<style>` only for what enhances.
 *
 * @example
 * const html = exportEmailHtml(document, { siteUrl: "https://band.example" });
 */
export function exportEmailHtml(document: EmailDocument, options: EmailExportOptions): string {
  const settings = emailSettingsOf(document);
  const styles = emailTextStyles(settings.linkColor);
  const root = document.root.props;
  const sides = root.paddings ? Math.round((root.paddings[1] ?? 0) + (root.paddings[3] ?? 0)) : 0;
  const body = blocksHtml(
    document.root.children ?? [],
    {
      siteUrl: options.siteUrl,
      settings,
      styles,
      width: Math.max(1, EMAIL_BODY_WIDTH - sides),
      onCanvas: true,
      webVersionUrl: options.webVersionUrl,
      drawingPictures: options.drawingPictures,
      emailId: document.id,
    },
    options.blocks ?? emailBlocks,
  );
  const rootPadding = root.paddings ? root.paddings.map((side) => `${side}px`).join(" ") : "0";
  const canvasColor = root.background ?? settings.canvasColor;
  // A title of only spaces reads as none (and a document needs one): the subject, else the email's name, else a word.
  const title = escapeText([settings.subject, document.title].find((text) => text.trim() !== "") ?? "Email");
  const lang = escapeHtml(options.lang ?? "en");
  return (
    "<!DOCTYPE html>" +
    `<html lang="${lang}" dir="ltr">` +
    "<head>" +
    '<meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta http-equiv="X-UA-Compatible" content="IE=edge">' +
    '<meta name="x-apple-disable-message-reformatting">' +
    '<meta name="color-scheme" content="light dark">' +
    '<meta name="supported-color-schemes" content="light dark">' +
    `<title>${title}</title>` +
    "<!--[if mso]><noscript><xml><o:OfficeDocumentSettings><o:AllowPNG/><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml></noscript><![endif]-->" +
    enhancementStyle(options.colorScheme ?? "auto") +
    "</head>" +
    `<body style="margin:0;padding:0;width:100%;background-color:${settings.backdropColor}">` +
    preheaderHtml(settings.preheader) +
    `<table class="${BACKDROP_CLASS}" role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${settings.backdropColor}" style="width:100%;background-color:${settings.backdropColor}">` +
    '<tbody><tr><td align="center" style="padding:24px 0">' +
    `<!--[if mso]><table role="presentation" width="${EMAIL_BODY_WIDTH}" align="center" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->` +
    `<table class="${CANVAS_CLASS}" role="presentation" width="100%" align="center" cellpadding="0" cellspacing="0" border="0" bgcolor="${canvasColor}" style="width:100%;max-width:${EMAIL_BODY_WIDTH}px;margin:0 auto;background-color:${canvasColor}">` +
    `<tbody><tr><td style="padding:${rootPadding};font-family:${escapeHtml(settings.fontFamily)};color:${settings.textColor}">${body}</td></tr></tbody></table>` +
    "<!--[if mso]></td></tr></table><![endif]-->" +
    "</td></tr></tbody></table>" +
    "</body></html>"
  );
}
