import { formatDuration } from "../../runtime/time/duration";
import type { ReleaseInput, ReleaseStatus, StudioRelease, TrackInput, TrackProcessing } from "../../schema/api/releases";
import { type Category, PREVIEW_DEFAULTS, type ProductMedia, type ReleaseType } from "../../schema/entities/catalogue";
import { dollarsText, parseDollars } from "../shell/dollars";
import { draftKey } from "./draftKeys";
import { merchInputOf } from "./merchInput";
import { type OptionDraft, optionDraftOf } from "./merchOptions";
import { type ListeningDraft, listeningInputOf, type PreviewProblems } from "./trackListening";

/** A picture of the release as the form holds it: a new one has no id yet. */
export type DraftMedia = Omit<ProductMedia, "id"> & { readonly id?: string };

/**
 * A track as the form holds it: its audio is a file the server has read (its length came from
 * there), with where the server's pipeline stands on it (null for a file uploaded since the last
 * save), and what visitors hear of it.
 */
export interface TrackDraft extends ListeningDraft {
  readonly key: string;
  readonly id?: string;
  readonly title: string;
  readonly artist: string;
  readonly hasExplicitContent: boolean;
  readonly isFeatured: boolean;
  readonly audio: { readonly id?: string; readonly url: string; readonly name: string } | null;
  readonly durationSeconds: number | null;
  readonly processing: TrackProcessing | null;
  /** A pre-order's buyers get it at once (issue 36). */
  readonly instantGrat: boolean;
}

export interface VariantDraft {
  readonly key: string;
  readonly id?: string;
  readonly price: string;
  readonly payWhatYouWant: boolean;
  readonly media: readonly ProductMedia[];
  readonly tracks: readonly TrackDraft[];
  /** Merch (issue 36): its value of each option, its SKU, and its stock as typed (blank: not counted). */
  readonly optionValues: readonly string[];
  readonly sku: string;
  readonly stock: string;
  /** The stock the server said it had when the form opened: a change is sent as a difference from it. */
  readonly stockSeen: number | null;
  /** How many checkouts held when the form opened. */
  readonly held: number;
}

/** A release as its form holds it: prices as typed, the default variant first-class (its tracks are the release's). */
export interface ReleaseDraft {
  readonly title: string;
  readonly artist: string;
  readonly description: string;
  readonly credits: string;
  readonly category: Category;
  readonly releaseType: ReleaseType;
  readonly isFeatured: boolean;
  /** The player brings every track to one loudness. */
  readonly normalizeLoudness: boolean;
  readonly status: ReleaseStatus;
  /** The cover first, then any other pictures it had. */
  readonly media: readonly DraftMedia[];
  readonly variants: readonly VariantDraft[];
  /** Merch's options (issue 36), as typed. */
  readonly options: readonly OptionDraft[];
  /** 'Only N left' shows at or under this many; blank never. */
  readonly lowStockThreshold: string;
  /** Which variant is the default, by key. */
  readonly defaultKey: string;
  readonly version?: number;
  /** Music (issue 36): its date as a day (YYYY-MM-DD, UTC); one ahead sells it as a pre-order. Sent only when changed. */
  readonly releaseDate: string;
  readonly releaseDateSeen: string;
  /** Merch (issue 36): the id of the release whose download comes with it; blank for none. */
  readonly includesProductId: string;
}

export function emptyVariant(): VariantDraft {
  return {
    key: draftKey("variant"),
    price: "",
    payWhatYouWant: false,
    media: [],
    tracks: [],
    optionValues: [],
    sku: "",
    stock: "",
    stockSeen: null,
    held: 0,
  };
}

export function emptyReleaseDraft(artist: string): ReleaseDraft {
  const variant = emptyVariant();
  return {
    title: "",
    artist,
    description: "",
    credits: "",
    category: "Music",
    releaseType: "single",
    isFeatured: false,
    normalizeLoudness: true,
    status: "draft",
    media: [],
    variants: [variant],
    options: [],
    lowStockThreshold: "",
    defaultKey: variant.key,
    releaseDate: "",
    releaseDateSeen: "",
    includesProductId: "",
  };
}

export function draftOfRelease(release: StudioRelease): ReleaseDraft {
  const variants = release.variants.map((variant) => ({
    key: draftKey("variant"),
    id: variant.id,
    price: dollarsText(variant.price),
    payWhatYouWant: variant.payWhatYouWant,
    media: variant.media,
    optionValues: variant.optionValues ?? [],
    sku: variant.sku ?? "",
    stock: variant.stock === null ? "" : String(variant.stock),
    stockSeen: variant.stock,
    held: variant.reserved,
    tracks: variant.tracks.map(
      (track): TrackDraft => ({
        key: draftKey("track"),
        id: track.id,
        title: track.title,
        artist: track.artist,
        hasExplicitContent: track.hasExplicitContent,
        isFeatured: track.isFeatured,
        audio: track.media[0] ? { id: track.media[0].id, url: track.media[0].url, name: track.media[0].name } : null,
        durationSeconds: track.durationSeconds ?? null,
        processing: track.processing ?? null,
        listen: track.listen ?? "full",
        previewStart: String(track.previewStartSeconds ?? PREVIEW_DEFAULTS.startSeconds),
        previewLength: String(track.previewSeconds ?? PREVIEW_DEFAULTS.seconds),
        instantGrat: track.instantGrat === true,
      }),
    ),
  }));
  const fallback = variants[0] ?? emptyVariant();
  const defaultIndex = release.variants.findIndex((variant) => variant.isDefault);
  return {
    title: release.title,
    artist: release.artist,
    description: release.description,
    credits: release.credits,
    category: release.category,
    releaseType: release.releaseType ?? "single",
    isFeatured: release.isFeatured ?? false,
    normalizeLoudness: release.normalizeLoudness,
    status: release.status,
    media: release.media,
    variants: variants.length > 0 ? variants : [fallback],
    options: (release.options ?? []).map(optionDraftOf),
    lowStockThreshold: release.lowStockThreshold === null ? "" : String(release.lowStockThreshold),
    defaultKey: (variants[defaultIndex] ?? fallback).key,
    version: release.version,
    releaseDate: release.releasedAt?.slice(0, 10) ?? "",
    releaseDateSeen: release.releasedAt?.slice(0, 10) ?? "",
    includesProductId: release.includes?.productId ?? "",
  };
}

/** The variant whose tracks the release shows. */
export function defaultVariantOf(draft: ReleaseDraft): VariantDraft {
  return draft.variants.find((variant) => variant.key === draft.defaultKey) ?? (draft.variants[0] as VariantDraft);
}

export type ReleaseDraftProblems = Partial<Record<"title" | "artist" | "tracks" | "publish" | "options" | "lowStockThreshold", string>> & {
  readonly prices?: Readonly<Record<string, string>>;
  /** What is wrong with a variant's stock, by the variant's key. */
  readonly stock?: Readonly<Record<string, string>>;
  /** What is wrong with a track's preview, by the track's key. */
  readonly previews?: Readonly<Record<string, PreviewProblems>>;
};

function trackInputOf(track: TrackDraft, releaseArtist: string): TrackInput {
  const artist = track.artist.trim();
  const listening = listeningInputOf(track, track.durationSeconds);
  return {
    ...(listening.ok ? listening.input : {}),
    ...(track.id ? { id: track.id } : {}),
    title: track.title.trim(),
    ...(artist && artist !== releaseArtist.trim() ? { artist } : {}),
    hasExplicitContent: track.hasExplicitContent,
    isFeatured: track.isFeatured,
    instantGrat: track.instantGrat,
    media: track.audio
      ? [{ ...(track.audio.id ? { id: track.audio.id } : {}), type: "audio", url: track.audio.url, name: track.audio.name }]
      : [],
  };
}

/** The pictures among a release's files (the only kind a release or variant shows). */
function imagesOf(media: readonly DraftMedia[]) {
  return media.flatMap((item) =>
    item.type === "image" ? [{ ...(item.id ? { id: item.id } : {}), type: "image" as const, url: item.url, name: item.name }] : [],
  );
}

/** The draft as the API takes it, or its problems by field. */
export function releaseInputOf(draft: ReleaseDraft): { ok: true; input: ReleaseInput } | { ok: false; problems: ReleaseDraftProblems } {
  const problems: { -readonly [K in keyof ReleaseDraftProblems]: ReleaseDraftProblems[K] } = {};
  if (draft.title.trim() === "") problems.title = "Give the release a title.";
  if (draft.artist.trim() === "") problems.artist = "Name the artist.";
  const prices: Record<string, string> = {};
  const parsed = draft.variants.map((variant) => {
    const price = parseDollars(variant.price);
    if (price === "invalid") prices[variant.key] = "A price in dollars, such as 7 or 7.99 (0 for free).";
    return price === "invalid" ? 0 : (price ?? 0);
  });
  if (Object.keys(prices).length > 0) problems.prices = prices;
  const merch = merchInputOf(draft);
  if (!merch.ok) Object.assign(problems, merch.problems);
  const tracks = draft.variants.flatMap((variant) => variant.tracks);
  if (tracks.some((track) => track.title.trim() === "")) problems.tracks = "Give each track a title.";
  const previews: Record<string, PreviewProblems> = {};
  for (const track of tracks) {
    const listening = listeningInputOf(track, track.durationSeconds);
    if (!listening.ok) previews[track.key] = listening.problems;
  }
  if (Object.keys(previews).length > 0) problems.previews = previews;
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const input: ReleaseInput = {
    title: draft.title.trim(),
    artist: draft.artist.trim(),
    description: draft.description,
    credits: draft.credits,
    category: draft.category,
    ...(draft.category === "Music" ? { releaseType: draft.releaseType } : {}),
    isFeatured: draft.isFeatured,
    normalizeLoudness: draft.normalizeLoudness,
    status: draft.status,
    media: imagesOf(draft.media),
    ...(merch.ok ? merch.product : {}),
    ...(draft.category === "Music" && draft.releaseDate && draft.releaseDate !== draft.releaseDateSeen
      ? { releasedAt: `${draft.releaseDate}T00:00:00Z` }
      : {}),
    includesProductId: draft.category === "Merch" && draft.includesProductId ? draft.includesProductId : null,
    variants: draft.variants.map((variant, index) => ({
      ...(variant.id ? { id: variant.id } : {}),
      isDefault: variant.key === draft.defaultKey,
      price: parsed[index] ?? 0,
      payWhatYouWant: variant.payWhatYouWant,
      media: imagesOf(variant.media),
      tracks: variant.tracks.map((track) => trackInputOf(track, draft.artist)),
      ...(merch.ok ? (merch.variants[index] ?? {}) : {}),
    })),
    ...(draft.version === undefined ? {} : { version: draft.version }),
  };
  return { ok: true, input };
}

/** A length as a track list shows it: "3:07", "1:02:05"; a dash when the file's length is not known. */
export function durationText(seconds: number | null): string {
  return seconds === null ? "–:––" : formatDuration(seconds);
}
