import type { WritingEngine } from '../../writer/engine.js';
import type { WriterSettings } from '../../writer/settings.js';
import { createRatedEngine } from '../optimizer/rated-engine.js';
import type { AiRate } from '../queue/ai-rate.js';

/** The writing engine of bulk rows: behind AI_RPM like the optimizer's, after any seller waiting on a page. */
export function createBulkEngine(ai: WriterSettings, aiRate: AiRate): Promise<WritingEngine> {
  return createRatedEngine(ai, aiRate, 'bulk');
}
