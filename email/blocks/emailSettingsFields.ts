/** The alignments an email block offers, in the settings panels' words. */
export const ALIGNMENTS = [
  { value: "left", label: "Left" },
  { value: "center", label: "Centre" },
  { value: "right", label: "Right" },
] as const;

/** What a paddings field takes, for every email block that has paddings (the schemas allow more; the panels offer this). */
export const PADDING_LIMITS = { min: 0, max: 200 } as const;

/** Paddings as a field shows them: none set reads as zeros. */
export const paddingsOf = (paddings: readonly number[] | undefined): readonly number[] => paddings ?? [0, 0, 0, 0];
