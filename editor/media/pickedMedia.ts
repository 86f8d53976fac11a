/** What the media picker gives back: the chosen item's address, and its alt text ("" when it has none). */
export interface PickedMedia {
  readonly url: string;
  readonly alt: string;
}
