/**
 * First titles made from a file's name, where the file itself says none (a track without a title
 * tag, an upload to the media library). The artist can change them; they should need to rarely.
 */

/** A file's name as words: no extension, spaces for dashes, underscores and dots. `my-cover_final.png` → `my cover final`. */
export function wordsOfFileName(name: string): string {
  return name
    .trim()
    .replace(/\.[A-Za-z0-9]{1,5}$/, "")
    .replace(/[-_.]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A track number a rip or an export puts first: zero-padded (`01 `, `007_`), or followed by a mark
 * (`1. `, `3 - `, `12)`), or a vinyl side's (`A1 `, `b2 - `). A bare number before a space stays, as
 * it may be the title's own ('99 Luftballons').
 */
const TRACK_NUMBER = /^(?:0\d{1,2}[\s._-]+|\d{1,3}\s*[.)-]\s*|\d{1,3}_+|[A-Da-d]\d{1,2}(?:\s*[.)-]\s*|\s+))/;

/** Small words a title keeps in lower case, except first and last. */
const SMALL_WORDS = new Set(["a", "an", "and", "as", "at", "but", "by", "for", "in", "of", "on", "or", "the", "to", "vs"]);

/** Each word starting with a capital, small words in lower case inside the title; letters after the first stay as typed ('DJ'). */
function titleCase(words: string): string {
  const list = words.split(" ");
  return list
    .map((word, index) => {
      const inside = index > 0 && index < list.length - 1;
      if (inside && SMALL_WORDS.has(word.toLowerCase())) return word.toLowerCase();
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(" ");
}

/** A track's first title from its file's name: no track number, words in title case. `01 moth light.wav` → `Moth Light`. */
export function trackTitleOfFileName(name: string): string {
  const base = name
    .trim()
    .replace(/\.[A-Za-z0-9]{1,5}$/, "")
    .trim();
  const numbered = base.replace(TRACK_NUMBER, "");
  // A name that is only a number ('1979.wav') is the title.
  const words = wordsOfFileName(numbered === "" ? base : numbered);
  return words === "" ? "Untitled" : titleCase(words);
}
