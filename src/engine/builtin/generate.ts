import { unsupportedClaims } from '../../listing/claims.js';
import { utf8ByteLength } from '../../listing/counting.js';
import { packBackendTerms } from '../../listing/fix/backend.js';
import { asList, type GeneratedListing, type Insights, type Section } from '../contract.js';
import type { EngineContext, GenerationRequest } from '../engine.js';
import { analyzeListing, type ListingAnalysis } from './analysis.js';
import { searchTerms, sourceTokens, writeBackend } from './backend.js';
import { foldable, writeBullets } from './bullets.js';
import { Connectives } from './compose.js';
import { ListingMaterial } from './material.js';
import { writeDescription } from './description.js';
import { sentencePool } from './sentences.js';
import { isBannedSentence, removeBannedPhrases } from './clean.js';
import { writeTitles } from './title.js';
import { coveredBy, normWords } from './wording.js';

/*
 * generate(): title, bullets, description and search terms from the analysis of the seller's
 * input. The insights in the request (possibly edited by the seller, possibly from an LLM) only
 * contribute short usage, audience and benefit phrases, and only when they state nothing the
 * input lacks.
 */

function abortIfNeeded(context: EngineContext | undefined): void {
  if (context?.signal?.aborted) {
    const reason: unknown = context.signal.reason;
    throw reason instanceof Error ? reason : new Error('Generation aborted');
  }
}

/** Insight phrases safe to reuse: short, not an estimate, and with no number or claim the input lacks. */
function safePhrases(values: string | string[] | undefined, source: string, limit: number): string[] {
  const out: string[] = [];
  for (const item of asList(values)) {
    const text = item.replace(/[.!?]+$/, '').trim();
    const words = text.split(/\s+/).length;
    if (words < 1 || words > 8 || /estimate/i.test(text) || /[:;()]/.test(text)) continue;
    if (unsupportedClaims({ title: text, bullets: [] }, source).length > 0) continue;
    out.push(text.charAt(0).toLowerCase() + text.slice(1));
    if (out.length >= limit) break;
  }
  return out;
}

function extrasFrom(insights: Insights, a: ListingAnalysis) {
  const fresh = (list: string[], known: readonly string[]) =>
    list.filter((x) => !known.some((k) => k.toLowerCase() === x.toLowerCase()) && !/^everyday use as/i.test(x));
  return {
    usages: fresh(safePhrases(insights.usage, a.source, 3), a.usages),
    audiences: fresh(safePhrases(insights.target_audience, a.source, 2), a.audiences),
  };
}

/**
 * Keywords the bullets must carry: every bullet keyword, and any keyword whose words the title
 * lacks and search terms cannot hold (subjective words, or no bytes left).
 */
function bulletDuty(a: ListingAnalysis, title: string, maxBytes: number): string[] {
  const duty = [...a.keywords.bullet];
  const titleWords = new Set(normWords(title));
  const others = [a.keywords.main, ...a.keywords.secondary].filter((k) => k && !coveredBy(k, titleWords));
  const packed = packBackendTerms(searchTerms(others, sourceTokens(a.source)), { title, maxBytes });
  const backendWords = new Set(normWords(packed));
  for (const k of others) {
    const union = new Set([...titleWords, ...backendWords]);
    if (!coveredBy(k, union)) duty.push(k);
  }
  return duty;
}

/**
 * Last safety net: a banned phrase assembled across pieces (a frame next to a seller phrase) is
 * deleted. Composition already avoids them, so this almost never changes anything.
 */
function finalCheck(text: string): string {
  if (!isBannedSentence(text)) return text;
  return removeBannedPhrases(text).replace(/\s+([,.;:])/g, '$1').replace(/([,;:])\s*([,.;:])/g, '$2');
}

/** `analysis` may be passed when the caller already has it for this exact input. */
export function generateListing(request: GenerationRequest, context?: EngineContext, analysis?: ListingAnalysis): GeneratedListing {
  const { limits, profile, insights } = request;
  const report = (section: Section) => context?.onSection?.(section);
  abortIfNeeded(context);
  const a = analysis ?? analyzeListing(request.input);
  const extras = extrasFrom(insights, a);

  const titles = writeTitles(a, limits, profile.title.maxWordRepeats);
  const title = titles[0] ?? '';
  report('title');
  abortIfNeeded(context);

  const pool = sentencePool(a, extras);
  const mustCover = bulletDuty(a, title, Math.min(limits.backend.target[1], limits.backend.maxBytes));
  const listingMaterial = new ListingMaterial(a, extras, mustCover, foldable);
  const connectives = new Connectives(request.input.title, listingMaterial.product);
  const { bullets, drafts } = writeBullets({ a, limits, mustCover, pool, connectives, material: listingMaterial });
  report('bullets');
  abortIfNeeded(context);

  const thin = a.bullets.reduce((n, b) => n + b.sentences.join(' ').length, 0) < 700;
  const description = writeDescription({ a, limits, extras, connectives, material: listingMaterial, drafts, thin });
  report('description');
  abortIfNeeded(context);

  let backend = writeBackend({ a, limits, title, otherTitles: titles.slice(1), bullets });
  if (utf8ByteLength(backend) > limits.backend.maxBytes) backend = '';
  report('keywords');
  return {
    optimized_titles: titles.map(finalCheck),
    optimized_bullet_points: bullets.map(finalCheck),
    product_description: finalCheck(description),
    backend_search_terms: backend,
  };
}
