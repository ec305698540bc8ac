import type { ReactNode } from "react";

export type NotificationType = "error" | "warning" | "success" | "notice";

export interface NotificationProps {
  type: NotificationType;
  title?: string;
  children?: ReactNode;
  /** Renders a close button (JS only: the caller decides when it may be shown). */
  onClose?: () => void;
  className?: string;
}

/** A message block. Errors interrupt (role=alert); the other types are polite status messages. */
export function Notification({ type, title, children, onClose, className }: NotificationProps) {
  const classes = ["notification", `notification--${type}`, className];
  return (
    <div className={classes.filter(Boolean).join(" ")} role={type === "error" ? "alert" : "status"}>
      <div className="notification__body">
        {title && <p className="notification__title">{title}</p>}
        {children && <div className="notification__text">{children}</div>}
      </div>
      {onClose && (
        <button type="button" className="notification__close" aria-label="Закрыть уведомление" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
