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
