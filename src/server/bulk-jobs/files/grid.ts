/** A sheet as the parsers hand it over: text cells, and where formulas were (XLSX only). */
export interface SheetGrid {
  rows: string[][];
  /** "rowIndex:columnIndex" (0-based) -> the formula, without its "=". */
  formulas: Map<string, string>;
}

export const cellKey = (rowIndex: number, column: number) => `${rowIndex}:${column}`;
