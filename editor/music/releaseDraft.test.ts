import { describe, expect, it } from "vitest";
import type { StudioRelease } from "../../schema/api/releases";
import { draftOfRelease, durationText, emptyReleaseDraft, releaseInputOf } from "./releaseDraft";
import { DEFAULT_LISTENING } from "./trackListening";

const release: StudioRelease = {
  id: "r1",
  title: "Night Drive",
  artist: "Salt & Static",
  description: "",
  credits: "",
  category: "Music",
  releaseType: "album",
  isFeatured: true,
  normalizeLoudness: true,
  lowStockThreshold: null,
  status: "published",
  version: 3,
  updatedAt: "2026-11-27T10:00:00.000Z",
  media: [{ id: "m1", type: "image", url: "/media/a/cover.png", name: "cover.png" }],
  variants: [
    { id: "v1", isDefault: false, price: 20, payWhatYouWant: false, media: [], tracks: [], stock: null, reserved: 0 },
    {
      id: "v2",
      isDefault: true,
      price: 7.5,
      payWhatYouWant: true,
      media: [],
      stock: null,
      reserved: 0,
      tracks: [
        {
          id: "t1",
          title: "One",
          artist: "Salt & Static",
          description: "",
          media: [{ id: "a1", type: "audio", url: "/media/private/a/x-one.wav", name: "one.wav" }],
          hasExplicitContent: true,
          isFeatured: false,
          durationSeconds: 187,
        },
      ],
    },
  ],
};

describe("a release's draft", () => {
  it("goes back to the API as it came, ids kept, the default variant named, prices as typed", () => {
    const draft = draftOfRelease(release);
    expect(draft.variants.map((variant) => variant.price)).toEqual(["20", "7.50"]);
    const checked = releaseInputOf(draft);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.input).toMatchObject({
      title: "Night Drive",
      releaseType: "album",
      status: "published",
      version: 3,
      media: [{ id: "m1", type: "image", url: "/media/a/cover.png" }],
      variants: [
        { id: "v1", isDefault: false, price: 20 },
        { id: "v2", isDefault: true, price: 7.5, payWhatYouWant: true, tracks: [{ id: "t1", title: "One", hasExplicitContent: true }] },
      ],
    });
    // The track's artist is the release's: not sent, so a change of the release's artist carries to it.
    expect(checked.input.variants[1]?.tracks[0]).not.toHaveProperty("artist");
    expect(checked.input.variants[1]?.tracks[0]?.media).toEqual([
      { id: "a1", type: "audio", url: "/media/private/a/x-one.wav", name: "one.wav" },
    ]);
  });

  it("names each problem: no title, no artist, a price that is not dollars and cents, an untitled track", () => {
    const draft = emptyReleaseDraft("");
    const variant = draft.variants[0];
    const checked = releaseInputOf({
      ...draft,
      variants: [
        {
          ...(variant as NonNullable<typeof variant>),
          price: "7.999",
          tracks: [
            {
              key: "k",
              title: " ",
              artist: "",
              hasExplicitContent: false,
              isFeatured: false,
              instantGrat: false,
              audio: null,
              durationSeconds: null,
              processing: null,
              ...DEFAULT_LISTENING,
            },
          ],
        },
      ],
    });
    expect(checked).toEqual({
      ok: false,
      problems: {
        title: "Give the release a title.",
        artist: "Name the artist.",
        prices: { [variant?.key as string]: "A price in dollars, such as 7 or 7.99 (0 for free)." },
        tracks: "Give each track a title.",
      },
    });
  });

  it("keeps what visitors hear of each track and whether loudness is evened out (issue 32)", () => {
    const [sold, main] = release.variants;
    const previewed = {
      ...release,
      normalizeLoudness: false,
      variants: [
        sold as NonNullable<typeof sold>,
        {
          ...(main as NonNullable<typeof main>),
          tracks: (main?.tracks ?? []).map((track) => ({
            ...track,
            listen: "preview" as const,
            previewStartSeconds: 45,
            previewSeconds: 60,
            processing: { state: "processing" as const, problem: null },
          })),
        },
      ],
    };
    const draft = draftOfRelease(previewed);
    expect(draft.normalizeLoudness).toBe(false);
    expect(draft.variants[1]?.tracks[0]).toMatchObject({
      listen: "preview",
      previewStart: "45",
      previewLength: "60",
      processing: { state: "processing", problem: null },
    });
    const checked = releaseInputOf(draft);
    expect(checked.ok && checked.input.normalizeLoudness).toBe(false);
    expect(checked.ok && checked.input.variants[1]?.tracks[0]).toMatchObject({
      listen: "preview",
      previewStartSeconds: 45,
      previewSeconds: 60,
    });
    // A track from before issue 32 plays whole, and a new release evens out loudness.
    expect(draftOfRelease(release).variants[1]?.tracks[0]).toMatchObject({ listen: "full", previewStart: "0", previewLength: "30" });
    expect(emptyReleaseDraft("Salt & Static").normalizeLoudness).toBe(true);
  });

  it("names a track's preview problems by the track's key", () => {
    const draft = draftOfRelease(release);
    const [sold, main] = draft.variants;
    const track = main?.tracks[0] as NonNullable<NonNullable<typeof main>["tracks"][number]>;
    const checked = releaseInputOf({
      ...draft,
      variants: [
        sold as NonNullable<typeof sold>,
        { ...(main as NonNullable<typeof main>), tracks: [{ ...track, listen: "preview", previewStart: "200", previewLength: "121" }] },
      ],
    });
    expect(checked).toEqual({
      ok: false,
      problems: {
        previews: {
          [track.key]: {
            start: "The track is 3:07 long: start the preview before its end.",
            length: "A preview lasts a whole number of seconds from 5 to 120.",
          },
        },
      },
    });
  });

  it("sends merch without a release type, and an empty price as free", () => {
    const draft = { ...emptyReleaseDraft("Salt & Static"), title: "Tote bag", category: "Merch" as const };
    const checked = releaseInputOf(draft);
    expect(checked.ok && checked.input.releaseType).toBeUndefined();
    expect(checked.ok && checked.input.variants[0]?.price).toBe(0);
  });

  it("sends a changed release date, merch's included release and instant-grat tracks (issue 36)", () => {
    const music = draftOfRelease({ ...release, releasedAt: "2026-11-27T10:00:00.000Z" });
    expect(music.releaseDate).toBe("2026-11-27");
    const unchanged = releaseInputOf(music);
    expect(unchanged.ok && unchanged.input.releasedAt).toBeUndefined();
    const variants = music.variants.map((variant) => ({
      ...variant,
      tracks: variant.tracks.map((track) => ({ ...track, instantGrat: true })),
    }));
    const moved = releaseInputOf({ ...music, releaseDate: "2027-03-01", variants });
    expect(moved.ok && moved.input.releasedAt).toBe("2027-03-01T00:00:00Z");
    expect(moved.ok && moved.input.variants[1]?.tracks[0]?.instantGrat).toBe(true);
    expect(moved.ok && moved.input.includesProductId).toBeNull();
    const tote = { ...emptyReleaseDraft("Salt & Static"), title: "Tote", category: "Merch" as const, includesProductId: "r1" };
    const bundle = releaseInputOf(tote);
    expect(bundle.ok && bundle.input.includesProductId).toBe("r1");
  });

  it("shows a length as a player does", () => {
    expect([durationText(187), durationText(59.6), durationText(3725), durationText(null)]).toEqual(["3:07", "1:00", "1:02:05", "–:––"]);
  });
});
