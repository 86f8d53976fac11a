import { useState } from "react";
import { Link } from "wouter";
import { apiErrorMessage } from "../../../client/api/client";
import { endpoints } from "../../../client/api/endpoints";
import type { MailingStatus } from "../../../schema/api/consent";
import type { ScreenProps } from "../../app/routeTypes";
import { useSite } from "../../app/SiteContext";
import { useLinkCheck } from "../useLinkCheck";

/** What the page asks of the server; the site's API by default, a fake in tests. */
export interface UnsubscribeApi {
  mailingStatus(token: string): Promise<MailingStatus>;
  unsubscribe(token: string): Promise<MailingStatus>;
  resubscribe(token: string): Promise<MailingStatus>;
}

type State =
  | { kind: "loading" }
  | { kind: "failed"; message: string }
  /** `changed`: the fan just changed it here (the page then says so), rather than found it so. */
  | { kind: "ready"; mailing: MailingStatus; changed: boolean; busy: boolean; error: string | null };

/**
 * /unsubscribe/:token: where a newsletter's unsubscribe link goes (issue 19). Opening it changes
 * nothing (link scanners open links too): it asks, and one button unsubscribes from every email
 * of the artist; then one button subscribes again. An address that bounced or complained is told
 * why it gets no mail, with nothing to press.
 */
export function UnsubscribeScreen({ params, api = endpoints }: ScreenProps<null> & { readonly api?: UnsubscribeApi }) {
  const token = params.token ?? "";
  const artist = useSite().profile.name;
  const [state, setState] = useState<State>({ kind: "loading" });

  useLinkCheck(token, api.mailingStatus, (checked) =>
    setState(
      checked.ok
        ? { kind: "ready", mailing: checked.answer, changed: false, busy: false, error: null }
        : { kind: "failed", message: checked.message },
    ),
  );

  const change = async (mailing: MailingStatus, to: (token: string) => Promise<MailingStatus>) => {
    setState({ kind: "ready", mailing, changed: false, busy: true, error: null });
    try {
      setState({ kind: "ready", mailing: await to(token), changed: true, busy: false, error: null });
    } catch (error) {
      setState({ kind: "ready", mailing, changed: false, busy: false, error: await apiErrorMessage(error) });
    }
  };

  let body = <p aria-busy="true">Opening the link…</p>;
  if (state.kind === "failed") {
    body = (
      <>
        <p role="alert">{state.message}</p>
        <Link href="/" className="bl-button bl-button--outline">
          Go to the home page
        </Link>
      </>
    );
  } else if (state.kind === "ready") {
    const { mailing, changed, busy, error } = state;
    const { email } = mailing;
    body = (
      <>
        {error ? <p role="alert">{error}</p> : null}
        {mailing.status === "subscribed" ? (
          <>
            {changed ? <p role="status">You're subscribed again.</p> : null}
            <p>
              Unsubscribe {email} from {artist}'s emails?
            </p>
            <button type="button" className="bl-button bl-button--primary" disabled={busy} onClick={() => change(mailing, api.unsubscribe)}>
              {busy ? "Unsubscribing…" : "Unsubscribe"}
            </button>
          </>
        ) : null}
        {mailing.status === "unsubscribed" ? (
          <>
            <p role="status">
              {email} is unsubscribed from {artist}'s emails.
            </p>
            <button type="button" className="bl-button bl-button--outline" disabled={busy} onClick={() => change(mailing, api.resubscribe)}>
              {busy ? "Subscribing…" : "Subscribe again"}
            </button>
          </>
        ) : null}
        {mailing.status === "bounced" ? (
          <p role="status">
            Emails to {email} could not be delivered, so {artist} no longer sends them.
          </p>
        ) : null}
        {mailing.status === "complained" ? (
          <p role="status">
            {email} reported {artist}'s emails as spam, so {artist} no longer sends them.
          </p>
        ) : null}
      </>
    );
  }
  return (
    <div className="site-page checkout-page">
      <h1 className="checkout-page__title">Unsubscribe</h1>
      <section className="checkout-summary">{body}</section>
    </div>
  );
}
