import { REQUIRED_BULLETS, type OptimizerInput } from './types';

export const ANALYZE_HINT = 'Please fill in the title, main keyword, and at least 5 bullet points to continue.';
export const ANALYZED_LABEL = 'Insights Extracted & Prompts Ready';

/** SPEC §5: Analyze is enabled only when the title, the main keyword and the first 5 bullets are non-empty. */
export function canAnalyze(input: OptimizerInput): boolean {
  if (!input.title.trim() || !input.titleMainKeyword.trim()) return false;
  const firstFive = input.bulletPoints.slice(0, REQUIRED_BULLETS);
  return firstFive.length === REQUIRED_BULLETS && firstFive.every((bullet) => bullet.trim().length > 0);
}
