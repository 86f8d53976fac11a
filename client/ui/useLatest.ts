import { type RefObject, useRef } from "react";

/**
 * A ref that always holds the value of the latest render, so a callback made once (an effect's
 * listener, a timer) calls what is current without being made again.
 *
 * @example
 * const onDoneRef = useLatest(onDone);
 * useEffect(() => { const timer = setTimeout(() => onDoneRef.current(), 5000); return () => clearTimeout(timer); }, []);
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
