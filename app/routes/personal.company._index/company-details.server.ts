import type { Contractor } from "~/services/marketplace/contractors.server";
import { orMissing } from "~/utils/format";

export type DetailsBlock = { title: string; rows: [label: string, value: string][] };

/**
 * The company card's blocks as the page shows them. Only the company's id is promised
 * (contract/marketplace.yaml, Contractor): every value it left out is «—», and a card without
 * signatories still shows the signatory's block, empty.
 */
export function companyDetails(company: Contractor): DetailsBlock[] {
  const block = (title: string, rows: [string, string | null | undefined][]): DetailsBlock => ({
    title,
    rows: rows.map(([label, value]) => [label, orMissing(value)]),
  });
  const persons = company.persons?.length ? company.persons : [{}];
  return [
    block("Информация о компании", [
      ["Код контрагента", company.sellerId],
      ["Форма собственности", company.orgType],
      ["ИНН компании", company.inn],
      ["КПП", company.kpp],
      ["Юридическое наименование", company.fullName],
      ["Краткое наименование", company.shortName],
      ["Контактный телефон", company.phone],
      [
        "Категории товаров",
        (company.sections ?? [])
          .map((section) => section.name?.trim())
          .filter(Boolean)
          .join(", "),
      ],
      ["ФИО руководителя", company.headFio],
      ["Юридический адрес", company.addressString],
      ["Почтовый адрес", company.postAddress],
    ]),
    ...persons.map((person) =>
      block("Данные подписанта", [
        ["Должность", person.position],
        ["ФИО", person.fio],
        ["Основание", person.reason],
      ]),
    ),
    block("Платёжные реквизиты", [
      ["БИК", company.bic],
      ["Наименование банка", company.bankName],
      ["Корреспондентский счёт", company.corrAccount],
      ["Расчётный счёт", company.settAccount],
    ]),
  ];
}
