import type { BankKeyword } from './keyword-bank/bank-keyword.js';
import type { RuleId } from './checks/registry.js';

/** The listing fields the rules engine knows about; `highlights` only exists under newer policies. */
export type ListingField = 'title' | 'bullets' | 'description' | 'backend' | 'highlights';

export interface Listing {
  title: string;
  bullets: string[];
  description?: string;
  /** Backend search terms (`generic_keywords`), one space-separated string. */
  backend?: string;
  /** Item highlights (`title_differentiation`), accepted only next to short titles. */
  highlights?: string;
  /** Lets the brand keep characters titles otherwise forbid, and keeps it out of backend terms. */
  brand?: string;
}

export interface Keywords {
  main: string;
  secondary: string[];
  bullet: string[];
  /** The seller's keyword bank, when one is chosen: volumes and priorities from research exports. */
  bank?: BankKeyword[];
}

export type Severity = 'error' | 'warning' | 'info';

export interface Finding {
  /** A registered rule (checks/registry.ts). */
  rule: RuleId;
  severity: Severity;
  field: ListingField | 'keywords';
  /** Which bullet, for bullet findings. */
  index?: number;
  /** Code-unit offsets (JS string indexes) into the field's text, for highlighting. */
  start?: number;
  end?: number;
  message: string;
  /** Replacement for the span [start, end) when a deterministic fix exists ('' deletes it). */
  fix?: string;
}

/** An inclusive [min, max] range. */
export type Range = readonly [min: number, max: number];
