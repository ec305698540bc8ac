import { MISSING } from "~/utils/format";
import type { DocumentRow } from "./documents-list.server";

/** Closing documents with their periods, numbers, formats and a download through the portal. */
export function DocumentsTable({ caption, rows }: { caption: string; rows: DocumentRow[] }) {
  return (
    <div className="documents-table-wrap">
      <table className="documents-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Период</th>
            <th scope="col">Номер документа</th>
            <th scope="col">Формат</th>
            <th scope="col">
              <span className="visually-hidden">Файл</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td>{row.period}</td>
              <th scope="row">{row.number}</th>
              <td>{row.format}</td>
              <td>
                {/* A plain link, no `download` attribute: a file arrives as an attachment, a failure as a page. */}
                {row.href ? (
                  <a href={row.href}>
                    Скачать<span className="visually-hidden"> {`${row.title} № ${row.number}`}</span>
                  </a>
                ) : (
                  MISSING
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
