import { codePointLength, utf8ByteLength } from './counting.js';
import { resolveLimits, type ListingContext } from './limits.js';
import type { PolicyProfile } from './profiles.js';
import type { ListingField } from './types.js';

export type GuideState = 'ok' | 'yellow' | 'red';
export type GuideUnit = 'chars' | 'bytes';

export interface Guide {
  state: GuideState;
  count: number;
  limit: number;
  unit: GuideUnit;
  /** What the UI shows next to the field, e.g. `312 / 500`. */
  label: string;
}

export interface GuideOptions extends ListingContext {
  /**
   * SPEC §5: search terms are counted in bytes in the generated-output view and in characters in
   * the dashboard view. Bytes by default, because bytes are what Amazon enforces.
   */
  backendUnit?: GuideUnit;
}

/**
 * The character guide of SPEC §5 for one field (one bullet for `bullets`). Display only: it
 * colours, it never blocks.
 */
export function guide(field: ListingField, text: string, profile: PolicyProfile, options: GuideOptions = {}): Guide {
  const limits = resolveLimits(profile, options);
  const chars = codePointLength(text);
  const make = (state: GuideState, count: number, limit: number, unit: GuideUnit = 'chars'): Guide => ({
    state,
    count,
    limit,
    unit,
    label: `${count} / ${limit}`,
  });
  switch (field) {
    case 'title':
      return make(chars > limits.title.max ? 'red' : 'ok', chars, limits.title.max);
    case 'bullets': {
      const { redBelow, yellowFrom, redAbove } = limits.bullets.guide;
      const state = chars < redBelow || chars > redAbove ? 'red' : chars >= yellowFrom ? 'yellow' : 'ok';
      return make(state, chars, redAbove);
    }
    case 'description':
      return make(chars > limits.description.max ? 'red' : 'ok', chars, limits.description.max);
    case 'highlights': {
      const max = limits.highlights?.max ?? profile.highlights?.max ?? 0;
      return make(chars > max ? 'red' : 'ok', chars, max);
    }
    case 'backend': {
      const unit = options.backendUnit ?? 'bytes';
      const count = unit === 'bytes' ? utf8ByteLength(text) : chars;
      return make(count > limits.backend.maxBytes ? 'red' : 'ok', count, limits.backend.maxBytes, unit);
    }
  }
}
