import type { ReactNode } from 'react';
import * as styles from './data-table.css.js';

export interface Column<T> {
  header: string;
  cell(row: T, index: number): ReactNode;
}

interface DataTableProps<T> {
  caption?: ReactNode;
  columns: ReadonlyArray<Column<T>>;
  rows: readonly T[];
  rowKey(row: T): string;
  empty: ReactNode;
}

/** A table on wide screens, one card per row on phones (each cell keeps its column name). */
export function DataTable<T>({ caption, columns, rows, rowKey, empty }: DataTableProps<T>) {
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        {caption && <caption className={styles.caption}>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.header} data-label={column.header}>
                    {column.cell(row, index)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

export function RowActions({ children }: { children: ReactNode }) {
  return <div className={styles.rowActions}>{children}</div>;
}
