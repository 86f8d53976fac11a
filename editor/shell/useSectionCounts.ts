import { useEffect, useRef, useState } from "react";

/** A section that shows a count beside its name in the sidebar (Messages: how many are unread). */
export interface CountedSection {
  readonly id: string;
  /** Asks the server for the count; a failure shows none. */
  readonly count?: (profileId: string) => Promise<number>;
}

/**
 * The sidebar's counts by section id, asked again each time the editor opens a section (reading
 * messages in Messages, then going elsewhere, shows the new count). Zero and failures show nothing.
 */
export function useSectionCounts(
  sections: readonly CountedSection[],
  profileId: string,
  current: string,
): Readonly<Record<string, number>> {
  const [counts, setCounts] = useState<Readonly<Record<string, number>>>({});
  // The sections' list is made anew each render: the counted ones' ids say when it changed.
  const latest = useRef(sections);
  latest.current = sections;
  const counted = sections
    .filter((section) => section.count)
    .map((section) => section.id)
    .join(" ");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `counted` and `current` are the reasons to ask again; the sections are read from the ref.
  useEffect(() => {
    let live = true;
    for (const section of latest.current) {
      section.count?.(profileId).then(
        (value) => {
          if (live) setCounts((shown) => ({ ...shown, [section.id]: value }));
        },
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [counted, profileId, current]);
  return counts;
}
