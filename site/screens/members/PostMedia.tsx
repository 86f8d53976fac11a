import { responsiveImage } from "../../../runtime/media/imageSrcSet";
import { sanitizeUrl } from "../../../runtime/sanitizeUrl";
import type { Track } from "../../../schema/entities/catalogue";
import type { Post, PostMedia as PostMediaItem } from "../../../schema/entities/posts";
import { usePlayer } from "../../app/player";

/** A post's photo fills the post's column: the screen on phones, at most about 48rem. */
const POST_IMAGE_SIZES = "(max-width: 50rem) 100vw, 48rem";

/** A media address as it may be shown or opened: http(s) or a path on this site, else nothing. */
export function mediaUrl(url: string): string | null {
  const safe = sanitizeUrl(url.trim());
  return safe === "about:blank" || /^(?:mailto|sms|tel):/i.test(safe) ? null : safe;
}

/**
 * What fans read for a post's audio, video or document: its title, never the file's name (a
 * storage name such as `demo-audio-post-studio-diary-3.wav` means nothing to them).
 */
export function mediaTitle(media: PostMediaItem): string {
  const fallback = { image: "Image", video: "Video", audio: "Audio", document: "Document" }[media.type];
  return media.title?.trim() || fallback;
}

/** The player's track for a post's audio: the media's id and title; no release, so the bar's title is not a link. */
export function postTrack(post: Post, media: PostMediaItem, artist: string): Track | null {
  const url = mediaUrl(media.url);
  if (!url) return null;
  const cover = post.media?.find((item) => item.type === "image");
  const coverUrl = cover ? mediaUrl(cover.url) : null;
  return {
    id: media.id,
    title: mediaTitle(media),
    url,
    ...(artist ? { artist } : {}),
    ...(coverUrl ? { coverImage: coverUrl } : {}),
  };
}

function PlayIcon({ playing }: { readonly playing: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" /> : <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />}
    </svg>
  );
}

/**
 * A post's audio: through the site's persistent player when there is one (SPEC §1: it keeps
 * playing across pages), else the browser's own controls.
 */
function PostAudio({ post, media, url, artist }: { post: Post; media: PostMediaItem; url: string; artist: string }) {
  const player = usePlayer();
  const track = postTrack(post, media, artist);
  if (!player.available || !track) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: fans' audio posts (voice memos, demos) come without captions.
      <audio className="post-media__audio" controls preload="none" src={url} aria-label={mediaTitle(media)} />
    );
  }
  const current = player.currentTrackId === track.id;
  const playing = current && player.playing;
  const label = `${playing ? "Pause" : "Play"} ${track.title}`;
  return (
    <div className={playing ? "post-audio post-audio--playing" : "post-audio"}>
      <button
        type="button"
        className="post-audio__play"
        aria-label={label}
        title={label}
        onClick={() => (current ? player.toggle() : player.playQueue([track], 0))}
      >
        <PlayIcon playing={playing} />
      </button>
      <span className="post-audio__title">{track.title}</span>
    </div>
  );
}

function MediaItem({ post, media, artist }: { post: Post; media: PostMediaItem; artist: string }) {
  const url = mediaUrl(media.url);
  if (!url) return null;
  switch (media.type) {
    case "image":
      return (
        <img
          className="post-media__image"
          alt={media.alt ?? ""}
          loading="lazy"
          decoding="async"
          {...responsiveImage(url, POST_IMAGE_SIZES)}
        />
      );
    case "video":
      return (
        // biome-ignore lint/a11y/useMediaCaption: artists upload videos without caption tracks; the post's caption describes them.
        <video className="post-media__video" src={url} controls preload="metadata" playsInline aria-label={mediaTitle(media)} />
      );
    case "audio":
      return <PostAudio post={post} media={media} url={url} artist={artist} />;
    case "document":
      return (
        <a className="post-media__document" href={url} target="_blank" rel="noopener noreferrer" download={true}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 2h8l4 4v16H6zM14 2v4h4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
          <span>{mediaTitle(media)}</span>
        </a>
      );
  }
}

/** A post's media, each by its kind: images (scaled to the card, loaded when near), video, audio, documents. */
export function PostMedia({ post, artist }: { readonly post: Post; readonly artist: string }) {
  const media = post.media ?? [];
  if (media.length === 0) return null;
  return (
    <div className="post-media">
      {media.map((item) => (
        <MediaItem key={item.id} post={post} media={item} artist={artist} />
      ))}
    </div>
  );
}
