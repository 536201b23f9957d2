import type { LanguageModel } from 'ai';
import type { z } from 'zod';
import { filledBullets, keywordsOf, type GeneratedListing, type OptimizerInput, type Section } from '../../contract/optimizer.js';
import type { EngineContext, GenerationRequest, WritingEngine } from '../engine.js';
import { effectiveBank } from '../../rules/index.js';
import { bankSheet } from '../prompts/bank-sheet.js';
import { factSheet } from '../prompts/facts.js';
import { callForObject, type CallPolicy } from './calls.js';
import type { LlmSettings } from '../settings.js';
import { createLanguageModel } from './provider.js';
import { bulletsAnswer, descriptionAnswer, keywordsAnswer, llmInsightsSchema, titlesAnswer } from './schemas.js';

/**
 * Every generation and repair call carries this. It names what models invent (sizes, materials,
 * certifications, rankings) and how they leak the conversation into the copy, because the
 * grounding check removes exactly those afterwards and a removed sentence is a lost sentence.
 */
const SYSTEM = `You are Listcraft, an Amazon listing copywriter who edits the seller's own listing.
Write only from the seller's listing and the seller's facts given under the instructions. The insights are for emphasis and audience; they are not a source of facts.
Never add anything the seller did not write: no new or converted numbers, sizes, quantities, capacities, weights, dimensions, materials, colours, certifications (FDA, CE, UL, BPA-free, ISO, organic), awards, rankings ("best seller", "#1", "top rated"), health, germ-killing or eco claims, guarantees, compatibility or box contents.
Copy every number with its unit exactly as the seller wrote it (1.5-Litre stays 1.5-Litre, 8" stays 8"), and keep brand and product names whole, with nothing inserted inside them.
Follow the instructions' length targets with the seller's facts; never go over a maximum, and when the facts run out, write less rather than add a sentence that states no fact.
Never write promotional or time-sensitive phrases, prices, contact details, HTML, markdown, emojis or the same keyword over and over.
Every string you return is published as it is: never write about yourself or the task (no "Sure", "Certainly", "Here is your title:", "As an AI", apologies, notes, labels or character counts).
Answer only with JSON matching the requested schema.`;

const INSIGHTS_SYSTEM = `You analyse Amazon product listings for sellers.
Work only from the seller's text; where you infer something (the buyer persona, the audience), keep it plausible and modest.
Answer only with JSON matching the requested schema.`;

/** What every section prompt carries below the seller's instructions: the facts, and the keyword bank when there is one. */
function materialOf(request: GenerationRequest): string {
  const bank = bankSheet(effectiveBank(request.keywords));
  return `\n\n${factSheet(request.input, request.insights)}${bank ? `\n\n${bank}` : ''}`;
}

function listingText(input: OptimizerInput) {
  const keywords = keywordsOf(input);
  return [
    `Title: ${input.title.trim()}`,
    'Bullet points:',
    ...filledBullets(input).map((b, i) => `${i + 1}. ${b}`),
    `Main keyword: ${keywords.main}`,
    `Secondary keywords: ${keywords.secondary.join(', ') || '(none)'}`,
    `Bullet keywords: ${keywords.bullet.join(', ') || '(none)'}`,
  ].join('\n');
}

interface SectionSpec<T> {
  schema: z.ZodType<T>;
  name: string;
  prompt: (request: GenerationRequest) => string;
  apply: (draft: GeneratedListing, answer: T) => GeneratedListing;
}

/** Each section is its own call; the seller's edited prompt is the instruction, the listing the material. */
const SECTION_SPECS: { [S in Section]: SectionSpec<unknown> } = {
  title: {
    schema: titlesAnswer,
    name: 'titles',
    prompt: (r) => `${r.prompts.titlePrompt}\n\nReturn 3 titles in "titles".`,
    apply: (d, a) => ({ ...d, optimized_titles: (a as z.infer<typeof titlesAnswer>).titles }),
  },
  bullets: {
    schema: bulletsAnswer,
    name: 'bullets',
    prompt: (r) => `${r.prompts.bulletPrompt}\n\nReturn ${Math.max(5, filledBullets(r.input).length)} bullet points in "bullets".`,
    apply: (d, a) => ({ ...d, optimized_bullet_points: (a as z.infer<typeof bulletsAnswer>).bullets }),
  },
  description: {
    schema: descriptionAnswer,
    name: 'description',
    prompt: (r) => `${r.prompts.descriptionPrompt}\n\nReturn the description in "description".`,
    apply: (d, a) => ({ ...d, product_description: (a as z.infer<typeof descriptionAnswer>).description }),
  },
  keywords: {
    schema: keywordsAnswer,
    name: 'search_terms',
    prompt: (r) => `${r.prompts.keywordPrompt}\n\nReturn one space-separated string in "search_terms".`,
    apply: (d, a) => ({ ...d, backend_search_terms: (a as z.infer<typeof keywordsAnswer>).search_terms }),
  },
};

const EMPTY: GeneratedListing = { optimized_titles: [], optimized_bullet_points: [], product_description: '', backend_search_terms: '' };

export interface LlmEngineOptions {
  settings: LlmSettings;
  /** Retry tuning; tests shorten the delays. */
  attempts?: number;
  baseDelayMs?: number;
  /** A prepared model (tests); otherwise built from the settings. */
  model?: LanguageModel;
}

export async function createLlmEngine(options: LlmEngineOptions): Promise<WritingEngine> {
  const { settings } = options;
  const model = options.model ?? (await createLanguageModel(settings));
  const policy: CallPolicy = { timeoutMs: settings.timeoutMs, attempts: options.attempts ?? 3, baseDelayMs: options.baseDelayMs ?? 1000 };
  const call = <T>(schema: z.ZodType<T>, name: string, system: string, prompt: string, context?: EngineContext) =>
    callForObject({ model, schema, name, system, prompt, policy, signal: context?.signal, apiKey: settings.apiKey });

  const runSections = async (
    request: GenerationRequest,
    sections: Section[],
    base: GeneratedListing,
    promptFor: (section: Section) => string,
    context?: EngineContext,
  ) => {
    // The sections are independent, so they run at the same time: generation takes as long as the slowest.
    const answers = await Promise.all(
      sections.map(async (section) => {
        const spec = SECTION_SPECS[section];
        const answer = await call(spec.schema, spec.name, SYSTEM, promptFor(section), context);
        context?.onSection?.(section);
        return [section, answer] as const;
      }),
    );
    return answers.reduce((draft, [section, answer]) => SECTION_SPECS[section].apply(draft, answer), base);
  };

  return {
    id: `${settings.provider}:${settings.model}`,

    async extractInsights(input, context) {
      const prompt = `Analyse this Amazon listing and describe the product, its features, benefits, uses, audience and a likely buyer persona.\n\n${listingText(input)}`;
      const insights = await call(llmInsightsSchema, 'insights', INSIGHTS_SYSTEM, prompt, context);
      return { ...insights, persona_is_estimate: true };
    },

    async generate(request, context) {
      const material = materialOf(request);
      return runSections(request, ['title', 'bullets', 'description', 'keywords'], EMPTY, (s) => SECTION_SPECS[s].prompt(request) + material, context);
    },

    async repair(request, draft, violations, context) {
      const material = materialOf(request);
      const byName = new Map(violations.map((v) => [v.section, v.messages]));
      const previous: Record<Section, unknown> = {
        title: draft.optimized_titles,
        bullets: draft.optimized_bullet_points,
        description: draft.product_description,
        keywords: draft.backend_search_terms,
      };
      return runSections(
        request,
        violations.map((v) => v.section),
        draft,
        (section) =>
          [
            `${SECTION_SPECS[section].prompt(request)}${material}`,
            `Your previous answer was:\n${JSON.stringify(previous[section])}`,
            'It has these problems (marketplace rules it broke, and what it says that is not in the seller\'s facts). Fix every one and keep everything else as it was:',
            (byName.get(section) ?? []).map((m) => `- ${m}`).join('\n'),
            "Where a fact is missing, leave it out: never replace it with one the seller did not give.",
          ].join('\n\n'),
        context,
      );
    },
  };
}
