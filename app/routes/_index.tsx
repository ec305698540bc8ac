import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeading } from "~/components/PageHeading";
import { requireAccess } from "~/services/guards.server";
import type { RouteHandle } from "~/utils/layout";

export const handle: RouteHandle = {
  layout: (data) => ((data as { signedIn?: boolean } | undefined)?.signedIn ? "default" : "landing"),
};

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireAccess(request, "public");
  return json({ signedIn: Boolean(viewer) });
}

export default function MainPage() {
  const { signedIn } = useLoaderData<typeof loader>();
  return signedIn ? <PageHeading title="Главная" /> : <Landing />;
}

function Landing() {
  return (
    <section className="container landing-hero">
      <h1>Начните продавать сегодня</h1>
      <p>Доступ к порталу поставщика для управления онлайн-продажами на маркетплейсе товаров для строительства, ремонта, дизайна и интерьера.</p>
      <Link to="/registry/" className="button button--primary">
        Стать поставщиком
      </Link>
    </section>
  );
}
