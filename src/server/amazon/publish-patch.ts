import type { ListingsItemPatchRequest } from '@sp-api-sdk/listings-items-api-2021-08-01';
import { TITLE_SEPARATOR } from '../../contract/listings.js';
import type { AmazonIssue, PublishField, PublishPatch } from '../../contract/amazon.js';
import type { ListingRow } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { ATTRIBUTE_OF, FIELD_OF_ATTRIBUTE } from './listing-attributes.js';

/**
 * What a publish sends: exactly the ticked fields, each with content. The anchor's rules
 * (Helium 10's Listing Builder sync) hold here: the title must be among them, no empty field is
 * ever sent (an empty value would erase the field on Amazon), and bullets go as one attribute.
 */
export function publishPatch(listing: ListingRow, fields: readonly PublishField[]): PublishPatch {
  if (!fields.includes('title')) throw new AppError('BAD_REQUEST', 'Tick the title: Amazon listings are published with their title.');
  const patch: PublishPatch = {};
  const empty: string[] = [];
  for (const field of fields) {
    if (field === 'title') {
      const title = (listing.generated_title.split(TITLE_SEPARATOR)[0] ?? '').trim();
      if (title) patch.title = title;
      else empty.push('title');
    } else if (field === 'bullets') {
      const bullets = listing.generated_bullets.map((b) => b.trim()).filter(Boolean);
      if (bullets.length) patch.bullets = bullets;
      else empty.push('bullet points');
    } else if (field === 'description') {
      const description = listing.generated_description.trim();
      if (description) patch.description = description;
      else empty.push('description');
    } else {
      const keywords = listing.generated_keywords.join(' ').trim();
      if (keywords) patch.keywords = keywords;
      else empty.push('search terms');
    }
  }
  if (empty.length) {
    throw new AppError('BAD_REQUEST', `Nothing to publish for the ${empty.join(' and ')}: untick ${empty.length > 1 ? 'them' : 'it'} or write ${empty.length > 1 ? 'them' : 'it'} first. An empty field is never sent, since it would erase Amazon's.`);
  }
  return patch;
}

/** The patch in Amazon's shape: one `replace` per attribute, values tagged with language and marketplace. */
export function patchRequest(patch: PublishPatch, productType: string, marketplaceId: string, language: string): ListingsItemPatchRequest {
  const tagged = (value: string) => ({ value, language_tag: language, marketplace_id: marketplaceId });
  const patches: ListingsItemPatchRequest['patches'] = [];
  if (patch.title !== undefined) patches.push({ op: 'replace', path: `/attributes/${ATTRIBUTE_OF.title}`, value: [tagged(patch.title)] });
  if (patch.bullets !== undefined) patches.push({ op: 'replace', path: `/attributes/${ATTRIBUTE_OF.bullets}`, value: patch.bullets.map(tagged) });
  if (patch.description !== undefined) patches.push({ op: 'replace', path: `/attributes/${ATTRIBUTE_OF.description}`, value: [tagged(patch.description)] });
  if (patch.keywords !== undefined) patches.push({ op: 'replace', path: `/attributes/${ATTRIBUTE_OF.keywords}`, value: [tagged(patch.keywords)] });
  return { productType, patches };
}

/** Amazon's issue with the listing field it names, when it names one of ours. */
export function sellerIssue(issue: { code: string; message: string; severity: string; attributeNames?: string[] }, standing = false): AmazonIssue {
  const attributeNames = issue.attributeNames ?? [];
  const field = attributeNames.map((name) => FIELD_OF_ATTRIBUTE[name]).find(Boolean) ?? null;
  const severity = issue.severity === 'ERROR' || issue.severity === 'WARNING' ? issue.severity : 'INFO';
  return { code: issue.code, message: issue.message, severity, attributeNames, field, standing };
}
