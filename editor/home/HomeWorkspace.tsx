import { useCallback } from "react";
import type { StudioHome } from "../../schema/api/studioHome";
import type { AnalyticsApi } from "../api/analyticsApi";
import { type HomeApi, homeApi } from "../api/homeApi";
import { ListStates } from "../shell/ListStates";
import { sectionAddress } from "../shell/sectionPaths";
import type { StudioSectionProps } from "../shell/studioSections";
import { useLoadedList } from "../shell/useLoadedList";
import { AnalyticsPanel } from "./analytics/AnalyticsPanel";
import type { UplotConstructor } from "./analytics/TimeChart";
import { FIRST_RUN_STEPS, stepsDone } from "./firstRunSteps";

/** The artist's numbers at a glance, each leading to the section that lists them. */
const NUMBERS: readonly { key: keyof StudioHome["counts"]; label: string; sectionPath: string }[] = [
  { key: "fans", label: "Fans", sectionPath: "audience" },
  { key: "members", label: "Members", sectionPath: "audience" },
  { key: "subscribers", label: "Subscribers", sectionPath: "audience" },
  { key: "orders", label: "Orders", sectionPath: "orders" },
];

const at = (sectionPath: string) => sectionAddress({ path: sectionPath });

function FirstRunList({ steps }: { readonly steps: StudioHome["steps"] }) {
  const { done, total } = stepsDone(steps);
  if (done === total)
    return (
      <section className="studio-home__card" aria-labelledby="studio-home-steps">
        <h2 id="studio-home-steps">Your site is ready for fans</h2>
        <p className="studio-hint">Every first step is done. Keep it fresh: a post, a show, a new release.</p>
      </section>
    );
  return (
    <section className="studio-home__card" aria-labelledby="studio-home-steps">
      <div className="studio-home__card-head">
        <h2 id="studio-home-steps">Get your site ready</h2>
        <span className="studio-hint">
          {done} of {total} done
        </span>
      </div>
      <progress className="studio-home__progress" max={total} value={done} aria-label={`${done} of ${total} first steps done`} />
      <ol className="studio-home__steps">
        {FIRST_RUN_STEPS.map(({ step, title, hint, sectionPath }) => (
          <li key={step} className={steps[step] ? "studio-home__step studio-home__step--done" : "studio-home__step"}>
            <span className="studio-home__tick" aria-hidden="true" />
            <div>
              <a href={at(sectionPath)}>{title}</a>
              <span className="studio-visually-hidden">{steps[step] ? " (done)" : " (to do)"}</span>
              <p className="studio-hint">{hint}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Numbers({ counts }: { readonly counts: StudioHome["counts"] }) {
  return (
    <section className="studio-home__card" aria-labelledby="studio-home-numbers">
      <h2 id="studio-home-numbers">At a glance</h2>
      <ul className="studio-home__numbers">
        {NUMBERS.map(({ key, label, sectionPath }) => (
          <li key={key}>
            <a href={at(sectionPath)} className="studio-home__number">
              <strong>{counts[key].toLocaleString("en")}</strong> <span>{label}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What a test gives the home in place of the server, the clock and uPlot. */
interface HomeFakes {
  readonly api?: HomeApi;
  readonly analytics?: AnalyticsApi;
  readonly now?: () => Date;
  readonly loadChart?: () => Promise<UplotConstructor>;
}

/**
 * The studio's home (issue 34, item 14; issue 38), where it opens after login. It leads with the
 * numbers (the period's headlines, charts and tables, and who is on the site right now); beside
 * them (below, on a narrow screen) the first-run steps a new artist still has to take, each leading
 * to the section that does it, and the counts at a glance. A new artist's numbers are one line
 * ("No visits yet"), so the steps are what they see.
 */
export function HomeWorkspace({ api = homeApi, analytics, now, loadChart, ...props }: StudioSectionProps & HomeFakes) {
  const profileId = props.profile.id;
  const load = useCallback(() => api.get(profileId), [api, profileId]);
  const { list: home, refresh } = useLoadedList("Your home", load);
  const siteUrl = home.state === "ready" ? home.value.siteUrl : undefined;
  return (
    <div className="studio">
      <main className="studio-admin studio-home" aria-labelledby="studio-home-heading">
        <div className="studio-admin__head">
          <h1 id="studio-home-heading">Welcome, {props.profile.name}</h1>
          {siteUrl ? (
            <a className="studio-link-button" href={siteUrl} target="_blank" rel="noreferrer">
              View site
            </a>
          ) : null}
        </div>
        <div className="studio-home__layout">
          <AnalyticsPanel profileId={profileId} siteUrl={siteUrl} api={analytics} now={now} loadChart={loadChart} />
          <div className="studio-home__aside">
            <ListStates list={home} loading="Loading your home…" empty={null} onRetry={() => void refresh()} />
            {home.state === "ready" ? (
              <>
                <p className="studio-hint">
                  Your site is at{" "}
                  <a href={home.value.siteUrl} target="_blank" rel="noreferrer">
                    {home.value.siteUrl.replace(/\/$/, "")}
                  </a>
                </p>
                <FirstRunList steps={home.value.steps} />
                <Numbers counts={home.value.counts} />
              </>
            ) : null}
          </div>
        </div>
      </main>
    </div>
  );
}
