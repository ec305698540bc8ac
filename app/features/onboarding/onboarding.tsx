import { Link } from "@remix-run/react";
import { COMPANY_EDIT_PATH } from "./paths";

/** The dashboard's way to a first sale: company, then contract, then products. */

/** The marketplace's sales commission. */
export const SALES_COMMISSION_PERCENT = 25;

export const COMPANY_REQUIRED_MODAL = "company-required";
const CONTRACT_ADD_PATH = "/personal/contracts/added/";
const OFFER_PATH = "/personal/contracts/offer/";

/** Step 1: no company yet; step 2: a company but no contract. */
export type OnboardingStep = 1 | 2;

const STEPS = [
  { title: "Заполните информацию о компании", text: "Реквизиты, адреса и данные подписанта — для договора и выплат." },
  { title: "Выберите формат сотрудничества", text: "Примите условия оферты: договор вступит в силу сразу." },
  { title: "Добавьте товары и начните продавать", text: "Вручную или таблицей — и покупатели увидят ваши товары." },
];

export function StepCards({ step }: { step: OnboardingStep }) {
  return (
    <ol className="step-cards">
      {STEPS.map((card, index) => {
        const number = index + 1;
        const state = number < step ? "done" : number === step ? "current" : "next";
        return (
          <li
            key={card.title}
            className={`step-card step-card--${state}`}
            aria-current={state === "current" ? "step" : undefined}
          >
            <span className="step-card__number" aria-hidden="true">
              {number}
            </span>
            <h3 className="step-card__title">{card.title}</h3>
            <p className="step-card__text">{card.text}</p>
            {state === "done" && <p className="step-card__state">Готово</p>}
          </li>
        );
      })}
    </ol>
  );
}

/** Said where a step's link would be, to a viewer the guard table does not let take it. */
const OWNERS_STEP = "Этот шаг выполняет владелец компании.";

/**
 * Commission is the one format open today; supply is shown, disabled. Choosing commission before
 * the company exists opens the modal that asks for the company first. `mayChoose`: the viewer may
 * arrange a contract (the guard table's contractAdd); otherwise there is nothing to choose.
 */
export function CooperationCards({ hasCompany, mayChoose }: { hasCompany: boolean; mayChoose: boolean }) {
  const chooseCommission = hasCompany ? OFFER_PATH : `/?modal=${COMPANY_REQUIRED_MODAL}`;
  return (
    <ul className="cooperation-cards">
      <li className="cooperation-card">
        <h3 className="cooperation-card__title">Договор комиссии</h3>
        <p>Маркетплейс продаёт ваши товары от своего имени. Комиссия с продаж — {SALES_COMMISSION_PERCENT}%.</p>
        {mayChoose && (
          <Link to={chooseCommission} className="button button--primary" preventScrollReset={!hasCompany}>
            Выбрать
          </Link>
        )}
      </li>
      <li className="cooperation-card cooperation-card--disabled">
        <h3 className="cooperation-card__title">Договор поставки</h3>
        <p>Маркетплейс закупает товары у вас. Формат скоро станет доступен.</p>
        <span className="button button--ghost" aria-disabled="true">
          Скоро
        </span>
      </li>
    </ul>
  );
}

/** The next thing to do: fill the company, then arrange the contract; `offered`: the guard table lets the viewer. */
export function NextStepButton({ step, offered }: { step: OnboardingStep; offered: boolean }) {
  if (!offered) return <p>{OWNERS_STEP}</p>;
  return step === 1 ? (
    <Link to={COMPANY_EDIT_PATH} className="button button--primary">
      Перейти к заполнению
    </Link>
  ) : (
    <Link to={CONTRACT_ADD_PATH} className="button button--primary">
      Оформить договор
    </Link>
  );
}

/**
 * What the company-required modal, the contract pages and the worker form say before a company
 * exists; `purpose`: what the company is needed for; `mayFill`: the guard table lets the viewer edit
 * the company.
 */
export function CompanyRequired({ mayFill, purpose = "оформить договор" }: { mayFill: boolean; purpose?: string }) {
  return (
    <div className="company-required">
      <p>{`Чтобы ${purpose}, сначала зарегистрируйте компанию: заполните информацию о ней.`}</p>
      {mayFill ? (
        <Link to={COMPANY_EDIT_PATH} className="button button--primary">
          Перейти к заполнению
        </Link>
      ) : (
        <p>{OWNERS_STEP}</p>
      )}
    </div>
  );
}

export const COMPANY_REQUIRED_TITLE = "Сначала заполните данные компании";

export function LogisticsBanner() {
  return (
    <aside className="logistics-banner" aria-labelledby="logistics-banner-title">
      <div>
        <h2 id="logistics-banner-title">Логистика под ключ</h2>
        <p>
          Хранение, обработка, маркировка, упаковка и доставка до покупателя — узнайте, как мы можем взять это на себя.
        </p>
      </div>
      <Link to="/logistic/" className="button button--ghost">
        Подробнее о логистике
      </Link>
    </aside>
  );
}
