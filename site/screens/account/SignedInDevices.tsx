import { useCallback, useEffect, useState } from "react";
import { useLocation } from "wouter";
import { apiErrorMessage } from "../../../client/api/client";
import { endpoints } from "../../../client/api/endpoints";
import type { LiveSession } from "../../../schema/api/accountSessions";
import { useAuth } from "../../app/session";

/** What the list asks of the server; the site's API by default, fakes in tests. */
export interface DevicesApi {
  listSessions(): Promise<{ sessions: LiveSession[] }>;
  signOutSession(sessionId: string): Promise<unknown>;
  logOutOtherDevices(): Promise<{ ended: number }>;
}

type Listed = { kind: "loading" } | { kind: "ready"; sessions: readonly LiveSession[] } | { kind: "failed"; message: string };

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" });

/**
 * The account page's signed-in devices (issue 35, item 3): each session by its browser, when it
 * was last active (within the hour) and when it signed in, this device marked; 'Sign out' ends
 * one, 'Sign out everywhere' ends them all, this one too, and goes to the login page.
 */
export function SignedInDevices({ api = endpoints }: { readonly api?: DevicesApi }) {
  const auth = useAuth();
  const [, navigate] = useLocation();
  const [listed, setListed] = useState<Listed>({ kind: "loading" });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setListed({ kind: "ready", sessions: (await api.listSessions()).sessions });
    } catch (error) {
      setListed({ kind: "failed", message: await apiErrorMessage(error) });
    }
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);

  const act = async (run: () => Promise<unknown>, after: () => void | Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await run();
      await after();
    } catch (error) {
      setProblem(await apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const signOutEverywhere = () =>
    act(
      () => api.logOutOtherDevices(),
      () => {
        auth.send({ type: "auth.logout" });
        navigate("/login");
      },
    );

  return (
    <section className="account-card" aria-labelledby="account-devices-title">
      <h2 className="account-card__title" id="account-devices-title">
        Signed-in devices
      </h2>
      {listed.kind === "loading" ? <p aria-busy="true">Loading your devices…</p> : null}
      {listed.kind === "failed" ? (
        <p className="site-form-error" role="alert">
          {listed.message}
        </p>
      ) : null}
      {listed.kind === "ready" ? (
        <ul className="account-devices" aria-label="Signed-in devices">
          {listed.sessions.map((session) => (
            <li key={session.id} className="account-devices__item">
              <div>
                <strong>{session.device}</strong>
                {session.current ? <span className="account-devices__current"> · This device</span> : null}
                <p>
                  Last active {when(session.lastActiveAt)} · signed in {when(session.signedInAt)}
                </p>
              </div>
              {session.current ? null : (
                <button
                  type="button"
                  className="bl-button bl-button--outline"
                  disabled={busy}
                  aria-label={`Sign out ${session.device}, last active ${when(session.lastActiveAt)}`}
                  onClick={() => void act(() => api.signOutSession(session.id), load)}
                >
                  Sign out
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {problem ? (
        <p className="site-form-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="account-card__actions">
        <button type="button" className="bl-button bl-button--outline" disabled={busy} onClick={() => void signOutEverywhere()}>
          Sign out everywhere
        </button>
      </div>
    </section>
  );
}
