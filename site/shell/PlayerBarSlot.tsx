import { lazy, Suspense } from "react";
import { useSelector } from "../../client/ui/useSelector";
import { PLAYER_IDLE, selectCurrentTrack } from "../../machines/player/playerSelectors";
import { type PlayerActorRef, usePlayerActor } from "../app/playerActor";
import { loadPlayerBar } from "../app/playerBarChunk";

const PlayerBar = lazy(() => loadPlayerBar().then((module) => ({ default: module.PlayerBar })));

/** Where no provider gives a player: the idle one, which never changes. */
const IDLE_PLAYER: Pick<PlayerActorRef, "getSnapshot" | "subscribe"> = {
  getSnapshot: () => PLAYER_IDLE,
  subscribe: () => ({ unsubscribe: () => {} }),
};

/**
 * The player bar's place in the layout. The bar shows only once something plays, so the server
 * and the render that hydrates have none, and its code (controls, sliders, waveform, icons) is a
 * chunk of its own, fetched with the player's machine on the first play (playerProvider.tsx), not
 * in a fan's first download (issue 39: the home page's JavaScript at most 100 KB).
 */
export function PlayerBarSlot() {
  const track = useSelector(usePlayerActor() ?? IDLE_PLAYER, selectCurrentTrack);
  return track ? (
    <Suspense fallback={null}>
      <PlayerBar />
    </Suspense>
  ) : null;
}
