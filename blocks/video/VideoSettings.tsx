import { useEffect } from "react";
import { VIDEO_ASPECTS, videoPropsSchema } from "../../schema/blocks/video";
import { EMBED_SERVICE_NAMES } from "../../schema/embeds/embedAddress";
import { fieldLimits } from "../../schema/fieldLimits";
import { storedEmbedAddress } from "../embed/pastedEmbed";
import {
  MediaField,
  propSetter,
  RadioGroup,
  SelectField,
  type SettingsPanelProps,
  SpacingField,
  TextAreaField,
  TextField,
  ToggleField,
} from "../settings";
import { useWebCopy } from "./useWebCopy";
import { readVideoLink } from "./videoReadiness";
import { WebCopyStatus } from "./WebCopyStatus";

const { title, caption, margins } = videoPropsSchema.properties;

const ASPECT_LABELS: Readonly<Record<(typeof VIDEO_ASPECTS)[number], string>> = {
  "16:9": "Wide (16:9)",
  "4:3": "Classic (4:3)",
  "1:1": "Square (1:1)",
  "9:16": "Upright (9:16)",
  "21:9": "Cinema (21:9)",
};

/** A poster the server took (named after its video), which a new video's own replaces; an image the artist chose stays. */
const isMadePoster = (poster: string | undefined) => poster?.endsWith(".poster.jpg") ?? false;

/**
 * The Video block's settings (issue 39): an uploaded video, with how its web copy is going, its
 * poster (the frame the server took, or an image of the artist's), autoplay and controls; or a
 * YouTube or Vimeo link, read as it is typed. Then a title, a caption, the shape and the margins.
 */
export default function VideoSettings({ props, onChange, pickMedia, videoWebCopies }: SettingsPanelProps<"Video">) {
  const set = propSetter<"Video">(onChange);
  const upload = props.source === "upload";
  const { copy, error, retry } = useWebCopy(upload ? props.video : undefined, videoWebCopies);

  // Once the copy is ready the block plays it (and shows fans the video): its address, and its frame unless the artist chose a poster.
  const readyCopy = copy?.state === "ready" ? copy.webCopy : null;
  const madePoster = copy?.state === "ready" ? copy.poster : null;
  useEffect(() => {
    if (!readyCopy || readyCopy === props.webCopy) return;
    const poster = madePoster && (!props.poster || isMadePoster(props.poster)) ? { poster: madePoster } : {};
    onChange({ webCopy: readyCopy, ...poster }, { key: "webCopy", kind: "choice" });
  }, [readyCopy, madePoster, props.webCopy, props.poster, onChange]);

  const chooseVideo = (video: string | undefined) =>
    // A new video's copy and frame are not the old one's: they come when its own are ready.
    onChange({ video, webCopy: undefined, ...(isMadePoster(props.poster) ? { poster: undefined } : {}) }, { key: "video", kind: "choice" });

  return (
    <div className="settings-form">
      <RadioGroup
        label="Source"
        value={props.source}
        options={[
          { value: "upload", label: "Uploaded video" },
          { value: "link", label: "YouTube or Vimeo" },
        ]}
        onChange={set("source", "choice")}
      />
      {upload ? (
        <>
          <MediaField label="Video" type="video" value={props.video} pickMedia={pickMedia} onChange={chooseVideo} />
          {props.video ? <WebCopyStatus copy={copy} error={error} onRetry={retry} /> : null}
          <MediaField
            label="Poster"
            type="image"
            value={props.poster}
            pickMedia={pickMedia}
            hint="Shown before the video plays: a frame of the video, or an image of your own."
            onChange={(poster) => set("poster", "choice")(poster ?? madePoster ?? undefined)}
          />
          <ToggleField
            label="Play by itself"
            checked={props.autoplay}
            hint="Starts muted and loops, like a moving background. Keep the controls shown so fans can pause it or turn the sound on."
            onChange={set("autoplay", "choice")}
          />
          <ToggleField label="Show controls" checked={props.controls} onChange={set("controls", "choice")} />
        </>
      ) : (
        <TextAreaField
          label="YouTube or Vimeo link"
          value={props.url}
          rows={2}
          placeholder="https://www.youtube.com/watch?v=…"
          hint={linkHint(props.url)}
          validate={(text) => {
            const reading = readVideoLink(text);
            return "problem" in reading ? reading.problem : null;
          }}
          emptyAsUndefined
          onChange={(text) => set("url", "text")(storedEmbedAddress(text))}
        />
      )}
      <TextField
        label="Title"
        value={props.title}
        {...fieldLimits(title)}
        hint="Names the video for screen readers, and shows on a YouTube or Vimeo video's card."
        onChange={set("title", "text")}
      />
      <TextField label="Caption" value={props.caption} {...fieldLimits(caption)} onChange={set("caption", "text")} />
      <SelectField
        label="Shape"
        value={props.aspect}
        options={VIDEO_ASPECTS.map((aspect) => ({ value: aspect, label: ASPECT_LABELS[aspect] }))}
        onChange={(aspect) => set("aspect", "choice")(aspect ?? "16:9")}
      />
      <SpacingField
        label="Margins"
        value={props.margins}
        min={margins.items.minimum}
        max={margins.items.maximum}
        onChange={set("margins", "text")}
      />
    </div>
  );
}

function linkHint(url: string): string {
  const reading = readVideoLink(url);
  if ("source" in reading) return `A ${EMBED_SERVICE_NAMES[reading.source.service]} video: fans load the player with a click.`;
  return "A video's link or embed code from YouTube or Vimeo. Nothing loads from there until a fan clicks.";
}
