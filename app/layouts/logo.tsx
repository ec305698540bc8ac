import { Link } from "@remix-run/react";

export function Logo() {
  return (
    <Link to="/" className="logo" aria-label="Портал поставщика — на главную">
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
        <rect width="28" height="28" rx="6" fill="currentColor" />
        <path d="M7 19V9l7-4 7 4v10l-7 4z" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <span className="logo__text">Портал поставщика</span>
    </Link>
  );
}
