import { Link } from "@remix-run/react";

/** Where the page sits: links up the way, the page itself last and marked current. */
export function Breadcrumbs({ trail, current }: { trail: { to: string; title: string }[]; current: string }) {
  return (
    <nav aria-label="Навигационная цепочка" className="breadcrumbs">
      <ol>
        {trail.map((step) => (
          <li key={step.to}>
            <Link to={step.to}>{step.title}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
