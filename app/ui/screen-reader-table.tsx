import type { ReactNode } from 'react';

export type ScreenReaderRow = {
  key: string;
  /** The row's heading (a day, a week, a food), then one cell per further column. */
  heading: ReactNode;
  cells: ReactNode[];
};

/**
 * A chart's figures as a table only screen readers reach. It sits in an `sr-only` box, not on the
 * table itself: a table ignores the 1 px width of `sr-only` and would widen a phone's page.
 */
export function ScreenReaderTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  /** Column headings, the rows' heading column first. */
  columns: string[];
  rows: ScreenReaderRow[];
}) {
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.heading}</th>
              {row.cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
