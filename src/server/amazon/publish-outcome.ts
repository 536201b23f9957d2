import type { Item } from '@sp-api-sdk/listings-items-api-2021-08-01';
import type { AmazonPublishReason, AmazonPublishStatus } from '../../contract/amazon-publish-states.js';
import type { AmazonIssue, PublishPatch } from '../../contract/amazon.js';
import { ATTRIBUTE_OF, textsOf } from './listing-attributes.js';
import { sellerIssue } from './publish-patch.js';

/**
 * What a publish did, judged from a read of the listing after it (docs/decisions/0028). A listing's
 * `issues` are its standing issues, not the publish's: only an issue that was not there before the
 * publish, on an attribute it sent, is caused by it. Values reading back in `attributes` mean
 * Amazon stored them; the product page (the `summaries` item name) showing the title means live.
 */

/** Amazon's "your data conflicts with the catalog" (the brand owner's values win). */
export const CATALOG_CONFLICT = '8541';

type RawIssue = Parameters<typeof sellerIssue>[0];

/** The same issue before and after: its code on the same attributes (messages carry values that change). */
export function issueKey(issue: { code: string; attributeNames?: string[] }) {
  return `${issue.code}\u0000${[...(issue.attributeNames ?? [])].sort().join(',')}`;
}

/** Amazon's issues in the seller's shape, marked standing when the listing already had them. */
export function markStanding(issues: readonly RawIssue[], standing: readonly { code: string; attributeNames?: string[] }[]): AmazonIssue[] {
  const before = new Set(standing.map(issueKey));
  return issues.map((issue) => sellerIssue(issue, before.has(issueKey(issue))));
}

export function sentAttributes(patch: PublishPatch): string[] {
  return (Object.keys(patch) as (keyof PublishPatch)[]).map((field) => ATTRIBUTE_OF[field]);
}

const onSent = (issue: AmazonIssue, sent: readonly string[]) => issue.attributeNames.some((name) => sent.includes(name));

/** An issue that stops this publish: a new ERROR on a sent attribute, other than the catalog conflict (the values were still stored). */
export const refuses = (issue: AmazonIssue, sent: readonly string[]) => !issue.standing && issue.severity === 'ERROR' && issue.code !== CATALOG_CONFLICT && onSent(issue, sent);

export interface Outcome {
  status: AmazonPublishStatus;
  reason: AmazonPublishReason | null;
  issues: AmazonIssue[];
}

/**
 * Where the publish stands after reading the listing again. `current` is the status so far
 * (submitted or accepted): a read that shows nothing new keeps it.
 */
export function judgeOutcome(item: Item, patch: PublishPatch, marketplaceId: string, standing: readonly RawIssue[], current: AmazonPublishStatus): Outcome {
  const sent = sentAttributes(patch);
  const issues = markStanding(item.issues ?? [], standing).filter((issue) => onSent(issue, sent));
  if (issues.some((issue) => refuses(issue, sent))) return { status: 'refused', reason: null, issues };
  const read = (attribute: string) => textsOf(item, attribute, marketplaceId);
  const stored =
    (patch.title === undefined || read(ATTRIBUTE_OF.title)[0] === patch.title) &&
    (patch.bullets === undefined || JSON.stringify(read(ATTRIBUTE_OF.bullets)) === JSON.stringify(patch.bullets)) &&
    (patch.description === undefined || read(ATTRIBUTE_OF.description)[0] === patch.description) &&
    (patch.keywords === undefined || read(ATTRIBUTE_OF.keywords).join(' ') === patch.keywords);
  const conflict = issues.some((issue) => issue.code === CATALOG_CONFLICT && !issue.standing);
  if (!stored) return { status: current, reason: conflict ? 'catalog_owner' : null, issues };
  const shown = (item.summaries?.find((s) => s.marketplaceId === marketplaceId) ?? item.summaries?.[0])?.itemName;
  const onProductPage = patch.title === undefined || shown === patch.title;
  if (onProductPage && !conflict) return { status: 'live', reason: null, issues };
  // Stored as the seller's contribution, while the product page keeps the catalog's (brand owner's) title.
  return { status: 'accepted', reason: conflict ? 'catalog_owner' : null, issues };
}
