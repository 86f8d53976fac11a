import { type EmbedPlayer, type EmbedSize, embedPlayer } from "../../runtime/embeds/players";
import { embedPropsSchema } from "../../schema/blocks/embed";
import { readEmbed } from "../../schema/embeds/embedAddress";
import type { EmbedSource } from "../../schema/embeds/embedSources";
import { fieldLimits } from "../../schema/fieldLimits";
import { propSetter, RadioGroup, type SettingsPanelProps, SpacingField, TextAreaField, TextField } from "../settings";
import { embedDescription } from "./EmbedCard";
import { storedEmbedAddress } from "./pastedEmbed";

const { url: urlSchema, title: titleSchema, margins: marginsSchema } = embedPropsSchema.properties;

/** Why a pasted text cannot be stored, in the words the panel shows under the field as it is typed. */
function refusal(text: string): string | null {
  const reading = readEmbed(text);
  if (!reading.ok) return reading.problem;
  return reading.address.length > urlSchema.maxLength ? `This address is longer than ${urlSchema.maxLength} characters.` : null;
}

/** A size as the artist chooses it: what the player will take on the page. */
function sizeLabel(player: EmbedPlayer, size: EmbedSize): string {
  const name = size === "compact" ? "Compact" : "Full";
  if (player.height !== undefined) return `${name} (${player.height} px high)`;
  return player.maxWidth === undefined ? `${name} (page width)` : `${name} (${player.maxWidth} px wide)`;
}

const SIZES = ["compact", "full"] as const;

/** Whether the service draws what is played in two sizes (Apple Music has one player for a song). */
function hasSizes(source: EmbedSource): boolean {
  return JSON.stringify(embedPlayer(source, "compact")) !== JSON.stringify(embedPlayer(source, "full"));
}

/**
 * The Embed block's settings (issue 39): the link or embed code, read as it is typed (the service
 * recognised, or why it cannot be played), a title, the player's size and the margins.
 */
export default function EmbedSettings({ props, onChange }: SettingsPanelProps<"Embed">) {
  const set = propSetter<"Embed">(onChange);
  const reading = readEmbed(props.url);
  return (
    <div className="settings-form">
      <TextAreaField
        label="Link or embed code"
        value={props.url}
        rows={3}
        placeholder="https://open.spotify.com/track/…"
        hint={
          reading.ok
            ? `${embedDescription(reading.source)}: fans load the player with a click.`
            : "A share link or embed code from Spotify, SoundCloud, Bandcamp, Apple Music, YouTube or Vimeo."
        }
        validate={refusal}
        emptyAsUndefined
        onChange={(text) => set("url", "text")(storedEmbedAddress(text))}
      />
      <TextField
        label="Title"
        value={props.title}
        {...fieldLimits(titleSchema)}
        hint="Shown on the card and under the player, and names the player for screen readers."
        onChange={set("title", "text")}
      />
      {reading.ok && hasSizes(reading.source) ? (
        <RadioGroup
          label="Size"
          value={props.size}
          options={SIZES.map((size) => ({
            value: size,
            label: sizeLabel(embedPlayer(reading.source, size), size),
          }))}
          onChange={set("size", "choice")}
        />
      ) : null}
      <SpacingField
        label="Margins"
        value={props.margins}
        min={marginsSchema.items.minimum}
        max={marginsSchema.items.maximum}
        onChange={set("margins", "text")}
      />
    </div>
  );
}
