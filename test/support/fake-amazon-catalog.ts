import crypto from 'node:crypto';
import type http from 'node:http';
import zlib from 'node:zlib';

/**
 * The fake Amazon's catalog data (issue 26): the Product Type Definitions API 2020-09-01 with the
 * schema documents behind its links, and the Reports API 2021-06-30 with gzip report documents,
 * as Amazon documents them. FakeAmazon hands it the requests under its paths, with the seller of
 * the request's access token.
 */

export interface FakeProductType {
  version: string;
  displayName: string;
  schema: Record<string, unknown>;
  propertyGroups: Record<string, { title?: string; propertyNames: string[] }>;
}

/** A product type's schema as Amazon writes one: each attribute an array of `{value, language_tag, marketplace_id}`. */
export function productTypeSchema(options: {
  productType: string;
  required?: string[];
  attributes: Record<string, { title: string; maxLength?: number; maxUtf8ByteLength?: number; maxItems?: number }>;
}): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(options.attributes)) {
    const value: Record<string, unknown> = { title: spec.title, type: 'string', editable: true, hidden: false };
    if (spec.maxLength !== undefined) value.maxLength = spec.maxLength;
    if (spec.maxUtf8ByteLength !== undefined) value.maxUtf8ByteLength = spec.maxUtf8ByteLength;
    properties[name] = {
      title: spec.title,
      type: 'array',
      minItems: 1,
      ...(spec.maxItems === undefined ? {} : { maxItems: spec.maxItems }),
      minUniqueItems: 1,
      maxUniqueItems: spec.maxItems ?? 1,
      selectors: ['marketplace_id', 'language_tag', 'value'],
      items: {
        type: 'object',
        required: ['value'],
        properties: { value, language_tag: { $ref: '#/$defs/language_tag' }, marketplace_id: { $ref: '#/$defs/marketplace_id' } },
        additionalProperties: false,
      },
    };
  }
  return {
    $schema: 'https://schemas.amazon.com/selling-partners/definitions/product-types/meta-schema/v1',
    $id: `https://schemas.amazon.com/selling-partners/definitions/product-types/schema/v1/${options.productType}`,
    $comment: `Amazon product type definition for ${options.productType} product type`,
    $defs: {
      marketplace_id: { type: 'string', editable: false, hidden: true, enum: ['ATVPDKIKX0DER', 'A1F83G8C2ARO7P', 'A1PA6795UKMFR9'], enumNames: ['Amazon.com', 'Amazon.co.uk', 'Amazon.de'] },
      language_tag: { type: 'string', editable: false, hidden: true },
    },
    type: 'object',
    required: options.required ?? [],
    properties,
  };
}

/** What a product type Amazon has no special schema for answers with in the fake: the text attributes, no limits beyond Amazon's usual. */
const ordinary = (productType: string): FakeProductType => ({
  version: 'U0000000000000001',
  displayName: productType,
  schema: productTypeSchema({
    productType,
    required: ['item_name'],
    attributes: {
      item_name: { title: 'Item Name', maxLength: 200 },
      brand: { title: 'Brand Name', maxLength: 100 },
      bullet_point: { title: 'Bullet Point', maxLength: 500, maxItems: 10 },
      product_description: { title: 'Product Description', maxLength: 2000 },
      generic_keyword: { title: 'Generic Keyword', maxUtf8ByteLength: 250 },
    },
  }),
  propertyGroups: { product_identity: { title: 'Product Identity', propertyNames: ['item_name', 'brand'] }, product_details: { title: 'Product Details', propertyNames: [] } },
});

const SAMPLE_QUERIES: [string, number][] = [
  ['insulated water bottle', 48_200],
  ['stainless steel water bottle', 21_700],
  ['water bottle with straw lid', 6_350],
];

export type FakeReportStatus = 'IN_QUEUE' | 'IN_PROGRESS' | 'DONE' | 'FATAL' | 'CANCELLED';

interface FakeReport {
  reportId: string;
  sellerId: string;
  reportType: string;
  marketplaceIds: string[];
  dataStartTime: string;
  dataEndTime: string;
  reportOptions: Record<string, string>;
  /** GETs that still see the report being built. */
  readsLeft: number;
  documentId: string;
}

/** Builds a report's JSON document for a request, as Amazon would for that seller. */
export type ReportBuilder = (request: { reportType: string; marketplaceIds: string[]; dataStartTime: string; dataEndTime: string; reportOptions: Record<string, string> }) => unknown;

export class FakeAmazonCatalog {
  private productTypes = new Map<string, FakeProductType>();
  private reports = new Map<string, FakeReport>();
  private documents = new Map<string, Buffer>();
  /** How many GETs of a report answer IN_PROGRESS before DONE (Amazon takes minutes to build one). */
  reportReadsUntilDone = 0;
  /** The report document per report type; unset types answer FATAL, as for a seller without Brand Analytics. */
  readonly reportBuilders = new Map<string, ReportBuilder>();
  /** Schema documents served, by path: a test can count them. */
  readonly schemaDownloads: string[] = [];
  /**
   * How report documents are served, switchable per test:
   * - `expiredLinks`: that many downloads answer 403 "Request has expired", as S3 does for a
   *   pre-signed link older than its five minutes;
   * - `damaged`: the gzip bytes are broken part-way (a corrupt upload, a wrong document);
   * - `chunkBytes` / `chunkDelayMs`: the bytes go out in chunks with a pause between, as a large
   *   document over a real link does, so a test can watch the import read it and stop a worker mid-read.
   */
  documentFaults: { expiredLinks?: number; damaged?: boolean; chunkBytes?: number; chunkDelayMs?: number } = {};
  /** Report document downloads started (each a GET of a pre-signed link). */
  documentDownloads = 0;

  constructor(private baseUrl: () => string) {}

  /**
   * Brand Analytics answers for a fake in its own process (the browser journey, the demo): a
   * Search Query Performance week of three queries for every ASIN asked about and, with
   * `searchTermsRows`, a Search Terms week of that many rows in which the seller's ASINs are the
   * most clicked for a few terms (`sellerAsins` gives them when the report is built).
   */
  useSampleReports(options: { searchTermsRows?: number; sellerAsins?: () => string[] } = {}) {
    const rows = options.searchTermsRows;
    if (rows) {
      this.reportBuilders.set('GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT', (spec) => {
        const own = options.sellerAsins?.() ?? [];
        const data: Record<string, unknown>[] = [];
        for (let i = 0; i < rows; i++) {
          const mine = own.length > 0 && i % Math.ceil(rows / 40) === 7;
          const term = mine ? `${SAMPLE_QUERIES[i % SAMPLE_QUERIES.length]![0]} ${['large', 'for kids', '1 litre', 'with handle', 'bpa free'][i % 5]} ${i}` : `other shoppers term ${i}`;
          data.push({
            departmentName: 'Amazon.com',
            searchTerm: term,
            searchFrequencyRank: i + 1,
            clickedAsin: mine ? own[i % own.length] : `B0OTHER${String(i % 1000).padStart(3, '0')}`,
            clickedItemName: 'An item',
            clickShareRank: 1,
            clickShare: 0.12,
            conversionShare: 0.04,
          });
        }
        return { reportSpecification: { reportType: spec.reportType, marketplaceIds: spec.marketplaceIds, dataStartTime: spec.dataStartTime, dataEndTime: spec.dataEndTime }, dataByDepartmentAndSearchTerm: data };
      });
    }
    this.reportBuilders.set('GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT', (spec) => ({
      reportSpecification: { reportType: spec.reportType, reportOptions: spec.reportOptions, dataStartTime: spec.dataStartTime, dataEndTime: spec.dataEndTime, marketplaceIds: spec.marketplaceIds },
      dataByAsin: (spec.reportOptions.asin ?? '').split(' ').filter(Boolean).flatMap((asin) =>
        SAMPLE_QUERIES.map(([searchQuery, searchQueryVolume], i) => ({ startDate: spec.dataStartTime, endDate: spec.dataEndTime, asin, searchQueryData: { searchQuery, searchQueryScore: i + 1, searchQueryVolume } })),
      ),
    }));
  }

  setProductType(productType: string, definition: FakeProductType) {
    this.productTypes.set(productType, definition);
  }

  /** The paths this module answers. */
  owns(path: string) {
    return path.startsWith('/definitions/2020-09-01/') || path.startsWith('/reports/2021-06-30/') || path.startsWith('/__catalog/');
  }

  /** Handles a request; `sellerId` is the seller of a valid access token, undefined without one. */
  handle(req: http.IncomingMessage, url: URL, body: unknown, res: http.ServerResponse, sellerId: string | undefined) {
    if (url.pathname.startsWith('/__catalog/')) return this.download(url, res);
    if (!sellerId) return send(res, 403, { errors: [{ code: 'Unauthorized', message: 'Access to requested resource is denied.', details: 'The access token you provided is revoked, malformed or invalid.' }] });
    if (url.pathname.startsWith('/definitions/2020-09-01/productTypes/') && req.method === 'GET') return this.definition(url, sellerId, res);
    if (url.pathname === '/reports/2021-06-30/reports' && req.method === 'POST') return this.createReport(body, sellerId, res);
    const report = /^\/reports\/2021-06-30\/reports\/([^/]+)$/.exec(url.pathname);
    if (report && req.method === 'GET') return this.getReport(decodeURIComponent(report[1]!), sellerId, res);
    const document = /^\/reports\/2021-06-30\/documents\/([^/]+)$/.exec(url.pathname);
    if (document && req.method === 'GET') return this.getDocument(decodeURIComponent(document[1]!), sellerId, res);
    send(res, 404, { errors: [{ code: 'NotFound', message: 'Resource not found.' }] });
  }

  private definition(url: URL, sellerId: string, res: http.ServerResponse) {
    const productType = decodeURIComponent(url.pathname.slice('/definitions/2020-09-01/productTypes/'.length));
    const marketplaceIds = (url.searchParams.get('marketplaceIds') ?? '').split(',').filter(Boolean);
    if (!marketplaceIds.length) return send(res, 400, { errors: [{ code: 'InvalidInput', message: 'Missing required marketplaceIds.' }] });
    if (url.searchParams.get('sellerId') !== sellerId) return send(res, 400, { errors: [{ code: 'InvalidInput', message: 'sellerId does not match the access token.' }] });
    const definition = this.productTypes.get(productType) ?? ordinary(productType);
    const document = `/__catalog/schemas/${encodeURIComponent(productType)}/${definition.version}.json`;
    const checksum = crypto.createHash('md5').update(JSON.stringify(definition.schema)).digest('base64');
    send(res, 200, {
      metaSchema: { link: { resource: `${this.baseUrl()}/__catalog/meta-schema.json`, verb: 'GET' }, checksum: 'meta' },
      schema: { link: { resource: `${this.baseUrl()}${document}`, verb: 'GET' }, checksum },
      requirements: url.searchParams.get('requirements') ?? 'LISTING',
      requirementsEnforced: 'ENFORCED',
      propertyGroups: definition.propertyGroups,
      locale: url.searchParams.get('locale') ?? 'DEFAULT',
      marketplaceIds,
      productType,
      displayName: definition.displayName,
      productTypeVersion: { version: definition.version, latest: true, releaseCandidate: false },
    });
  }

  private download(url: URL, res: http.ServerResponse) {
    const schema = /^\/__catalog\/schemas\/([^/]+)\/([^/]+)\.json$/.exec(url.pathname);
    if (schema) {
      const productType = decodeURIComponent(schema[1]!);
      const definition = this.productTypes.get(productType) ?? ordinary(productType);
      if (definition.version !== schema[2]) return sendRaw(res, 404, 'application/xml', '<Error><Code>NoSuchKey</Code></Error>');
      this.schemaDownloads.push(url.pathname);
      return send(res, 200, definition.schema);
    }
    const document = /^\/__catalog\/documents\/([^/]+)$/.exec(url.pathname);
    const stored = document ? this.documents.get(decodeURIComponent(document[1]!)) : undefined;
    if (!stored) return sendRaw(res, 404, 'application/xml', '<Error><Code>NoSuchKey</Code></Error>');
    this.documentDownloads++;
    const faults = this.documentFaults;
    if (faults.expiredLinks) {
      faults.expiredLinks--;
      return sendRaw(res, 403, 'application/xml', '<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>');
    }
    // Past the gzip header, bytes that are no deflate stream.
    const bytes = faults.damaged ? Buffer.concat([stored.subarray(0, Math.min(64, stored.length)), Buffer.alloc(4_096, 0xff)]) : stored;
    // A report document is stored gzip-compressed and served as stored, as S3 serves Amazon's.
    res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(bytes.length) });
    if (!faults.chunkBytes) return void res.end(bytes);
    const size = faults.chunkBytes;
    let offset = 0;
    const next = () => {
      if (res.destroyed) return;
      if (offset >= bytes.length) return void res.end();
      res.write(bytes.subarray(offset, offset + size));
      offset += size;
      setTimeout(next, faults.chunkDelayMs ?? 0);
    };
    next();
  }

  private createReport(body: unknown, sellerId: string, res: http.ServerResponse) {
    const spec = (body ?? {}) as { reportType?: string; marketplaceIds?: string[]; dataStartTime?: string; dataEndTime?: string; reportOptions?: Record<string, string> };
    if (!spec.reportType || !Array.isArray(spec.marketplaceIds) || !spec.marketplaceIds.length) {
      return send(res, 400, { errors: [{ code: 'InvalidInput', message: 'reportType and marketplaceIds are required.' }] });
    }
    const reportId = String(50_000_000_000 + this.reports.size);
    this.reports.set(reportId, {
      reportId,
      sellerId,
      reportType: spec.reportType,
      marketplaceIds: spec.marketplaceIds,
      dataStartTime: spec.dataStartTime ?? '',
      dataEndTime: spec.dataEndTime ?? '',
      reportOptions: spec.reportOptions ?? {},
      readsLeft: this.reportReadsUntilDone,
      documentId: `amzn1.spdoc.1.4.na.${crypto.randomUUID()}`,
    });
    send(res, 202, { reportId });
  }

  private getReport(reportId: string, sellerId: string, res: http.ServerResponse) {
    const report = this.reports.get(reportId);
    if (!report || report.sellerId !== sellerId) return send(res, 404, { errors: [{ code: 'NotFound', message: `Report ${reportId} not found.` }] });
    const base = {
      reportId,
      reportType: report.reportType,
      marketplaceIds: report.marketplaceIds,
      dataStartTime: report.dataStartTime,
      dataEndTime: report.dataEndTime,
      createdTime: new Date().toISOString(),
    };
    if (report.readsLeft > 0) {
      report.readsLeft--;
      return send(res, 200, { ...base, processingStatus: 'IN_PROGRESS' });
    }
    const build = this.reportBuilders.get(report.reportType);
    if (!build) return send(res, 200, { ...base, processingStatus: 'FATAL' });
    if (!this.documents.has(report.documentId)) {
      const json = JSON.stringify(build({ reportType: report.reportType, marketplaceIds: report.marketplaceIds, dataStartTime: report.dataStartTime, dataEndTime: report.dataEndTime, reportOptions: report.reportOptions }));
      this.documents.set(report.documentId, zlib.gzipSync(json));
    }
    send(res, 200, { ...base, processingStatus: 'DONE', processingEndTime: new Date().toISOString(), reportDocumentId: report.documentId });
  }

  private getDocument(documentId: string, sellerId: string, res: http.ServerResponse) {
    const owned = [...this.reports.values()].some((r) => r.documentId === documentId && r.sellerId === sellerId);
    if (!owned || !this.documents.has(documentId)) return send(res, 404, { errors: [{ code: 'NotFound', message: `Document ${documentId} not found.` }] });
    send(res, 200, { reportDocumentId: documentId, url: `${this.baseUrl()}/__catalog/documents/${encodeURIComponent(documentId)}`, compressionAlgorithm: 'GZIP' });
  }

  /** Report requests received, in order (what a test asserts was asked of Amazon). */
  reportRequests() {
    return [...this.reports.values()].map(({ reportType, marketplaceIds, dataStartTime, dataEndTime, reportOptions }) => ({ reportType, marketplaceIds, dataStartTime, dataEndTime, reportOptions }));
  }

  /** The stored size of a report document, compressed. */
  documentBytes() {
    return [...this.documents.values()].map((b) => b.length);
  }
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  sendRaw(res, status, 'application/json', JSON.stringify(body));
}

function sendRaw(res: http.ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, { 'content-type': type, 'x-amzn-RequestId': crypto.randomUUID() });
  res.end(body);
}
