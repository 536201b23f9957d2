import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { readReportTerms } from '../src/server/amazon/catalog/brand-analytics-document.js';

/**
 * How Listcraft reads a Brand Analytics Search Terms document (issue 26): a generated week of
 * `--rows` rows (default 1,000,000; each term with three clicked ASINs), gzip-compressed, streamed
 * through gunzip and stream-json in 64 KB chunks as a download arrives, keeping the seller's terms.
 * Prints the document's sizes, the time, the rows a second, and the process's peak RSS and heap
 * growth against the unpacked size (a reader holding the document whole would need several times it).
 *   node --expose-gc --import tsx bench/brand-analytics-document.ts [--rows=1000000]
 */

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const rows = arg('rows', 1_000_000);

/** The document as gzip chunks, generated in pieces so the bench itself never holds its text whole. */
function gzipDocument(): { chunks: Buffer[]; unpacked: number } {
  const chunks: Buffer[] = [];
  let unpacked = 0;
  const write = (text: string) => {
    unpacked += Buffer.byteLength(text);
    chunks.push(zlib.gzipSync(text, { level: 6 }));
  };
  write('{"reportSpecification":{"reportType":"GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT","reportOptions":{"reportPeriod":"WEEK"}},"dataByDepartmentAndSearchTerm":[');
  let batch: string[] = [];
  for (let i = 0; i < rows; i++) {
    const term = Math.floor(i / 3);
    const asin = i % 997 === 0 ? 'B0MINE0001' : `B0${String(i % 100_000).padStart(8, '0')}`;
    batch.push(`${i ? ',' : ''}{"departmentName":"Amazon.com","searchTerm":"search term number ${term}","searchFrequencyRank":${term + 1},"clickedAsin":"${asin}","clickedItemName":"Item ${i}","clickShareRank":${(i % 3) + 1},"clickShare":0.1234,"conversionShare":0.0567}`);
    if (batch.length === 10_000) {
      write(batch.join(''));
      batch = [];
    }
  }
  write(`${batch.join('')}]}`);
  // Concatenated gzip members are one valid gzip stream (RFC 1952), as gunzip reads them.
  return { chunks, unpacked };
}

const { chunks, unpacked } = gzipDocument();
const packed = Buffer.concat(chunks);
chunks.length = 0;
globalThis.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
let peakRss = process.memoryUsage().rss;
let peakHeap = heapBefore;
const timer = setInterval(() => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
}, 20);

function* slices() {
  for (let at = 0; at < packed.length; at += 64 * 1024) yield packed.subarray(at, at + 64 * 1024);
}
const started = performance.now();
const read = await readReportTerms(Readable.from(slices()), 'search-terms', true, { asins: new Set(['B0MINE0001']), keys: new Set() });
const ms = performance.now() - started;
clearInterval(timer);
const MB = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
console.log(
  JSON.stringify(
    {
      rows: read.rows,
      kept: read.terms.length,
      gzip: MB(packed.length),
      unpacked: MB(unpacked),
      seconds: +(ms / 1000).toFixed(1),
      rowsPerSecond: Math.round(read.rows / (ms / 1000)),
      peakRss: MB(peakRss),
      heapGrowth: MB(peakHeap - heapBefore),
    },
    null,
    2,
  ),
);
