import { useEffect, useState } from "react";

/**
 * False on the server and in the render that hydrates; true from the next render on. Its effect
 * runs before those of the providers around the screen, and the re-render it causes comes after
 * them all, so by then the cart has read what the browser stored.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
