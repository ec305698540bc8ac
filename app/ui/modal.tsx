import { Link, useLocation, useNavigate } from "@remix-run/react";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { MODAL_PARAM, closeModalHref } from "./modal-href";

export interface ModalProps {
  /** Shown while the URL has ?modal=<name>. */
  name: string;
  title: string;
  children: ReactNode;
  size?: "small" | "medium" | "large";
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A dialog opened by the URL. Closing is a plain link to the same URL without `modal`, so it works
 * without JS and with the back button. With JS: focus moves in and is trapped, Escape closes,
 * and focus returns to where it was.
 */
export function Modal({ name, title, children, size = "medium" }: ModalProps) {
  const location = useLocation();
  const open = new URLSearchParams(location.search).get(MODAL_PARAM) === name;
  if (!open) return null;
  return (
    <OpenModal title={title} size={size} closeHref={closeModalHref(location)}>
      {children}
    </OpenModal>
  );
}

interface OpenModalProps {
  title: string;
  size: string;
  closeHref: string;
  children: ReactNode;
}

function OpenModal({ title, size, closeHref, children }: OpenModalProps) {
  const navigate = useNavigate();
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const returnFocusTo = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    return () => returnFocusTo?.focus?.();
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      navigate(closeHref, { preventScrollReset: true });
      return;
    }
    if (event.key !== "Tab" || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    const leaving = event.shiftKey
      ? document.activeElement === first || document.activeElement === dialog.current
      : document.activeElement === last;
    if (leaving) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  }

  return (
    <div className="modal">
      <Link to={closeHref} preventScrollReset className="modal__backdrop" tabIndex={-1} aria-hidden="true" />
      {/* The dialog itself keeps the focus inside and closes on Escape, as the ARIA dialog pattern asks. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialog}
        className={`modal__dialog modal__dialog--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <header className="modal__header">
          <h2 className="modal__title" id={titleId}>
            {title}
          </h2>
          <Link to={closeHref} preventScrollReset className="modal__close" aria-label="Закрыть">
            <span aria-hidden="true">×</span>
          </Link>
        </header>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}
