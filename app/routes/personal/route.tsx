import { type LoaderFunctionArgs, json } from "@remix-run/node";
import { NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { offeredLinks, type GuardedLink } from "~/services/access/guards.server";
import { getViewer } from "~/services/session/viewer.server";

const SECTIONS: GuardedLink[] = [
  { to: "/personal/settings/", title: "Настройки профиля", rule: "signedIn" },
  { to: "/personal/notice/", title: "Уведомления", rule: "signedIn" },
  { to: "/personal/company/", title: "Данные компании", rule: "signedIn" },
  { to: "/personal/contracts/", title: "Договоры", rule: "signedIn" },
  { to: "/personal/documents/", title: "Документы компании", rule: "signedIn" },
  { to: "/personal/workers/", title: "Сотрудники", rule: "workers" },
  { to: "/personal/api-key/", title: "API-ключ", rule: "apiKey" },
  { to: "/personal/service/", title: "Сервисные функции", rule: "service" },
];

// The menu offers only the sections this viewer may open; each page still guards itself.
export async function loader({ request }: LoaderFunctionArgs) {
  return json({ sections: offeredLinks(await getViewer(request), request, SECTIONS) });
}

/** The personal area: its sections beside (or above, on a phone) the page. */
export default function PersonalArea() {
  const { sections } = useLoaderData<typeof loader>();
  return (
    <div className="personal">
      <nav aria-label="Личный кабинет" className="subnav subnav--personal">
        {sections.map((section) => (
          <NavLink key={section.to} to={section.to}>
            {section.title}
          </NavLink>
        ))}
      </nav>
      <div>
        <Outlet />
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
