import { Lightbulb } from 'lucide-react';
import { materialGuidance, type Guidance } from '../../rules/guidance';
import { resolveLimits } from '../../rules/limits';
import { isMarketplace } from '../../rules/marketplaces';
import type { PolicyProfile } from '../../rules/profiles';
import type { ListingContent } from './content';

/**
 * Thin-material guidance beside the field it concerns: the writer never pads a field to its
 * length target, so it says what kind of fact from the seller would fill it instead.
 */
export function GuidanceNote({ items }: { items: readonly Guidance[] }) {
  if (items.length === 0) return null;
  return (
    <div className="mt-2 space-y-1" data-testid="guidance">
      {items.map((item) => (
        <p key={item.message} className="flex items-start gap-2 rounded-md bg-amber-50 px-2.5 py-1.5 text-xs leading-5 text-amber-900 ring-1 ring-amber-200">
          <Lightbulb aria-hidden className="mt-0.5 size-3.5 shrink-0" />
          <span>{item.message}</span>
        </p>
      ))}
    </div>
  );
}

/** The guidance for one field (and one bullet). */
export const guidanceFor = (guidance: readonly Guidance[], field: Guidance['field'], index?: number) =>
  guidance.filter((g) => g.field === field && (index === undefined || g.index === index));

/**
 * The guidance for a listing as shown: the same pure rules function the server runs after a
 * generation, so it matches the response for the generated text and follows the seller's edits.
 */
export function contentGuidance(content: ListingContent, profile: PolicyProfile, marketplace?: string | null): Guidance[] {
  const limits = resolveLimits(profile, marketplace && isMarketplace(marketplace) ? { marketplace } : {});
  return materialGuidance({ title: content.title, bullets: content.bullets, description: content.description, backend: content.backend }, limits);
}
