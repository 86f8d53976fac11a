import { createContext, useContext } from "react";

/**
 * Route data by key, shared by the app: seeded with what the server embedded (so hydration reads it
 * instead of fetching it again) and filled by client-side navigations.
 */
export class RouteDataStore {
  private readonly entries = new Map<string, unknown>();

  constructor(initial: Readonly<Record<string, unknown>> = {}) {
    for (const [key, value] of Object.entries(initial)) this.entries.set(key, value);
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  get(key: string): unknown {
    return this.entries.get(key);
  }

  set(key: string, value: unknown): void {
    this.entries.set(key, value);
  }

  /** Forgets everything, for data that depends on who is logged in. */
  clear(): void {
    this.entries.clear();
  }

  toJSON(): Record<string, unknown> {
    return Object.fromEntries(this.entries);
  }
}

export const RouteDataStoreContext = createContext<RouteDataStore>(new RouteDataStore());

export function useRouteDataStore(): RouteDataStore {
  return useContext(RouteDataStoreContext);
}
