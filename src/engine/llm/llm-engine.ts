import type { LanguageModel } from 'ai';
import type { z } from 'zod';
import { filledBullets, keywordsOf, type GeneratedListing, type OptimizerInput, type Section } from '../contract.js';
import type { EngineContext, GenerationRequest, WritingEngine } from '../engine.js';
import { callForObject, type CallPolicy } from './calls.js';
import { createLanguageModel, type LlmSettings } from './provider.js';
import { bulletsAnswer, descriptionAnswer, keywordsAnswer, llmInsightsSchema, titlesAnswer } from './schemas.js';

const SYSTEM = `You are Listcraft, an expert Amazon listing copywriter.
Follow the seller's instructions in the prompt exactly, including every length target.
Use only facts present in the seller's listing text: never invent numbers, sizes, quantities, materials, certifications, awards or claims.
Never write promotional or time-sensitive phrases, prices, guarantees, contact details, HTML or emojis.
Answer only with JSON matching the requested schema.`;

const INSIGHTS_SYSTEM = `You analyse Amazon product listings for sellers.
Work only from the seller's text; where you infer something (the buyer persona, the audience), keep it plausible and modest.
Answer only with JSON matching the requested schema.`;

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
      const material = `\n\nThe seller's listing:\n${listingText(request.input)}`;
      return runSections(request, ['title', 'bullets', 'description', 'keywords'], EMPTY, (s) => SECTION_SPECS[s].prompt(request) + material, context);
    },

    async repair(request, draft, violations, context) {
      const material = `\n\nThe seller's listing:\n${listingText(request.input)}`;
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
          `${SECTION_SPECS[section].prompt(request)}${material}\n\nYour previous answer was:\n${JSON.stringify(previous[section])}\n\nIt broke these marketplace rules; fix every one and keep everything else:\n${(byName.get(section) ?? []).map((m) => `- ${m}`).join('\n')}`,
        context,
      );
    },
  };
}
