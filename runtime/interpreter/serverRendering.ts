let depth = 0;

/**
 * Runs a synchronous server render (`renderToString`) in which the interpreter renders for the
 * server: each block's view is called inside a try/catch rather than under an error boundary,
 * because error boundaries do not run on the server and a Suspense boundary per block costs more
 * than the block. A flag for the duration of the call, as React's own dispatcher is.
 *
 * @example const html = renderOnServer(() => renderToString(<App />));
 */
export function renderOnServer<T>(render: () => T): T {
  depth++;
  try {
    return render();
  } finally {
    depth--;
  }
}

export function isRenderingOnServer(): boolean {
  return depth > 0;
}

/**
 * The server's render of a page, with the interpreter's fallback: rendered first without
 * boundaries (fast); when a block fails where its view's guard cannot see (in a component the view
 * renders), rendered again with a Suspense boundary around every block, which turns that block
 * into its placeholder. `suspenseBoundaries` says which, for a browser that hydrates the HTML.
 */
export function renderWithBlockFallback(render: (suspenseBoundaries: boolean) => string): { html: string; suspenseBoundaries: boolean } {
  try {
    return { html: renderOnServer(() => render(false)), suspenseBoundaries: false };
  } catch (error) {
    console.error("Server render failed; rendering again with a boundary around every block", error);
    return { html: renderOnServer(() => render(true)), suspenseBoundaries: true };
  }
}
