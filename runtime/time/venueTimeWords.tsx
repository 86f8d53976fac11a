import { createContext, type ReactNode, useContext } from "react";
import { formatEventTime } from "./eventTime";

/**
 * The server's words for the zoned times a page shows, carried to the browser with the page.
 *
 * A venue's clock is read from the runtime's time zone database, and the server's (Node's ICU) and
 * a fan's browser's are different releases: when a zone's rules change (British Columbia's
 * permanent daylight time is in Chromium's tzdata before Node's), the same instant reads 7:30 PM
 * PST on the server and 8:30 PM PDT in the browser, and hydration fails on the text. So the server
 * records each time it writes, the page embeds them (InitialState.venueTimes), and the browser
 * reads those before its own database: the page says the same thing however it came to be drawn.
 */
export interface VenueTimeBook {
  /** `dateTime zone` → words, as formatEventTime wrote them. */
  readonly words: Map<string, string>;
  /** On the server: every time written is kept, for the page to embed. */
  readonly recording: boolean;
}

const VenueTimeContext = createContext<VenueTimeBook | null>(null);

const keyOf = (dateTime: string, timeZone: string) => `${dateTime} ${timeZone}`;

/** A book for the server's render: it keeps what the page writes. */
export function recordingVenueTimes(): VenueTimeBook {
  return { words: new Map(), recording: true };
}

/** The browser's book, from what the server embedded (absent: the page was not rendered by the server). */
export function embeddedVenueTimes(embedded: Readonly<Record<string, string>> | undefined): VenueTimeBook {
  return { words: new Map(Object.entries(embedded ?? {})), recording: false };
}

/** What the page embeds: the times the server wrote; undefined when it wrote none. */
export function venueTimesToEmbed(book: VenueTimeBook): Record<string, string> | undefined {
  return book.words.size === 0 ? undefined : Object.fromEntries(book.words);
}

export function VenueTimeProvider({ book, children }: { book: VenueTimeBook; children: ReactNode }) {
  return <VenueTimeContext.Provider value={book}>{children}</VenueTimeContext.Provider>;
}

/**
 * An event's time as its venue's clock shows it (`Fri, Dec 4, 2026 · 8:00 PM PST`), in the words
 * the server wrote for this page when it wrote any (outside a provider, as in the studio: this
 * runtime's own).
 */
export function useVenueTime(dateTime: string, timeZone: string): string {
  const book = useContext(VenueTimeContext);
  const key = keyOf(dateTime, timeZone);
  const known = book?.words.get(key);
  if (known !== undefined) return known;
  const words = formatEventTime(dateTime, timeZone);
  if (book?.recording) book.words.set(key, words);
  return words;
}

/** `<time>` with an event's time in the venue's words (useVenueTime). */
export function VenueTime({ dateTime, timeZone, className }: { dateTime: string; timeZone: string; className?: string }) {
  const words = useVenueTime(dateTime, timeZone);
  return (
    <time className={className} dateTime={dateTime}>
      {words}
    </time>
  );
}
