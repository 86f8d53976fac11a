/** Where a rich-text value is exported to, and with what. */
export interface EmailRichTextContext {
  /** The site's address, for links and pictures stored as site paths. */
  readonly siteUrl: string;
  readonly linkColor: string;
  /** Pixels the text's column is wide: no picture is wider. */
  readonly contentWidth: number;
  /** The email shown in a browser, where a drawing's picture (SVG, which inboxes refuse) can be seen. */
  readonly webVersionUrl?: string;
  /** The email's id, which its polls' vote links name. */
  readonly emailId?: string;
  /** PNG copies of drawings, by the address of their SVG picture (`drawingImageSource`): what inboxes show. */
  readonly drawingPictures?: ReadonlyMap<string, string>;
}
