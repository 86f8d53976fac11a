import { useEffect, useState } from "react";
import { apiErrorMessage } from "../../../client/api/client";
import { endpoints } from "../../../client/api/endpoints";
import type { SentGifts } from "../../../schema/api/gifts";

/** What the list asks of the server; the site's API by default, a fake in tests. */
export interface SentGiftsApi {
  sentGifts(): Promise<SentGifts>;
}

type State = { kind: "loading" } | { kind: "ready"; gifts: SentGifts["gifts"] } | { kind: "failed"; message: string };

/**
 * The gifts the fan sent, on the account page (issue 18): each release, its recipient, and whether
 * they claimed it yet. Shown only to a fan who sent any, so the page of everyone else stays short.
 */
export function GiftsSentSection({ api = endpoints }: { readonly api?: SentGiftsApi }) {
  const [state, setState] = useState<State>({ kind: "loading" });
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

  if (state.kind === "loading" || (state.kind === "ready" && state.gifts.length === 0)) return null;
  return (
    <section className="account-card" aria-labelledby="account-gifts-title">
      <h2 className="account-card__title" id="account-gifts-title">
        Gifts you sent
      </h2>
      {state.kind === "failed" ? (
        <p role="alert">{state.message}</p>
      ) : (
        <ul className="account-gifts">
          {state.gifts.map((gift, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: read once, never reordered; an order may send one release to two people of one name.
            <li key={`${gift.orderId}:${index}`} className="account-gifts__gift">
              <span>
                <strong>{gift.title}</strong> for {gift.recipientName}
              </span>
              <span className={gift.claimed ? "account-gifts__state account-gifts__state--claimed" : "account-gifts__state"}>
                {gift.claimed ? "Claimed" : "Not claimed yet"}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
