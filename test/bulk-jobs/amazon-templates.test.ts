import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { bulkJobSchema } from '../../src/contract/bulk-jobs.js';
import { parseListingFile, REPORT_COLUMNS } from '../../src/server/bulk-jobs/files/index.js';
import { useTestApp } from '../support/test-app.js';
import { bulkSeller, ledgerOf } from './bulk-client.js';
import { amazonRow, AMAZON_HEADER, csvText, utf8, xlsx } from './files-fixtures.js';

/**
 * Amazon's own template files (issue 26, item 7): the marketplace they name, the newer templates'
 * row action and variation role, the sheet of a localised workbook, and a result Seller Central takes.
 */

const DE = '[marketplace_id=A1PA6795UKMFR9][language_tag=de_DE]';
/** A newer ("attribute path") template's field row, as Seller Central's 2024 category templates spell it. */
const NEW_HEADER = [
  '::record_action',
  'contribution_sku#1.value',
  'product_type#1.value',
  `item_name${DE}#1.value`,
  `brand${DE}#1.value`,
  ...[1, 2, 3, 4, 5].map((n) => `bullet_point${DE}#${n}.value`),
  `product_description${DE}#1.value`,
  `generic_keyword${DE}#1.value`,
  `parentage_level${DE}#1.value`,
  `child_parent_sku_relationship${DE}#1.parent_sku`,
];
const NEW_SETTINGS = ['settings=contentLanguageTag=de_DE&feedType=113&headerLanguageTag=de_DE&primaryMarketplaceId=amzn1.mp.o.A1PA6795UKMFR9&templateIdentifier=7c1f'];
const NEW_LABELS = ['Vorgang', 'SKU', 'Produkttyp', 'Produktname', 'Marke', 'Aufzählungspunkt', '', '', '', '', 'Produktbeschreibung', 'Suchbegriffe', 'Art der Elternschaft', 'Übergeordnete SKU'];

function newRow(action: string, sku: string, level: string, parent = '', bullets = true): string[] {
  const bulletCells = [1, 2, 3, 4, 5].map((n) => (bullets ? `Punkt ${n} zum Hundebett ${sku}` : ''));
  return [action, sku, 'PET_BED', `Acme Hundebett ${sku}, orthopädisch, groß`, 'Acme', ...bulletCells, 'Ein Bett für ältere Hunde.', 'hundebett, hundekissen', level, parent];
}

const newTemplate = () => [
  NEW_SETTINGS,
  NEW_LABELS,
  NEW_HEADER,
  newRow('full_update', 'BED-PARENT', 'parent', '', false),
  newRow('full_update', 'BED-S', 'child', 'BED-PARENT'),
  newRow('partial_update', 'BED-M', 'child', 'BED-PARENT'),
  newRow('delete', 'BED-OLD', 'child', 'BED-PARENT'),
];

describe('Amazon template files: what they say', () => {
  it('a US template names its marketplace by Amazon id ATVPDKIKX0DER, and is read as US', async () => {
    const settings = ['TemplateType=fptcustom', 'Version=2021.1014', 'settings=primaryMarketplaceId=amzn1.mp.o.ATVPDKIKX0DER'];
    const parsed = await parseListingFile({ bytes: utf8(csvText([settings, AMAZON_HEADER, amazonRow(1)], '\t')), fileName: 'us.txt' });
    expect(parsed.fileMarketplace).toBe('US');
    expect(parsed.rows[0]!.marketplace).toBe('US');
  });

  it('honours ::record_action and parentage_level: a delete row and a parent are skipped with their reason, never errors', async () => {
    const parsed = await parseListingFile({ bytes: utf8(csvText(newTemplate(), '\t')), fileName: 'PET_BED.txt' });
    expect(parsed).toMatchObject({ layout: 'amazon', headerRow: 3, fileMarketplace: 'DE', listings: 4, problems: [] });
    expect(parsed.rows.map((r) => r.sku)).toEqual(['BED-S', 'BED-M']);
    expect(parsed.skipped).toEqual([
      { row: 4, reason: expect.stringMatching(/^A variation parent: shoppers buy its children, so it is not optimized or charged/) },
      { row: 7, reason: 'Marked for deletion (::record_action = delete): not optimized or charged, and kept unchanged in the result file.' },
    ]);
  });

  it('picks the listing sheet of a localised workbook by its header rows, past its example and data-definition sheets', async () => {
    const bytes = await xlsx([
      { name: 'Anleitung', rows: [['So füllen Sie diese Vorlage aus'], ['item_sku ist Ihre SKU']] },
      // The definitions list each field on a row of its own: `item_sku` there is no header.
      { name: 'Datendefinitionen', rows: [['Gruppenname', 'Feldname', 'Lokale Bezeichnung'], ['Grunddaten', 'item_sku', 'Verkäufer-SKU'], ['Grunddaten', 'item_name', 'Produktname']] },
      // Amazon's example sheet has the field row too, but not the settings row of the upload sheet.
      { name: 'Beispiel', rows: [['Beispiel'], AMAZON_HEADER, amazonRow(90)] },
      { name: 'Vorlage', rows: [['TemplateType=fptcustom', 'Version=2023.0101', 'settings=primaryMarketplaceId=amzn1.mp.o.A1PA6795UKMFR9'], ['Produkttyp'], AMAZON_HEADER, amazonRow(1), amazonRow(2)] },
      { name: 'Gültige Werte', rows: [['petbed']] },
    ]);
    const parsed = await parseListingFile({ bytes, fileName: 'HAUSTIER.xlsm' });
    expect(parsed).toMatchObject({ sheetName: 'Vorlage', headerRow: 3, listings: 2, fileMarketplace: 'DE', problems: [] });
    expect(parsed.rows.map((r) => r.sku)).toEqual(['AMZ-1', 'AMZ-2']);
  });
});

/** The rows of a CSV or tab-separated download (papaparse, not the code under test). */
function rowsOf(body: Buffer, delimiter: string): string[][] {
  const text = body.toString('utf8').replace(/^\uFEFF/, '');
  return Papa.parse<string[]>(text, { delimiter, newline: '\r\n', skipEmptyLines: true }).data;
}

describe('Amazon template files over HTTP', { timeout: 120_000 }, () => {
  const t = useTestApp({}, { queueTiming: { pollSeconds: 0.05, graceMs: 2_000 } });
  const db = () => t().testDb.database.db;
  const app = () => t().app;

  it('charges only the child rows, shows the skipped ones, and gives back the template as Seller Central takes it with a separate report', async () => {
    const seller = await bulkSeller(app, db(), { credits: 5 });
    // Saved from Excel as a comma CSV: Seller Central's upload page would not take that back.
    const uploaded = await seller.upload('PET_BED.csv', csvText(newTemplate(), ','));
    expect(uploaded.statusCode).toBe(201);
    const job = bulkJobSchema.parse(uploaded.json());
    expect(job).toMatchObject({ layout: 'amazon', marketplace: 'DE', cost: 2, counts: { total: 4, listings: 2 } });
    expect(job.skipped.map((s) => s.row)).toEqual([4, 7]);
    expect(job.problems).toEqual([]);

    expect((await seller.call('POST', `/api/bulk-jobs/${job.id}/start`)).statusCode).toBe(200);
    const ended = await seller.ended(job.id);
    expect(ended.counts).toMatchObject({ done: 2, failed: 0 });
    const charges = (await ledgerOf(db(), seller.id)).filter((l) => l.kind === 'charge');
    expect(charges).toHaveLength(2);

    const result = await seller.call('GET', `/api/bulk-jobs/${job.id}/result?format=csv`);
    expect(result.headers['content-type']).toBe('text/tab-separated-values; charset=utf-8');
    expect(result.headers['content-disposition']).toContain('PET_BED-listcraft.txt');
    const rows = rowsOf(result.rawPayload, '\t');
    // Exactly the template's own rows and columns: nothing added.
    expect(rows.slice(0, 3)).toEqual(newTemplate().slice(0, 3));
    expect(rows.slice(2).every((row) => row.length === NEW_HEADER.length)).toBe(true);
    expect(rows[3]).toEqual(newTemplate()[3]);
    expect(rows[6]).toEqual(newTemplate()[6]);
    const title = NEW_HEADER.indexOf(`item_name${DE}#1.value`);
    expect(rows[4]![title]).toBe(ended.rows.find((r) => r.row === 5)!.title);

    const report = await seller.call('GET', `/api/bulk-jobs/${job.id}/report`);
    expect(report.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(report.headers['content-disposition']).toContain('PET_BED-listcraft-report.csv');
    const lines = rowsOf(report.rawPayload, ',');
    expect(lines[0]).toEqual([...REPORT_COLUMNS]);
    expect(lines.slice(1).map((line) => [line[0], line[1], line[2]])).toEqual([
      ['4', 'BED-PARENT', 'skipped'],
      ['5', 'BED-S', 'optimized'],
      ['6', 'BED-M', 'optimized'],
      ['7', 'BED-OLD', 'skipped'],
    ]);
    expect(Number(lines[2]![4])).toBeGreaterThan(0);
  });
});
