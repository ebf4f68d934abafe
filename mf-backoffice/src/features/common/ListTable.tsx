import type { ReactNode } from 'react';
import styles from './backoffice.module.css';

/** A column of a list: its name, and whether it holds numbers or amounts (aligned right). */
export interface ListColumn {
  label: string;
  numeric?: boolean;
}

/**
 * A back-office list as one table: its caption, a header row naming the columns, then the rows. On a phone each row is
 * drawn as a card by CSS alone (each cell's `data-label` before its value, the column's name), so the markup stays one
 * table for assistive technology.
 */
export function ListTable({ caption, columns, className, children }: { caption: string; columns: readonly ListColumn[]; className?: string; children: ReactNode }) {
  return (
    <table className={className ? `${styles.table} ${styles.cards} ${className}` : `${styles.table} ${styles.cards}`}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={column.numeric ? styles.number : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
