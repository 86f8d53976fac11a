import { audioAsset, coverAsset } from "../assets";
import { plannedDuration } from "../wav";
import { ARTIST_NAME } from "./artist";
import { RELEASES, type ReleaseRow } from "./discography";
import { type DemoContext, type DemoRelease, type DemoTrack, daysAgo } from "./types";

function creditsOf(row: ReleaseRow): string {
  return [
    "Mara Quinn – vocals, synthesizers",
    "Theo Lindqvist – guitars",
    "Ada Okafor – bass, backing vocals",
    "Jonah Reyes – drums, percussion",
    "",
    "Written by The Lantern Coast",
    `Produced by ${row.producedBy}`,
    `Recorded at ${row.recordedAt}`,
    "Mixed by June Park",
    "Mastered by Elliot Ames at Lowlight Mastering",
    ...(row.extraCredits ?? []),
  ].join("\n");
}

/** The discography: four albums and nine singles, newest first, released over the last five and a half years. */
export function demoReleases({ id, now }: DemoContext): DemoRelease[] {
  return RELEASES.map((row, releaseIndex): DemoRelease => {
    const tracks = row.tracks.map(([title, description, flags = ""], index): DemoTrack => {
      const slug = `${row.slug}-${String(index + 1).padStart(2, "0")}`;
      // Mostly the release's mood, with a change of pace on longer records.
      const mood =
        row.type === "album" && index % 3 === 1
          ? (["dreamy", "driving", "mellow", "bright", "dark"] as const)[(releaseIndex + index) % 5]
          : row.mood;
      const spec = { seed: `lantern-coast/${slug}`, mood, durationSeconds: 22 + ((releaseIndex * 7 + index * 5) % 9) };
      return {
        id: id(`track-${slug}`),
        title,
        artist: ARTIST_NAME,
        description,
        hasExplicitContent: flags.includes("E"),
        isFeatured: flags.includes("F"),
        audio: audioAsset(id(`asset-audio-${slug}`), slug, spec),
        durationSeconds: plannedDuration(spec),
      };
    });
    return {
      id: id(`release-${row.slug}`),
      title: row.title,
      artist: ARTIST_NAME,
      description: row.description,
      credits: creditsOf(row),
      category: "Music",
      releaseType: row.type,
      isFeatured: row.featured ?? false,
      releasedAt: daysAgo(now, row.daysAgo, 8),
      cover: coverAsset(id(`asset-cover-${row.slug}`), row.slug, {
        seed: `lantern-coast/${row.slug}`,
        title: row.title,
        artist: ARTIST_NAME,
        label: row.label,
        motif: row.motif,
        palette: row.palette,
      }),
      variants: [{ id: id(`variant-${row.slug}`), isDefault: true, price: row.price, payWhatYouWant: row.payWhatYouWant ?? false, tracks }],
    };
  });
}
