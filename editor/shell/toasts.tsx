import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from "react";

/** How long a toast stays: long enough to read a short sentence twice. */
export const TOAST_MS = 5000;
/** At most this many at once: a burst of changes shows its latest, not a column over the page. */
const MAX_TOASTS = 3;

type ShowToast = (message: string) => void;

// Outside the studio's frame (a section's own tests) a toast goes nowhere.
const ToastContext = createContext<ShowToast>(() => {});

/** Says briefly that something the artist did is done ("Event saved"), without moving their focus. */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}

/**
 * The studio's toasts: short confirmations in a polite live region at the bottom of the window,
 * each gone after TOAST_MS or when closed. Failures are not toasts: they stay beside what failed.
 */
export function ToastProvider({ children }: { readonly children: ReactNode }) {
  const [toasts, setToasts] = useState<readonly { id: number; message: string }[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((shown) => shown.filter((toast) => toast.id !== id));
  }, []);
  const show = useCallback(
    (message: string) => {
      nextId.current += 1;
      const id = nextId.current;
      setToasts((shown) => [...shown.slice(-(MAX_TOASTS - 1)), { id, message }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), TOAST_MS),
      );
    },
    [dismiss],
  );
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="studio-toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className="studio-toast">
            <span>{toast.message}</span>
            <button type="button" aria-label={`Close “${toast.message}”`} onClick={() => dismiss(toast.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
