import type { EmailSettings } from "../../schema/email/document";
import type { EmailTextStyles } from "./emailRichStyles";

/** What every block is exported with. */
export interface EmailBlockContext {
  readonly siteUrl: string;
  readonly settings: EmailSettings;
  readonly styles: EmailTextStyles;
  /** Pixels the block may take. */
  readonly width: number;
  /** Whether the block sits on the email's canvas colour (no background of its own around it): dark mode may recolour it. */
  readonly onCanvas: boolean;
  readonly webVersionUrl?: string;
  readonly drawingPictures?: ReadonlyMap<string, string>;
  readonly emailId?: string;
}

/** The class dark mode recolours text on the canvas with (`emailHtmlDocument.ts`). */
export const CANVAS_TEXT_CLASS = "bl-email-text";

/** Pixels a block's paddings take from its width, whole (a width attribute holds whole pixels). */
export const sidePadding = (paddings: readonly number[]) => Math.round((paddings[1] ?? 0) + (paddings[3] ?? 0));
