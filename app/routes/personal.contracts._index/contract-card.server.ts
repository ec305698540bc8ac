import type { Contract } from "~/services/marketplace/contracts.server";
import { nameOf, formatDate, MISSING, orMissing } from "~/utils/format";

const STATUS_TITLES: Readonly<Record<string, string>> = {
  active: "Действует",
  not_active: "Не действует",
  suspended: "Приостановлен",
  completed: "Завершён",
};

const TYPE_TITLES: Readonly<Record<string, string>> = {
  commission: "Договор комиссии",
  supply: "Договор поставки",
};

export type ContractCard = ReturnType<typeof contractCard>;

/**
 * A contract as its card shows it: only its id is promised, so a missing number, type, status or
 * period is «—», a type or status the portal does not know is shown as sent, a date that is not one «—».
 */
export function contractCard(contract: Contract) {
  const { startAt, endAt } = contract;
  return {
    id: contract.id,
    number: `№ ${orMissing(contract.number)}`,
    type: nameOf(TYPE_TITLES, contract.contractType),
    active: contract.status === "active",
    statusTitle: nameOf(STATUS_TITLES, contract.status),
    period:
      [startAt && `с ${formatDate(startAt)}`, endAt && `по ${formatDate(endAt)}`].filter(Boolean).join(" ") || MISSING,
  };
}
