import type { ReactNode } from "react";

/** The player bar's icons: solid shapes on a 24 × 24 grid in the current text colour. Decorative: the control names itself. */

interface IconProps {
  readonly size?: number;
}

function SolidIcon({ size = 24, children }: IconProps & { readonly children: ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export function PlayIcon(props: IconProps) {
  return (
    <SolidIcon {...props}>
      <path d="M8 5.2v13.6a.8.8 0 0 0 1.2.7l10.6-6.8a.8.8 0 0 0 0-1.4L9.2 4.5A.8.8 0 0 0 8 5.2z" />
    </SolidIcon>
  );
}

export function PauseIcon(props: IconProps) {
  return (
    <SolidIcon {...props}>
      <rect x="6" y="4.5" width="4" height="15" rx="1" />
      <rect x="14" y="4.5" width="4" height="15" rx="1" />
    </SolidIcon>
  );
}

export function PreviousIcon(props: IconProps) {
  return (
    <SolidIcon {...props}>
      <rect x="5" y="5" width="2.4" height="14" rx="1" />
      <path d="M19 6.2v11.6a.8.8 0 0 1-1.2.7L9.4 12.7a.8.8 0 0 1 0-1.4l8.4-5.8a.8.8 0 0 1 1.2.7z" />
    </SolidIcon>
  );
}

export function NextIcon(props: IconProps) {
  return (
    <SolidIcon {...props}>
      <rect x="16.6" y="5" width="2.4" height="14" rx="1" />
      <path d="M5 6.2v11.6a.8.8 0 0 0 1.2.7l8.4-5.8a.8.8 0 0 0 0-1.4L6.2 5.5A.8.8 0 0 0 5 6.2z" />
    </SolidIcon>
  );
}

export function VolumeIcon({ muted, ...props }: IconProps & { readonly muted: boolean }) {
  return (
    <SolidIcon {...props}>
      <path d="M4 9.5v5a1 1 0 0 0 1 1h3l4.3 3.6a.8.8 0 0 0 1.3-.6V5.5a.8.8 0 0 0-1.3-.6L8 8.5H5a1 1 0 0 0-1 1z" />
      {muted ? (
        <path d="M16.5 9.5l5 5m0-5l-5 5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      ) : (
        <path
          d="M16.2 8.8a4.5 4.5 0 0 1 0 6.4M18.8 6.2a8.2 8.2 0 0 1 0 11.6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      )}
    </SolidIcon>
  );
}

/** Collapse: a chevron pointing down, towards the corner the card goes to. */
export function CollapseIcon(props: IconProps) {
  return (
    <SolidIcon {...props}>
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </SolidIcon>
  );
}

/** Expand: a chevron pointing up. */
export function ExpandIcon(props: IconProps) {
  return (
    <SolidIcon {...props}>
      <path d="M6 15l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </SolidIcon>
  );
}
