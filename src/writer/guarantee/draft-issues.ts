import type { GeneratedListing } from '../../contract/optimizer.js';

/* A draft's fields, its problems and how they are named: shared by the checks and the final pass. */

export type DraftField = 'title' | 'bullets' | 'description' | 'backend';

export type IssueKind = 'number' | 'material' | 'colour' | 'certification' | 'claim' | 'meta' | 'markup' | 'repetition';

/** One thing in a draft that is not the seller's (or is not listing copy at all). */
export interface DraftIssue {
  field: DraftField;
  /** The title option or the bullet, 0-based. */
  index?: number;
  /** Code-unit offsets into that field's text. */
  start: number;
  end: number;
  kind: IssueKind;
  /** The draft's words. */
  text: string;
  /** What the model is told in the repair request. */
  instruction: string;
  /** Why it was removed, for the seller: "the material "bamboo" is not in your listing". */
  reason: string;
}

export interface DraftText {
  field: DraftField;
  index?: number;
  text: string;
}

/** Every text of a draft, each title option on its own. */
export function draftTexts(draft: GeneratedListing): DraftText[] {
  return [
    ...draft.optimized_titles.map((text, index) => ({ field: 'title' as const, index, text })),
    ...draft.optimized_bullet_points.map((text, index) => ({ field: 'bullets' as const, index, text })),
    { field: 'description', text: draft.product_description },
    { field: 'backend', text: draft.backend_search_terms },
  ];
}

/** How the repair prompt names a place in the draft. */
export function placeName(field: DraftField, index?: number): string {
  switch (field) {
    case 'title':
      return `Title ${(index ?? 0) + 1}`;
    case 'bullets':
      return `Bullet ${(index ?? 0) + 1}`;
    case 'description':
      return 'Description';
    case 'backend':
      return 'Search terms';
  }
}

