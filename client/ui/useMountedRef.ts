import { type RefObject, useEffect, useRef } from "react";

/** Whether the component is still on screen, for a request's answer that may arrive after it is gone. */
export function useMountedRef(): RefObject<boolean> {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
