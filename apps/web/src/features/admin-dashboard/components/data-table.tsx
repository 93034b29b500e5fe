import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/*
 * One column list, two layouts: a table from 768 px up, and on phones a card per row with each
 * column as a labelled line, so nothing scrolls sideways on a 390 px screen.
 */

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
  /** Shown as the card's title on phones instead of a labelled line. */
  primary?: boolean;
}

interface DataTableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Buttons for a row; right-aligned in the table, at the bottom of the card. */
  actions?: (row: Row) => ReactNode;
}

export function DataTable<Row>({ caption, columns, rows, rowKey, actions }: DataTableProps<Row>) {
  const primary = columns.find((column) => column.primary);
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={clsx(
                    'px-4 py-3 text-left font-semibold whitespace-nowrap text-slate-700',
                    column.className,
                  )}
                >
                  {column.header}
                </th>
              ))}
              {actions && (
                <th scope="col" className="px-4 py-3 text-right font-semibold text-slate-700">
                  Actions
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="align-top hover:bg-slate-50/70">
                {columns.map((column) => (
                  <td key={column.key} className={clsx('px-4 py-3 text-slate-800', column.className)}>
                    {column.cell(row)}
                  </td>
                ))}
                {actions && (
                  <td className="px-4 py-3">
                    <div className="flex justify-end gap-2">{actions(row)}</div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={caption} className="space-y-3 md:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            {primary && <div className="mb-2 font-semibold text-slate-900">{primary.cell(row)}</div>}
            <dl className="space-y-1.5 text-sm">
              {columns
                .filter((column) => !column.primary)
                .map((column) => (
                  <div key={column.key} className="flex justify-between gap-4">
                    <dt className="shrink-0 text-slate-600">{column.header}</dt>
                    <dd className="min-w-0 text-right break-words text-slate-900">{column.cell(row)}</dd>
                  </div>
                ))}
            </dl>
            {actions && (
              <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-100 pt-3 [&>*]:flex-1">
                {actions(row)}
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
