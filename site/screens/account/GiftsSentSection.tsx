import { useEffect, useState } from "react";
import { apiErrorMessage } from "../../../client/api/client";
import { endpoints } from "../../../client/api/endpoints";
import type { EmailConfirmationRequest } from "../../../schema/api/emailConfirmation";
import type { GiftResent, SentGifts } from "../../../schema/api/gifts";

/** What the list asks of the server; the site's API by default, a fake in tests. */
export interface SentGiftsApi {
  sentGifts(): Promise<SentGifts>;
  resendGift(orderId: string, position: number): Promise<GiftResent>;
  requestEmailConfirmation(): Promise<EmailConfirmationRequest>;
}

type SentGift = SentGifts["gifts"][number];
type State = { kind: "loading" } | { kind: "ready"; gifts: SentGift[] } | { kind: "failed"; message: string };
/** What the last action said: where a gift went again, a new link, or why not. */
type Said = { kind: "status" | "alert"; text: string } | null;

function stateOf(gift: SentGift): { text: string; claimed: boolean } {
  if (gift.claimed) return { text: "Claimed", claimed: true };
  if (gift.held) return { text: "Waiting for you to confirm your email address", claimed: false };
  return { text: "Not claimed yet", claimed: false };
}

function linkRequestWords(answer: EmailConfirmationRequest): string {
  if (answer.confirmed) return "Your email address is confirmed: your gifts are on their way.";
  if (answer.sent) return `We sent a new confirmation link to ${answer.email}.`;
  return `We sent a link to ${answer.email} less than 10 minutes ago: look for it there.`;
}

/**
 * The gifts the fan sent, on the account page (issue 18): each release, its recipient, and whether
 * they claimed it yet. Shown only to a fan who sent any, so the page of everyone else stays short.
 * A gift not claimed yet can be emailed again with a new link (issue 30: 'Resend gift email'); the
 * gifts of a free order wait for the fan's confirmed address, whose link can be sent again.
 */
export function GiftsSentSection({ api = endpoints }: { readonly api?: SentGiftsApi }) {
  const [state, setState] = useState<State>({ kind: "loading" });
  const [said, setSaid] = useState<Said>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let current = true;
    api.sentGifts().then(
      ({ gifts }) => current && setState({ kind: "ready", gifts }),
      async (error: unknown) => {
        const message = await apiErrorMessage(error);
        if (current) setState({ kind: "failed", message: `Your gifts could not be loaded: ${message}` });
      },
    );
    return () => {
      current = false;
    };
  }, [api]);

  const act = async (run: () => Promise<string>) => {
    setBusy(true);
    setSaid(null);
    try {
      setSaid({ kind: "status", text: await run() });
    } catch (error) {
      setSaid({ kind: "alert", text: await apiErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  const resend = (gift: SentGift) =>
    act(async () => {
      const { recipientName } = await api.resendGift(gift.orderId, gift.position);
      return `${gift.title} was sent again to ${recipientName}. The link sent before no longer works.`;
    });
  const requestLink = () => act(async () => linkRequestWords(await api.requestEmailConfirmation()));

  if (state.kind === "loading" || (state.kind === "ready" && state.gifts.length === 0)) return null;
  const anyHeld = state.kind === "ready" && state.gifts.some((gift) => gift.held);
  return (
    <section className="account-card" aria-labelledby="account-gifts-title">
      <h2 className="account-card__title" id="account-gifts-title">
        Gifts you sent
      </h2>
      {state.kind === "failed" ? (
        <p role="alert">{state.message}</p>
      ) : (
        <ul className="account-gifts">
          {state.gifts.map((gift) => {
            const shown = stateOf(gift);
            return (
              <li key={`${gift.orderId}:${gift.position}`} className="account-gifts__gift">
                <span>
                  <strong>{gift.title}</strong> for {gift.recipientName}
                </span>
                <span className={shown.claimed ? "account-gifts__state account-gifts__state--claimed" : "account-gifts__state"}>
                  {shown.text}
                </span>
                {gift.claimed || gift.held ? null : (
                  <button
                    type="button"
                    className="bl-button bl-button--outline"
                    aria-label={`Resend gift email: ${gift.title} for ${gift.recipientName}`}
                    disabled={busy}
                    onClick={() => void resend(gift)}
                  >
                    Resend gift email
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {anyHeld ? (
        <button type="button" className="bl-button bl-button--outline" disabled={busy} onClick={() => void requestLink()}>
          Send the confirmation link again
        </button>
      ) : null}
      {said?.kind === "alert" ? <p role="alert">{said.text}</p> : null}
      <p role="status">{said?.kind === "status" ? said.text : null}</p>
    </section>
  );
}
