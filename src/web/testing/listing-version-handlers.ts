import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ErrorBody } from '../../contract/errors';
import type { ListingDetails } from '../../contract/listings';
import type {
  FieldDiff,
  ListingRestore,
  ListingVersion,
  ListingVersionDiff,
  ListingVersionFields,
  ListingVersionList,
  ListingVersionSummary,
} from '../../contract/listing-versions';
import { listingVersionSchema, listingSchema } from '../../contract/index';

/**
 * A listing and its history (src/contract/listing-versions.ts) answered from memory, bodies typed
 * and checked by the contract: a restore adds a version and changes the listing, as the server's
 * does. Every call is recorded in `store.calls`.
 */

export interface ListingHistoryStore {
  listing: ListingDetails;
  versions: ListingVersion[];
  calls: { method: string; url: string }[];
}

type Answer<T> = T | ErrorBody;

const notFound = (message: string) => HttpResponse.json<ErrorBody>({ message, code: 'NOT_FOUND' }, { status: 404 });
const summaryOf = ({ fields: _fields, ...summary }: ListingVersion): ListingVersionSummary => summary;

export function createHistoryStore(listing: ListingDetails, versions: ListingVersion[]): ListingHistoryStore {
  return { listing: listingSchema.parse(listing), versions: versions.map((v) => listingVersionSchema.parse(v)), calls: [] };
}

/**
 * A stand-in for the server's word diff: a changed field is one deletion and one insertion. The
 * real word-level diff is the server's, tested in test/listings/listing-versions.test.ts.
 */
function wholeFieldDiff(from: ListingVersionFields, to: ListingVersionFields): FieldDiff[] {
  const pairs: [FieldDiff['field'], number | null, string, string | null, string | null][] = [['title', null, 'Title', from.title, to.title]];
  for (let i = 0; i < Math.max(from.bullets.length, to.bullets.length); i++) pairs.push(['bullet', i + 1, `Bullet ${i + 1}`, from.bullets[i] ?? null, to.bullets[i] ?? null]);
  pairs.push(['description', null, 'Description', from.description, to.description]);
  pairs.push(['search_terms', null, 'Search terms', from.search_terms.join(' '), to.search_terms.join(' ')]);
  return pairs.map(([field, position, label, before, after]) => {
    const status: FieldDiff['status'] = (before ?? '') === (after ?? '') ? 'unchanged' : !before ? 'added' : !after ? 'removed' : 'changed';
    const changes: FieldDiff['changes'] =
      status === 'unchanged' ? [{ op: 'equal', text: before ?? '' }] : [...(before ? [{ op: 'delete' as const, text: before }] : []), ...(after ? [{ op: 'insert' as const, text: after }] : [])];
    return { field, position, label, status, before, after, changes };
  });
}

export function listingHistoryHandlers(store: ListingHistoryStore, diffs: Record<string, ListingVersionDiff> = {}): HttpHandler[] {
  const record = (method: string, request: Request) => {
    const { pathname, search } = new URL(request.url);
    store.calls.push({ method, url: pathname + search });
  };
  const base = `/api/listings/${store.listing.id}`;
  const find = (version: string | number | null) => store.versions.find((v) => v.version === Number(version));
  return [
    http.get<never, never, ListingDetails>(base, ({ request }) => {
      record('GET', request);
      return HttpResponse.json(store.listing);
    }),
    http.get<never, never, ListingVersionList>(`${base}/versions`, ({ request }) => {
      record('GET', request);
      const newestFirst = [...store.versions].sort((a, b) => b.version - a.version);
      return HttpResponse.json({ versions: newestFirst.map(summaryOf), total: newestFirst.length });
    }),
    http.get<never, never, Answer<ListingVersionDiff>>(`${base}/versions/diff`, ({ request }) => {
      record('GET', request);
      const query = new URL(request.url).searchParams;
      const from = find(query.get('from'));
      const to = find(query.get('to'));
      if (!from || !to) return notFound('Version not found.');
      return HttpResponse.json(diffs[`${from.version}-${to.version}`] ?? { from: summaryOf(from), to: summaryOf(to), fields: wholeFieldDiff(from.fields, to.fields) });
    }),
    http.post<{ version: string }, never, Answer<ListingRestore>>(`${base}/versions/:version/restore`, ({ request, params }) => {
      record('POST', request);
      const source = find(params.version);
      if (!source) return notFound('Version not found.');
      const next: ListingVersion = {
        version: Math.max(...store.versions.map((v) => v.version)) + 1,
        source: 'restored',
        created_at: new Date().toISOString(),
        by: source.by,
        restored_from: source.version,
        summary: `Restored the text of version ${source.version}`,
        fields: structuredClone(source.fields),
      };
      store.versions.push(next);
      store.listing = {
        ...store.listing,
        generated_title: source.fields.title,
        generated_bullets: source.fields.bullets,
        generated_description: source.fields.description,
        generated_keywords: source.fields.search_terms,
      };
      return HttpResponse.json({ version: summaryOf(next), listing: store.listing });
    }),
  ];
}
