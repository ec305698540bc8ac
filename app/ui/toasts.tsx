import { useEffect, useState } from "react";
import { Notification, type NotificationType } from "./notification";
import { useHydrated } from "./use-hydrated";

export interface Toast {
  id: string;
  type: NotificationType;
  text: string;
  title?: string;
}

/** Non-error toasts leave on their own after this time (JS only); errors stay until closed. */
export const TOAST_TIMEOUT_MS = 5000;

/**
 * The corner where page-level messages appear (e.g. a flash message from the session). Without
 * JS they simply stay; with JS each can be closed and the non-error ones leave after a while.
 * Pass a stable array (loader data): a new array restarts the timers.
 */
export function Toasts({ toasts }: { toasts: Toast[] }) {
  const hydrated = useHydrated();
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const close = (id: string) => setClosed((previous) => new Set(previous).add(id));

  useEffect(() => {
    const timers = toasts
      .filter((toast) => toast.type !== "error")
      .map((toast) => setTimeout(() => close(toast.id), TOAST_TIMEOUT_MS));
    return () => timers.forEach(clearTimeout);
  }, [toasts]);

  const shown = toasts.filter((toast) => !closed.has(toast.id));
  return (
    <section className="toasts" aria-label="Уведомления">
      {shown.map((toast) => (
        <Notification
          key={toast.id}
          type={toast.type}
          title={toast.title}
          className="toasts__item"
          onClose={hydrated ? () => close(toast.id) : undefined}
        >
          {toast.text}
        </Notification>
      ))}
    </section>
  );
}
