import { readEmbed } from "../../schema/embeds/embedAddress";

/**
 * What a link field of the Embed and Video blocks stores for what was pasted into it: the address
 * an embed code's player or a share link stands for, made https; text that names nothing playable
 * is kept as typed, so the field shows why (and Publish names the block).
 */
export function storedEmbedAddress(pasted: string | undefined): string | undefined {
  if (pasted === undefined) return undefined;
  const reading = readEmbed(pasted);
  return reading.ok ? reading.address : pasted;
}
