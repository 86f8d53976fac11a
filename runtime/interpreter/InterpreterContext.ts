import { createContext, type ReactNode, useContext } from "react";
import type { ThemeSettings } from "../../schema/site";
import type { BlockViewRegistry, RenderMode } from "../blockRegistry";
import type { LoadContext, LoadedData } from "../dataNeeds";
import type { TreeNode } from "../treeNode";

export interface NavigateOptions {
  /** The id of the button block that was clicked (SPEC §2: a button passes its buttonId). */
  readonly buttonId?: string;
}

/** What blocks may show about the site they are on: the artist's name and the shared settings. */
export interface SiteInfo {
  readonly artistName: string;
  readonly settings: ThemeSettings;
}

/** Who is looking, for blocks that differ per viewer (Join or 'You are currently on this tier'). */
export interface Viewer {
  readonly loggedIn: boolean;
  readonly membershipTierId: string | null;
  /** On that tier without paying for it (an import's or the artist's gift), until they subscribe: offered to. */
  readonly complimentary?: boolean;
}

export const VISITOR: Viewer = { loggedIn: false, membershipTierId: null };
export const NO_SITE: SiteInfo = { artistName: "", settings: {} };

/**
 * Effects blocks may ask the host for, by name (the site passes its API calls, such as
 * `joinEmailList`). Absent in static renders, where such blocks show their form without acting.
 */
export type BlockServices = Readonly<Record<string, ((...args: never[]) => Promise<unknown>) | undefined>>;

export const NO_SERVICES: BlockServices = {};

export interface InterpreterContextValue {
  readonly registry: BlockViewRegistry;
  readonly data: LoadedData;
  readonly mode: RenderMode;
  readonly loadContext: LoadContext;
  readonly site: SiteInfo;
  readonly viewer: Viewer;
  readonly services: BlockServices;
  /** The block that shows the page's first picture (`leadPicture.ts`); absent when none does. */
  readonly leadPictureId?: string;
  /** The host page already has its `<main>` (the site's layout): a page container must not add another. */
  readonly insideMain: boolean;
  /** Client-side navigation for links into the site; absent, links navigate the usual way. */
  readonly navigate?: (href: string, options: NavigateOptions) => void;
  /**
   * A Suspense boundary around every block: only after a server render failed without them (see
   * `ServerBlock`), on the retry and in the browser that hydrates it, so both trees match.
   */
  readonly suspenseBoundaries?: boolean;
  /** Lets the editor put its chrome (outline, toolbar, drop zones) around each block. */
  readonly wrapBlock?: (node: TreeNode, rendered: ReactNode) => ReactNode;
}

export const InterpreterContext = createContext<InterpreterContextValue | null>(null);

/** The interpreter's settings, for block views. Throws outside a DocumentView: a developer error. */
export function useInterpreter(): InterpreterContextValue {
  const value = useContext(InterpreterContext);
  if (!value) throw new Error("useInterpreter must be used inside a DocumentView");
  return value;
}

/** A service the host provides to blocks, or undefined. */
export function useBlockService<Service extends (...args: never[]) => Promise<unknown>>(name: string): Service | undefined {
  return useInterpreter().services[name] as Service | undefined;
}
