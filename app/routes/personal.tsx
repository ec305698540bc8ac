import { NavLink, Outlet } from "@remix-run/react";

const SECTIONS = [
  { to: "/personal/settings/", title: "Настройки профиля" },
  { to: "/personal/notice/", title: "Уведомления" },
  { to: "/personal/company/", title: "Данные компании" },
  { to: "/personal/contracts/", title: "Договоры" },
  { to: "/personal/documents/", title: "Документы компании" },
  { to: "/personal/workers/", title: "Сотрудники" },
  { to: "/personal/api-key/", title: "API-ключ" },
  { to: "/personal/service/", title: "Сервисные функции" },
];

/** The personal area: its sections beside (or above, on a phone) the page. Each page guards itself. */
export default function PersonalArea() {
  return (
    <div className="personal">
      <nav aria-label="Личный кабинет" className="subnav subnav--personal">
        {SECTIONS.map((section) => (
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
