import type { ContactMessage } from "../../schema/api/contactMessages";

export { studioDateTime } from "../shell/studioDateTime";

/** What a viewer reads in place of a fan's address (the server sends "hidden"). */
export const HIDDEN_ADDRESS_WORDS = "Hidden from viewers";

/** Who a message is from, in a list's cell: their name, else their address. */
export function senderOf(message: ContactMessage): string {
  return message.name || (message.email === "hidden" ? "A fan" : message.email);
}

/** What a list's row says of a message: its subject, else the start of what it says. */
export function gistOf(message: ContactMessage): string {
  if (message.subject) return message.subject;
  const text = message.message.replace(/\s+/g, " ").trim();
  return text.length > 80 ? `${text.slice(0, 79)}…` : text || "(no message)";
}

/** The confirmation asked before a message is deleted. */
export function deleteMessageQuestion(message: ContactMessage) {
  return {
    title: "Delete this message?",
    message: `Delete the message from ${senderOf(message)}? It cannot be brought back (the copy in your email stays).`,
    confirmLabel: "Delete message",
    danger: true,
  } as const;
}
