import { defineRoute, lazyScreen } from "../../app/routeTypes";

/** Where a poll's vote link goes (`pollVoteHref`): votes, then shows the page that holds the poll. Never indexed. */
export const pollVoteRoute = defineRoute<null>({
  id: "poll-vote",
  path: "/polls/vote",
  Screen: lazyScreen("screens/polls/PollVoteScreen.tsx", () => import("./PollVoteScreen").then((module) => module.PollVoteScreen)),
  head: ({ profile }) => ({ title: `Poll · ${profile.name}`, canonicalPath: "/polls/vote", noIndex: true }),
});
