import {
  COMPANY_REQUIRED_MODAL,
  COMPANY_REQUIRED_TITLE,
  CompanyRequired,
  CooperationCards,
  LogisticsBanner,
  NextStepButton,
  StepCards,
  type OnboardingStep,
} from "~/features/onboarding/onboarding";
import { Modal } from "~/ui/modal";
import { Notification } from "~/ui/notification";
import type { DataRef } from "~/utils/server-markup";
import { RevenueChart, type ChartDay, type RevenueChartMarkup } from "./revenue-chart";

/** Figures of the active contract, formatted on the server (no Intl code in the browser bundle). */
export type Revenue = {
  total: string;
  asOf: string;
  /** Placement of goods today: in the supplier's warehouses, in shops, in the marketplace's warehouses. */
  placement: { title: string; value: string }[];
  chart: RevenueChartMarkup | null;
  /** The chart's days as its table says them, sent once (app/utils/server-markup.server.ts). */
  days: DataRef<ChartDay[]>;
};

/** The onboarding pages the guard table lets this viewer open: the dashboard links only to those. */
export type OnboardingOffers = { companyEdit: boolean; contractAdd: boolean };

export type DashboardData =
  | { step: OnboardingStep; offers: OnboardingOffers }
  | { step: "complete"; revenue: Revenue; error?: undefined }
  | { step: "complete"; revenue?: undefined; error: string };

export function Dashboard({ data }: { data: DashboardData }) {
  return (
    <div className="dashboard">
      {data.step === "complete" ? (
        <Sales revenue={data.revenue} error={data.error} />
      ) : (
        <Welcome step={data.step} offers={data.offers} />
      )}
      <LogisticsBanner />
    </div>
  );
}

function Welcome({ step, offers }: { step: OnboardingStep; offers: OnboardingOffers }) {
  return (
    <>
      <section className="welcome panel" aria-labelledby="welcome-title">
        <h1 id="welcome-title">Добро пожаловать на портал поставщика!</h1>
        <p>Три шага — и ваши товары увидят покупатели маркетплейса.</p>
        <StepCards step={step} />
        <NextStepButton step={step} offered={step === 1 ? offers.companyEdit : offers.contractAdd} />
      </section>
      <section className="panel" aria-labelledby="cooperation-title">
        <h2 id="cooperation-title">Форматы сотрудничества</h2>
        <CooperationCards hasCompany={step > 1} mayChoose={offers.contractAdd} />
      </section>
      <Modal name={COMPANY_REQUIRED_MODAL} title={COMPANY_REQUIRED_TITLE} size="small">
        <CompanyRequired mayFill={offers.companyEdit} />
      </Modal>
    </>
  );
}

const CHART_CAPTION = "Заказано товаров, ₽ по дням";

function Sales({ revenue, error }: { revenue?: Revenue; error?: string }) {
  return (
    <>
      <h1>Главная</h1>
      {error && (
        <Notification type="error" title="Не удалось загрузить статистику">
          {error}
        </Notification>
      )}
      {revenue && (
        <>
          <section className="panel sales" aria-labelledby="sales-title">
            <div className="sales__header">
              <h2 id="sales-title">{CHART_CAPTION}</h2>
              <p className="sales__total">
                Общая выручка: <strong>{revenue.total}</strong>
              </p>
            </div>
            {revenue.chart ? (
              <RevenueChart svg={revenue.chart} days={revenue.days} caption={CHART_CAPTION} />
            ) : (
              <p className="sales__empty">
                Заказов пока нет: они появятся здесь, как только покупатели начнут заказывать ваши товары.
              </p>
            )}
          </section>
          <section aria-labelledby="placement-title">
            <h2 id="placement-title">Размещение товаров на {revenue.asOf}</h2>
            <ul className="placement-cards">
              {revenue.placement.map((card) => (
                <li key={card.title} className="placement-card panel">
                  <p className="placement-card__title">{card.title}</p>
                  <p className="placement-card__value">{card.value}</p>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </>
  );
}
