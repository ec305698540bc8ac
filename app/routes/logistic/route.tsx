import { Link } from "@remix-run/react";
import { FEEDBACK_MODAL } from "~/layouts/help-link";
import { guardedLoader } from "~/services/access/guarded-loader.server";
import { PageHeading } from "~/ui/page-heading";
import { titled } from "~/utils/meta";

const TITLE = "Логистика";

export const meta = titled(TITLE);
export const loader = guardedLoader("signedIn");

/** What the marketplace's fulfilment does, stage by stage, from the supplier's warehouse to the buyer's door. */
const STAGES = [
  {
    title: "Хранение",
    text: "Товары лежат на складах маркетплейса в адресном хранении: каждая позиция учтена, остатки видны в каталоге портала и обновляются после приёмки и каждой продажи.",
  },
  {
    title: "Обработка",
    text: "При приёмке поставку сверяют с документами, проверяют количество и внешний вид упаковки. Расхождения фиксируются в акте, и вы видите их в документах компании.",
  },
  {
    title: "Маркировка",
    text: "Каждая единица получает штрихкод, по которому её находят на складе и в заказе. Если товар подлежит обязательной маркировке, коды наносятся так, как требует закон.",
  },
  {
    title: "Упаковка",
    text: "Заказ собирают и упаковывают под его состав: хрупкое — с защитным наполнителем, длинномеры и тяжёлые позиции — в транспортную упаковку, которая выдержит дорогу.",
  },
  {
    title: "Доставка конечному клиенту",
    text: "Маркетплейс везёт заказ покупателю: курьером до двери, в пункт выдачи или в магазин. Статус заказа меняется на портале на каждом этапе.",
  },
];

export default function LogisticPage() {
  return (
    <article className="logistic">
      <PageHeading title={TITLE} />
      <section className="panel landing-section-block">
        <h2>3PL: логистика на стороне маркетплейса</h2>
        <p>
          3PL (third-party logistics) — это когда складскую и транспортную работу берёт на себя партнёр. Вы привозите
          товары на склад маркетплейса, а дальше мы храним, обрабатываем, маркируем, упаковываем и доставляем их
          покупателям. Вам не нужно держать свой склад и штат комплектовщиков: остаётся следить за ассортиментом и
          ценами.
        </p>
      </section>
      <section className="panel landing-section-block">
        <h2>Последняя миля</h2>
        <p>
          Последняя миля — путь заказа от склада до покупателя, самый дорогой и заметный для клиента этап. Маркетплейс
          сам планирует маршруты, передаёт заказ курьеру или в пункт выдачи и сообщает покупателю о каждом шаге, поэтому
          товар поставщика приезжает так же быстро, как собственный товар маркетплейса.
        </p>
      </section>
      <section className="landing-section" aria-labelledby="logistic-stages">
        <h2 id="logistic-stages">Что происходит с вашим товаром</h2>
        <ol className="landing-models logistic-stages">
          {STAGES.map((stage) => (
            <li key={stage.title} className="panel">
              <h3>{stage.title}</h3>
              <p>{stage.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="panel landing-section-block">
        <h2>FBA или FBS</h2>
        <p>
          По модели FBA вы поставляете товары в распределительный или торговый центр, и все этапы выше выполняет
          маркетплейс. По модели FBS товары хранятся у вас: вы сами собираете и упаковываете заказы и привозите их в
          пункт приёма, а доставку до покупателя берёт на себя маркетплейс.
        </p>
        <p>
          Остались вопросы? <Link to={`?modal=${FEEDBACK_MODAL}`}>Напишите нам</Link> — поможем выбрать схему работы.
        </p>
      </section>
    </article>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
