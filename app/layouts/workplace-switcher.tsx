import { Form } from "@remix-run/react";
import { orMissing } from "~/utils/format";

export type WorkplaceChoice = {
  contractorId: number;
  shortName: string;
  contracts: { id: number; number: string }[];
};

/**
 * Which company and contract the user works under, for those who have more than one. A plain
 * disclosure with radio buttons and a submit, so it works without JavaScript.
 */
export function WorkplaceSwitcher({
  workplaces,
  activeContractId,
  activeContractNumber,
}: {
  workplaces: WorkplaceChoice[];
  activeContractId: number | null;
  activeContractNumber: string | null;
}) {
  return (
    <details className="workplace-switcher">
      <summary>
        {activeContractNumber ? (
          <>
            <span className="visually-hidden-below-360">Договор </span>
            {`№ ${activeContractNumber}`}
          </>
        ) : (
          "Выбрать договор"
        )}
      </summary>
      <Form method="post" action="/personal/session/" className="workplace-switcher__menu">
        {workplaces.map((workplace) => (
          <fieldset key={workplace.contractorId}>
            <legend>{workplace.shortName}</legend>
            {workplace.contracts.map((contract) => (
              <label key={contract.id} className="workplace-switcher__option">
                <input
                  type="radio"
                  name="workplace"
                  value={`${workplace.contractorId}:${contract.id}`}
                  defaultChecked={contract.id === activeContractId}
                />
                № {orMissing(contract.number)}
              </label>
            ))}
          </fieldset>
        ))}
        <button type="submit" name="intent" value="switch" className="button button--primary">
          Выбрать
        </button>
      </Form>
    </details>
  );
}
