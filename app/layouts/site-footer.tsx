import { Link } from "@remix-run/react";

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <span>© Портал поставщика маркетплейса</span>
        <nav aria-label="Дополнительно" className="site-footer__links">
          <Link to="/info-base/">База знаний</Link>
          <Link to="/privacy-policy/">Политика конфиденциальности</Link>
        </nav>
      </div>
    </footer>
  );
}
