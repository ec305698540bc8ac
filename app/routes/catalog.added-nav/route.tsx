import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { mayOpen, requireViewer } from "~/services/access/guards.server";
import { PageHeading } from "~/ui/page-heading";
import { titled } from "~/utils/meta";

const TITLE = "Добавление товаров";

export const meta = titled(TITLE);

/** The copying of products is offered only to those who may open it (the trustee flag). */
export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, "catalog");
  return json({ mayCopy: mayOpen(viewer, "copyProducts", { request }) });
}

const CHOICES = [
  {
    href: "/catalog/added/",
    title: "Добавить товар",
    text: "Заполните карточку одного товара: категория, характеристики, цена, штрихкод и изображения.",
  },
  {
    href: "/catalog/import/",
    title: "Загрузить таблицу",
    text: "Добавьте сотни товаров разом из файла XLSX или CSV по нашему шаблону и получите отчёт по каждой строке.",
  },
  {
    href: "/catalog/added-copy/",
    title: "Скопировать товары",
    text: "Перенесите готовые карточки в договор: копии станут черновиками, останется указать штрихкоды.",
    trusteeOnly: true,
  },
];

export default function ProductAddNavPage() {
  const { mayCopy } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading title={TITLE} />
      <ul className="product-nav">
        {CHOICES.filter((choice) => mayCopy || !choice.trusteeOnly).map((choice) => (
          <li key={choice.href} className="product-nav__item">
            <h2>
              <Link to={choice.href}>{choice.title}</Link>
            </h2>
            <p>{choice.text}</p>
          </li>
        ))}
      </ul>
      <p>
        Штрихкоды уже созданного товара меняются на странице{" "}
        <Link to="/catalog/update-barcode/">«Обновление штрихкодов»</Link>.
      </p>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
