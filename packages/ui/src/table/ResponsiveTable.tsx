import type { Key, ReactNode } from 'react';
import './responsiveTable.css';

export interface TableColumn<Row> {
  /** The column's header, and the label its value carries in a card. */
  header: string;
  cell: (row: Row) => ReactNode;
  /**
   * title: a card's heading line (what the row is about), no label; action: across a card's foot, no
   * label (a button that names itself); value (the default): "Date  12 Nov 2026" in a card.
   */
  kind?: 'title' | 'value' | 'action' | undefined;
  /** end: numbers, amounts, right-aligned in the table and the card. */
  align?: 'start' | 'end' | undefined;
  /** The header is read by screen readers only (a column of buttons). */
  hideHeader?: boolean | undefined;
}

export interface ResponsiveTableProps<Row> {
  /** What the table holds ("Charges and refunds, newest first"): its name. */
  caption: string;
  columns: TableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => Key;
  className?: string | undefined;
}

/**
 * A table that becomes cards on a narrow screen. From 601 px it is a `<table>` as any (a wide one
 * scrolls inside its own box); at 600 px and below each row is a card: its title on top, each value
 * beside its column's label, its action across the foot, nothing sideways. The markup stays a table
 * with its headers, so a screen reader reads the same cells either way; the labels a card shows are
 * hidden from screen readers (the column header already names each cell).
 */
export function ResponsiveTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  className,
}: ResponsiveTableProps<Row>) {
  return (
    <div className={className ? `ui-table-box ${className}` : 'ui-table-box'}>
      <table className="ui-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={cellClass(column)}>
                {column.hideHeader ? <span className="ui-table-hidden">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header} className={cellClass(column)}>
                  {(column.kind ?? 'value') === 'value' && (
                    <span className="ui-table-label" aria-hidden="true">
                      {column.header}
                    </span>
                  )}
                  <span className="ui-table-value">{column.cell(row)}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function cellClass<Row>(column: TableColumn<Row>): string {
  const kind = `ui-table-${column.kind ?? 'value'}`;
  return column.align === 'end' ? `${kind} ui-table-end` : kind;
}
