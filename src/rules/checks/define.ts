import type { Finding, ListingField, Severity } from '../types.js';
import type { AuditContext, FieldRef } from './context.js';

/** Which part of the score a rule's findings lower. */
export type RuleCategory = 'length' | 'compliance' | 'structure' | 'keywords' | 'substance';

/** The field a rule is about; `any` rules check every text field. */
export type RuleField = ListingField | 'keywords' | 'any';

/** One text the audit checks: the title, a bullet, the description, the search terms or the highlights. */
export interface TextTarget {
  ref: FieldRef;
  text: string;
  /** Only whitespace. Most rules skip blank texts; the one that reports them says `blank: true`. */
  blank: boolean;
}

/** Reports a finding of the calling rule; the audit adds the rule's id. */
export type Report = (finding: Omit<Finding, 'rule'>) => void;

/** What the registry and the score read about a rule. */
export interface RuleDefinition<Id extends string = string> {
  id: Id;
  field: RuleField;
  category: RuleCategory;
  /** The most severe level the rule reports. */
  severity: Severity;
  /** When each severity is used, and why that level. */
  severities: string;
  /**
   * fix() removes every error-level finding of this rule. fix() works on whole fields (trimming,
   * repacking search terms), not rule by rule, so this is a promise the fix tests hold it to.
   */
  autoFix: boolean;
}

/**
 * When the audit calls a rule:
 * - `text`: once for each text of its field (each bullet), `any` rules for every text;
 * - `field`: once for its field, before the field's texts (the bullet count);
 * - `listing`: once per audit, after every field (keywords, substance);
 * - `elsewhere`: never; another function reports it (unsupportedClaims).
 */
export type RuleCheck =
  | { scope: 'text'; blank?: boolean; check: (target: TextTarget, ctx: AuditContext, report: Report) => void }
  | { scope: 'field' | 'listing'; check: (ctx: AuditContext, report: Report) => void }
  | { scope: 'elsewhere' };

export type RuleModule<Id extends string = string> = RuleDefinition<Id> & RuleCheck;

/** Keeps the id a literal type, so the registry can derive `RuleId` from its modules. */
export function defineRule<const Id extends string>(rule: RuleModule<Id>): RuleModule<Id> {
  return rule;
}
