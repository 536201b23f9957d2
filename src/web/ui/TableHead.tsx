import type { ReactNode } from 'react';

/** The app's column header cell; `right` for numbers, so they line up with their cells. */
export function headerCellClass(align: 'left' | 'right' = 'left') {
  return align === 'right' ? 'px-3 py-2 text-right font-semibold text-slate-700' : 'px-3 py-2 text-left font-semibold text-slate-700';
}

export interface HeaderColumn {
  /** The column's name, unique in its table. */
  label: string;
  /** What the header shows when it is more than the label (it must still read as the label). */
  content?: ReactNode;
  /** Read out but not shown, for a column whose cells explain themselves (actions). */
  srOnly?: boolean;
  /** This column's cell classes, in place of the table's. */
  className?: string;
}

interface TableHeadProps {
  /** A plain string is a column of that label, nothing more. */
  columns: readonly (string | HeaderColumn)[];
  className?: string;
  cellClassName?: string;
}

/** One row of column headers (scope="col"), in the slate look unless a table has its own. */
export function TableHead({ columns, className = 'bg-slate-50', cellClassName = headerCellClass() }: TableHeadProps) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column) => {
          const { label, content, srOnly, className: own }: HeaderColumn = typeof column === 'string' ? { label: column } : column;
          return (
            <th key={label} scope="col" className={own ?? cellClassName}>
              {content ?? (srOnly ? <span className="sr-only">{label}</span> : label)}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
