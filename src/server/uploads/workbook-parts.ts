/**
 * The parts of an uploaded XLSX workbook that exceljs is given, cut down to what reading cell
 * text needs. exceljs builds an object for every cell a range names, not only for the cells that
 * exist: a merge, a data validation or a defined name over A1:XFD1048576 (17 billion cells) in a
 * few hundred bytes of XML, a column definition with max="2000000000", or a million styled empty
 * rows would each take the server's memory. None of those say what a cell holds, so they are
 * removed before exceljs parses anything, and the cells that remain are counted and checked
 * against Excel's own bounds (1,048,576 rows, 16,384 columns). Pure string work, linear in the
 * size of the part.
 */

/** The parts read for text (exceljs' own names for them); media, drawings, comments, tables and macros are not. */
const TEXT_PARTS = [
  /^_rels\/\.rels$/,
  /^xl\/workbook\.xml$/,
  /^xl\/_rels\/workbook\.xml\.rels$/,
  /^xl\/sharedStrings\.xml$/,
  /^xl\/styles\.xml$/,
  /^xl\/worksheets\/sheet\d+\.xml$/,
];
export const isTextPart = (name: string) => TEXT_PARTS.some((part) => part.test(name.replace(/^\//, '')));
const isSheet = (name: string) => /^\/?xl\/worksheets\/sheet\d+\.xml$/.test(name);
const isWorkbook = (name: string) => /^\/?xl\/workbook\.xml$/.test(name);

/**
 * Sheet elements that say nothing of what a cell holds. Dropping the hyperlinks, drawings and
 * tables also drops the references exceljs would follow into parts not given to it.
 */
const SHEET_EXTRAS = [
  'cols',
  'mergeCells',
  'dataValidations',
  'conditionalFormatting',
  'hyperlinks',
  'drawing',
  'legacyDrawing',
  'legacyDrawingHF',
  'picture',
  'oleObjects',
  'controls',
  'tableParts',
  'extLst',
];

export const EXCEL_MAX_ROWS = 1_048_576;
export const EXCEL_MAX_COLUMNS = 16_384;

export class WorkbookPartsRefusal extends Error {
  constructor(
    readonly reason: 'too-many-cells' | 'unreadable',
    message: string,
  ) {
    super(message);
    this.name = 'WorkbookPartsRefusal';
  }
}

const unreadable = (why: string) => new WorkbookPartsRefusal('unreadable', why);

/**
 * The XML without the named elements (any namespace prefix), each with everything inside it.
 * Found with indexOf, never with a backtracking pattern, so a part full of unclosed tags costs
 * one pass, not one pass per tag.
 */
export function withoutElements(xml: string, names: readonly string[]): string {
  const opening = new RegExp(`<(\\w+:)?(${names.join('|')})(?=[\\s/>])`, 'g');
  let kept = '';
  let from = 0;
  for (let match = opening.exec(xml); match; match = opening.exec(xml)) {
    const tagEnd = xml.indexOf('>', match.index);
    if (tagEnd < 0) throw unreadable(`<${match[2]}> is not closed`);
    let end = tagEnd + 1;
    if (xml[tagEnd - 1] !== '/') {
      const closing = `</${match[1] ?? ''}${match[2]}>`;
      const at = xml.indexOf(closing, tagEnd);
      if (at < 0) throw unreadable(`<${match[2]}> has no ${closing}`);
      end = at + closing.length;
    }
    kept += xml.slice(from, match.index);
    from = end;
    opening.lastIndex = end;
  }
  return from === 0 ? xml : kept + xml.slice(from);
}

/** Cells and rows with nothing in them (a style only): exceljs would build an object for each. */
const EMPTY_CELL = /<(?:\w+:)?c\b[^>]*\/>|<((?:\w+:)?)c\b[^>]*>\s*<\/\1c>/g;
const EMPTY_ROW = /<(?:\w+:)?row\b[^>]*\/>|<((?:\w+:)?)row\b[^>]*>\s*<\/\1row>/g;
const ROW_OR_CELL = /<(?:\w+:)?(row|c)\b([^>]*)>/g;
const R_ATTRIBUTE = /\sr="([^"]*)"/;
const CELL_REF = /^\$?([A-Z]{1,3})\$?(\d{1,7})$/;

function columnNumber(letters: string): number {
  let n = 0;
  for (const letter of letters) n = n * 26 + letter.charCodeAt(0) - 64;
  return n;
}

/** The cells a sheet holds, after checking every row and cell reference against Excel's bounds. */
function countCells(xml: string): number {
  let cells = 0;
  for (const [, element, attributes] of xml.matchAll(ROW_OR_CELL)) {
    const ref = R_ATTRIBUTE.exec(attributes!)?.[1];
    if (element === 'c') cells++;
    if (ref === undefined) continue;
    if (element === 'row') {
      const row = Number(ref);
      if (!Number.isInteger(row) || row < 1 || row > EXCEL_MAX_ROWS) throw unreadable(`row ${ref.slice(0, 20)} is outside a sheet`);
    } else {
      const cell = CELL_REF.exec(ref);
      if (!cell || columnNumber(cell[1]!) > EXCEL_MAX_COLUMNS || Number(cell[2]) < 1 || Number(cell[2]) > EXCEL_MAX_ROWS) {
        throw unreadable(`cell ${ref.slice(0, 20)} is outside a sheet`);
      }
    }
  }
  return cells;
}

/**
 * The workbook's text parts, as exceljs may safely parse them: the sheets without the elements
 * above and without empty cells and rows, the workbook without its defined names (ranges exceljs
 * would expand cell by cell). Refuses a workbook whose sheets hold more than `maxCells` cells in
 * all, or a reference outside Excel's grid (no spreadsheet program writes one).
 */
export function textPartsOnly(parts: ReadonlyMap<string, Uint8Array>, options: { maxCells: number }): Map<string, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const safe = new Map<string, Uint8Array>();
  let cells = 0;
  for (const [name, bytes] of parts) {
    if (isWorkbook(name)) {
      safe.set(name, encoder.encode(withoutElements(decoder.decode(bytes), ['definedNames'])));
    } else if (isSheet(name)) {
      const xml = withoutElements(decoder.decode(bytes), SHEET_EXTRAS).replace(EMPTY_CELL, '').replace(EMPTY_ROW, '');
      cells += countCells(xml);
      if (cells > options.maxCells) throw new WorkbookPartsRefusal('too-many-cells', `the sheets hold more than ${options.maxCells} cells`);
      safe.set(name, encoder.encode(xml));
    } else {
      safe.set(name, bytes);
    }
  }
  return safe;
}
