/** Where the keystrokes go: the studio's rich-text editor, or the baseline, a plain contenteditable div. */
export const VARIANTS = ["editor", "plain"] as const;
export type KeystrokeVariant = (typeof VARIANTS)[number];

/** Paragraphs in the bench document, and the one typed into (the middle). */
export const PARAGRAPHS = 2000;
export const TYPED_PARAGRAPH = 1000;

/** What the bench page puts on `window.richTextKeystroke` for the driver. */
export interface RichTextKeystrokeApi {
  /** Resolves once the editable area shows the document, with the number of paragraphs in it. */
  ready(): Promise<number>;
  /** Resolves with the milliseconds from the last keydown to the first paint after it changed the text. */
  lastKeystroke(): Promise<number>;
  /** The text of paragraph `index` as the page shows it. */
  paragraphText(index: number): string;
}
