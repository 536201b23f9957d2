import { describe, expect, it } from 'vitest';
import { listingToCsv } from '../../src/web/listings/export.js';

/** L11: the CSV export wrote cells starting with = + - @ as they were: a spreadsheet runs them. */
function cells(csv: string): string[] {
  // One data row; a tiny reader for quoted cells is enough here.
  const row = csv.split('\r\n')[1]!;
  const out: string[] = [];
  let i = 0;
  while (i <= row.length) {
    if (row[i] === '"') {
      let value = '';
      i++;
      while (i < row.length) {
        if (row[i] === '"' && row[i + 1] === '"') {
          value += '"';
          i += 2;
        } else if (row[i] === '"') {
          i++;
          break;
        } else value += row[i++];
      }
      out.push(value);
      i++; // the comma
    } else {
      const end = row.indexOf(',', i);
      out.push(row.slice(i, end === -1 ? row.length : end));
      i = end === -1 ? row.length + 1 : end + 1;
    }
  }
  return out;
}

describe('CSV export', () => {
  it('neutralises every cell a spreadsheet would read as a formula', () => {
    const csv = listingToCsv({
      title: '=HYPERLINK("http://evil.example","Click")',
      bullets: ['+1+cmd|/C calc!A0', '-2+3', '@SUM(A1:A2)', '\t=1+1', '\r=1+1'],
      description: 'A normal description - with a dash inside',
      backend: 'tea kettle',
    });
    const row = cells(csv);
    expect(row[0]).toBe('\'=HYPERLINK("http://evil.example","Click")');
    expect(row.slice(1, 6)).toEqual(["'+1+cmd|/C calc!A0", "'-2+3", "'@SUM(A1:A2)", "'\t=1+1", "'\r=1+1"]);
    for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    // Ordinary text is left exactly as it was.
    expect(row[6]).toBe('A normal description - with a dash inside');
    expect(row[7]).toBe('tea kettle');
  });
});
