import { createCommand, type LexicalCommand } from "lexical";
import type { InlineImagePosition } from "../../../schema/richText/image";

export type ImageKind = "image" | "inline-image";

/** An image to insert at the selection; its address must pass `isImageSrc`, or nothing is inserted. */
export interface InsertImagePayload {
  readonly kind: ImageKind;
  readonly src: string;
  readonly altText: string;
  /** An inline image's place; left when not given. */
  readonly position?: InlineImagePosition;
  /** A block image's max width; 500 when not given (800 for markdown). */
  readonly maxWidth?: number;
}

/** Inserts an image at the selection (`ImagesPlugin` handles it). */
export const INSERT_IMAGE_COMMAND: LexicalCommand<InsertImagePayload> = createCommand("INSERT_IMAGE_COMMAND");

/**
 * Opens the Insert Image dialog for an image or an inline image (the Insert menu's and the slash
 * menu's entries dispatch it); `dispatchCommand` returns false in an editor without `ImagesPlugin`.
 */
export const OPEN_INSERT_IMAGE_DIALOG_COMMAND: LexicalCommand<ImageKind> = createCommand("OPEN_INSERT_IMAGE_DIALOG_COMMAND");
