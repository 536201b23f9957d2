import type { GenerateResult as GenerateAnswer } from '../../contract/index';

export type { DraftAnswer, DraftForm, Insights, OptimizerInput, Prompts, Section, Stage3 } from '../../contract/index';
import type { OptimizerInput } from '../../contract/index';

export const REQUIRED_BULLETS = 5;
export const MAX_BULLETS = 6;

export const emptyInput = (): OptimizerInput => ({
  title: '',
  bulletPoints: Array.from({ length: REQUIRED_BULLETS }, () => ''),
  titleMainKeyword: '',
  titleSecondaryKeywords: '',
  bulletKeywords: '',
  description: '',
});

/**
 * A listing as the optimizer holds it: POST /api/generate's answer, or the latest listing rebuilt
 * from the server's draft (which carries no audit). SPEC §8 also has the page say so when an
 * answer lacks its listing, so every field may be missing.
 */
export type GenerateResult = Partial<GenerateAnswer>;
