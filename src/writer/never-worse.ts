import { fix, lowerPlainWords, lowerWords, type Keywords, type Listing, type ListingContext, type PolicyProfile, unclosedBrackets } from '../rules/index.js';
import { filledBullets, type GeneratedListing, type OptimizerInput } from '../contract/optimizer.js';
import { auditReading, type AuditReading } from './audit-once.js';
import { keepWhatShrank, sellerSearchTerms } from './never-smaller.js';

/*
 * Issue 23: the writer never returns an output its own score rates below the input. Field by
 * field, the rewrite is compared with the seller's own text for that field (run through the rules'
 * safe fixes, so it is still fixed for the rules), in the same listing and under the same score the
 * seller sees; where the seller's text scores higher, it is kept and a change note says why.
 */

export interface ScoreContext {
  input: OptimizerInput;
  keywords: Keywords;
  profile: PolicyProfile;
  /** The audit's context: marketplace and the seller's text as the source. */
  where: ListingContext;
  /**
   * The seller's bullets (0-based) the writer took a sentence out of, with a change note (a policy
   * line, a sentence with no product fact): never put back whole to make up the count.
   */
  removedBullets?: ReadonlySet<number>;
  /** The sentences the writer removed from each seller bullet with a change note (removedLinesIn). */
  removedLines?: ReadonlyMap<number, readonly string[]>;
}

/**
 * The rewrite's notes that still hold once the guard settled the fields: when the seller's bullets
 * (or title) came back, a note on a header the rewrite replaced or a bullet it joined describes
 * text the seller no longer gets, so it goes. A sentence removed or left out stays so
 * (withoutRemovedLines), and its note with it.
 */
export function notesThatHold(changes: readonly string[], guard: readonly string[]): string[] {
  const whole = guard.some((note) => note.startsWith('Your own title, bullets and description kept'));
  const bullets = whole || guard.some((note) => note.startsWith('Bullets: your own bullets kept'));
  const title = whole || guard.some((note) => note.startsWith('Title: your own title kept'));
  return changes.filter((note) => {
    if (bullets && /^Bullet \d+: /u.test(note) && !/^Bullet \d+: (?:removed|left out) "/u.test(note)) return false;
    if (title && /^Title option \d+: /u.test(note)) return false;
    return true;
  });
}

/** The sentences the change notes say the writer removed or left out of each seller bullet (0-based), as quoted. */
export function removedLinesIn(changes: readonly string[]): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const note of changes) {
    const match = /^Bullet (\d+): (?:removed|left out) "(.+?)"(?:[.:]|$)/u.exec(note);
    if (!match) continue;
    const index = Number(match[1]) - 1;
    out.set(index, [...(out.get(index) ?? []), match[2]!]);
  }
  return out;
}

/**
 * The seller's bullet without the sentences the writer removed with a note (`Collect them all`):
 * their bullets kept for a higher score must not bring back what the change list says went. A
 * bullet left with no word goes; a quote the bullet does not hold as written leaves it as it is.
 */
export function withoutRemovedLines(bullets: readonly string[], removed: ReadonlyMap<number, readonly string[]> | undefined): string[] {
  if (!removed || removed.size === 0) return [...bullets];
  // (By what they say, not where they stand: the safe fixes may have dropped a whole bullet before
  // this one, `contact us at …`, and moved the rest up.)
  const lines = [...removed.values()].flat();
  return bullets.flatMap((bullet) => {
    let text = bullet;
    for (const line of lines) {
      if (lowerPlainWords(text).join(' ') === lowerPlainWords(line).join(' ')) return [];
      text = text.replace(line, ' ');
    }
    text = text.replace(/\s{2,}/gu, ' ').trim();
    // (`(Each sold separately. Subject to availability.)` without its last sentence keeps its bracket closed.)
    const open = unclosedBrackets(text);
    if (open > 0) text = `${text}${')'.repeat(open)}`;
    // (`From the brand: Amscan` without `Amscan` is a label with nothing after it; so is `MasterPieces -`.)
    return /\p{L}/u.test(text) && !/^[^.!?]{0,60}(?::|\s[-–—])$/u.test(text) ? [text] : [];
  });
}

/** The seller's bullets the writer's change notes say it removed or left out a sentence of (`Bullet 5: removed "…"`, `Bullet 1: left out "…"`). */
export function removedBulletsIn(changes: readonly string[]): Set<number> {
  return new Set(changes.flatMap((note) => {
    const match = /^Bullet (\d+): (?:removed|left out) "/u.exec(note);
    return match ? [Number(match[1]) - 1] : [];
  }));
}

type Field = 'title' | 'bullets' | 'description' | 'backend';

const FIELD_NAME: Record<Field, string> = { title: 'title', bullets: 'bullets', description: 'description', backend: 'search terms' };

const asListing = (o: GeneratedListing): Listing => ({
  title: o.optimized_titles[0] ?? '',
  bullets: o.optimized_bullet_points,
  description: o.product_description,
  backend: o.backend_search_terms,
});

/** The seller's listing as they gave it: title, bullets, and their description and search terms when they gave them. */
export function sellerListing(input: OptimizerInput): Listing {
  const description = input.description?.trim();
  const backend = input.searchTerms?.replace(/\s+/gu, ' ').trim();
  return { title: input.title.trim(), bullets: filledBullets(input), ...(description ? { description } : {}), ...(backend ? { backend } : {}) };
}

/** Nothing scores lower than the seller's own text (issue 23), and then nothing comes back smaller (issue 25). */
export function keepBetterFields(written: GeneratedListing, ctx: ScoreContext): { output: GeneratedListing; changes: string[] } {
  const better = keepHigherScored(written, ctx);
  const whole = keepWhatShrank(better.output, ctx);
  return { output: whole.output, changes: [...better.changes, ...whole.changes] };
}

function keepHigherScored(output: GeneratedListing, ctx: ScoreContext): { output: GeneratedListing; changes: string[] } {
  // The same listing is judged again and again below (the current one against each field's
  // candidate, errors and score apart): each is audited once. It was a fifth of the writer's time.
  // (And the very listing asked again, its errors then its score, is looked up without writing its key.)
  const judged = new Map<string, AuditReading>();
  const asked = new WeakMap<Listing, AuditReading>();
  const judge = (l: Listing) => {
    const known = asked.get(l);
    if (known) return known;
    const key = JSON.stringify([l.title, l.bullets, l.description ?? null, l.backend ?? null, l.highlights ?? null, l.brand ?? null]);
    let result = judged.get(key);
    if (!result) judged.set(key, (result = auditReading(l, ctx.keywords, ctx.profile, ctx.where)));
    asked.set(l, result);
    return result;
  };
  const errors = (l: Listing) => judge(l).findings.filter((f) => f.severity === 'error').length;
  const score = (l: Listing) => judge(l).score;
  const own = fix({ ...sellerListing(ctx.input), description: ctx.input.description?.trim() ?? '', backend: '' }, ctx.keywords, ctx.profile, ctx.where);
  // The seller's search terms as they wrote them: fixing would drop their title words, shrinking them.
  const ownTerms = sellerSearchTerms(ctx);
  // The seller's title competes only as they wrote it. When the safe fixes must cut it to length or
  // take a repeated word out of it (`Air Hockey Table with 110V Motor and Includes`, `Smooth
  // Control`), what is left is no longer their title: it drops their counts and breaks their
  // phrases, so a title option is held to the title as written, errors and all.
  const ownTitle = sameWordsAs(own.title, ctx.input.title) ? own.title : ctx.input.title.replace(/\s+/gu, ' ').trim();
  // So do the bullets when the fixes cut one to length (`… computers, laptops, apple`): a bullet
  // cut off inside its list is no longer the seller's, and must not win over a whole rewrite.
  const seller = sellerListing(ctx.input);
  const written = seller.bullets;
  // (Against any of their bullets: a bullet the fixes removed, `contact us at …`, moves the rest up.)
  const theirWords = written.map(lowerPlainWords);
  const cutByFix = own.bullets.some((bullet) => {
    const kept = lowerPlainWords(bullet);
    // (One that is a bullet of theirs whole is no cut, though another of theirs may start the same way.)
    const whole = theirWords.some((theirs) => theirs.join(' ') === kept.join(' '));
    return kept.length > 0 && !whole && theirWords.some((theirs) => kept.length < theirs.length && kept.join(' ') === theirs.slice(0, kept.length).join(' '));
  });
  const ownBullets = withoutRemovedLines(cutByFix ? written : own.bullets, ctx.removedLines);
  const ownField: Record<Field, Partial<Listing>> = {
    title: { title: ownTitle },
    bullets: { bullets: ownBullets },
    description: { description: own.description ?? '' },
    backend: { backend: ownTerms },
  };
  const changes: string[] = [];
  let current = asListing(output);
  let titles = output.optimized_titles;

  const yours = (field: Field) => (field === 'backend' ? (ownTerms ? 'your own search terms' : 'no search terms') : field === 'description' && !ctx.input.description?.trim() ? 'no description' : `your own ${FIELD_NAME[field]}`);
  for (const field of ['description', 'backend', 'title', 'bullets'] as const) {
    const candidate = { ...current, ...ownField[field] };
    // The seller's text never brings back an error the rewrite was rid of: the guarantee holds.
    if (errors(candidate) > errors(current)) continue;
    const mine = score(current);
    const theirs = score(candidate);
    if (theirs <= mine) continue;
    if (field === 'title') {
      // Title options that score no lower than the seller's title in the same listing stay, in their order.
      const kept = titles.filter((t) => score({ ...current, title: t }) >= theirs);
      titles = kept.length > 0 ? kept : [ownTitle];
      current = { ...current, title: titles[0]! };
      const dropped = output.optimized_titles.length - kept.length;
      changes.push(
        kept.length > 0
          ? `Title: ${dropped === 1 ? 'one title option' : `${dropped} title options`} removed: they scored lower in your listing than your own title (${mine} against ${theirs})`
          : `Title: your own title kept: the rewritten titles scored lower in your listing (${mine} against ${theirs})`,
      );
      continue;
    }
    current = candidate;
    changes.push(`${capital(FIELD_NAME[field])}: ${yours(field)} kept: the rewritten ${FIELD_NAME[field]} scored lower in your listing (${mine} against ${theirs})`);
  }
  // Fields can weigh on each other (keywords, repeats); the listing as a whole is held to the input too.
  const original = score(seller);
  const whole = { ...own, title: ownTitle, bullets: ownBullets, backend: current.backend ?? '' };
  if (score(current) < original && errors(whole) <= errors(current) && score(whole) > score(current)) {
    changes.push(`Your own title, bullets and description kept: the rewrite scored below your listing (${score(current)} against ${original})`);
    current = whole;
    titles = [ownTitle];
  }
  if (changes.length === 0) return { output, changes };
  const backend = current.backend === ownTerms ? (current.backend ?? '') : withoutNewlyShown(current.backend ?? '', output, { titles, bullets: current.bullets }, ctx.keywords);
  return {
    output: {
      optimized_titles: titles,
      optimized_bullet_points: current.bullets,
      product_description: current.description ?? '',
      backend_search_terms: backend,
    },
    changes,
  };
}

/**
 * The rewrite's search terms hold only words its title and bullets did not show. When the seller's
 * title or bullets come back instead, a word they show is a repeat there (RULES: no words already in
 * the title or bullets), so it goes; a word of the seller's keywords stays, as its phrase was placed
 * there whole (decision 0035).
 */
function withoutNewlyShown(backend: string, written: GeneratedListing, kept: { titles: readonly string[]; bullets: readonly string[] }, keywords: Keywords): string {
  const shownBefore = new Set(lowerWords([...written.optimized_titles, ...written.optimized_bullet_points].join('\n')));
  const shownNow = new Set(lowerWords([...kept.titles, ...kept.bullets].join('\n')));
  const asked = new Set(lowerWords([keywords.main, ...keywords.secondary, ...keywords.bullet, ...(keywords.bank ?? []).filter((k) => k.priority === 'must-have').map((k) => k.phrase)].join('\n')));
  return backend
    .split(/\s+/u)
    .filter((word) => word !== '' && !(shownNow.has(word) && !shownBefore.has(word) && !asked.has(word)))
    .join(' ');
}

/** The same words in the same order, whatever the case and symbols (`®` taken out is no change of words). */
const sameWordsAs = (a: string, b: string) => lowerPlainWords(a).join(' ') === lowerPlainWords(b).join(' ');

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
