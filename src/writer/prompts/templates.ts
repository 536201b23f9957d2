import type { ResolvedLimits } from '../../rules/limits.js';
import { asList, filledBullets, keywordsOf, type Insights, type OptimizerInput, type Prompts } from '../../contract/optimizer.js';

/**
 * The four default prompt templates. Content placeholders (SPEC §4) are filled after analysis;
 * target placeholders are filled from the active policy profile before the seller sees them.
 * Shared by the server and the web app, so both fill them identically.
 */
export const PLACEHOLDERS = {
  productName: '{{product_name}}',
  mainKeyword: '{{main_keyword}}',
  secondaryKeywords: '{{secondary_keywords}}',
  existingTitle: '{{existing_title}}',
  bulletKeywords: '{{bullet_keywords}}',
  existingBullets: '{{existing_bullets}}',
  usps: '{{usps}}',
  keyFeatures: '{{key_features}}',
  targetAudience: '{{target_audience}}',
  productDescription: '{{product_description}}',
  combinedKeywords: '{{combined_keywords}}',
} as const;

const P = PLACEHOLDERS;

const TITLE = `Write 3 alternative product titles for an Amazon listing.

Product: ${P.productName}
Existing title: ${P.existingTitle}
Main keyword (must appear, as early as possible): ${P.mainKeyword}
Secondary keywords (work in as many as read naturally): ${P.secondaryKeywords}
Key features: ${P.keyFeatures}
Unique selling points: ${P.usps}

Rules:
- Each title {{title_min}} to {{title_max}} characters, never more than {{title_max}}.
- Start with the brand or product name, then the main keyword.
- No promotional words (best, sale, free shipping), no ALL CAPS, none of these characters: ! $ ? _ { } ^ ¬ ¦
- No word more than twice.
- Use only the seller's facts (listed below this prompt): never invent sizes, materials, quantities or certifications.`;

const BULLETS = `Write 5 bullet points for an Amazon listing.

Product: ${P.productName}
Existing bullets:
${P.existingBullets}
Bullet keywords (cover each at least once): ${P.bulletKeywords}
Key features: ${P.keyFeatures}
Target audience: ${P.targetAudience}
Unique selling points: ${P.usps}

Rules:
- Each bullet starts with a short benefit header in capitals followed by a colon, then one or two full sentences.
- Each bullet {{bullet_min}} to {{bullet_max}} characters; every sentence states one of the seller's facts, with no filler to reach a length.
- No emojis, no symbols such as ™ ® € … † ‡ ° ¢ £ ¥ © ± ~, no guarantees, no contact details, no placeholders.
- Use only the seller's facts (listed below this prompt): never invent numbers, materials, certifications or claims.`;

const KEYWORDS = `Write the backend search terms for an Amazon listing.

Product: ${P.productName}
All keywords: ${P.combinedKeywords}
Existing title: ${P.existingTitle}

Rules:
- {{backend_min}} to {{backend_max}} bytes in total, in lowercase and single-spaced.
- No punctuation, no commas, no repeated words, no words already in the title.
- Include synonyms, spelling variants and abbreviations; no brand names, no subjective or temporary words (best, new, sale).`;

const DESCRIPTION = `Write the product description for an Amazon listing.

Product: ${P.productName}
Summary: ${P.productDescription}
Key features: ${P.keyFeatures}
Target audience: ${P.targetAudience}
Unique selling points: ${P.usps}
Keywords to include naturally: ${P.combinedKeywords}

Rules:
- {{description_min}} to {{description_max}} characters of plain text in short paragraphs; no HTML.
- Readable sentences for a shopper, not a list of keywords; no stock opener or closer, and no sentence without one of the seller's facts.
- Use only the seller's facts (listed below this prompt): never invent numbers, materials, certifications or claims.`;

export const PROMPT_TEMPLATES: Prompts = {
  titlePrompt: TITLE,
  bulletPrompt: BULLETS,
  keywordPrompt: KEYWORDS,
  descriptionPrompt: DESCRIPTION,
};

const mapPrompts = (prompts: Prompts, fn: (text: string) => string): Prompts => ({
  titlePrompt: fn(prompts.titlePrompt),
  bulletPrompt: fn(prompts.bulletPrompt),
  keywordPrompt: fn(prompts.keywordPrompt),
  descriptionPrompt: fn(prompts.descriptionPrompt),
});

const replaceAll = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? values[name]! : whole));

/** The default templates with the profile's targets written in (what GET /api/prompts/defaults returns). */
export function defaultPrompts(limits: ResolvedLimits): Prompts {
  const targets = {
    title_min: String(limits.title.target[0]),
    title_max: String(limits.title.target[1]),
    bullet_min: String(limits.bullets.target[0]),
    bullet_max: String(limits.bullets.target[1]),
    description_min: String(limits.description.target[0]),
    description_max: String(limits.description.target[1]),
    backend_min: String(limits.backend.target[0]),
    backend_max: String(limits.backend.target[1]),
  };
  return mapPrompts(PROMPT_TEMPLATES, (text) => replaceAll(text, targets));
}

const joinList = (value: string | string[] | undefined) => asList(value).join('; ');

/** Replaces every SPEC §4 placeholder with real values from the seller's input and the insights. */
export function fillPrompts(prompts: Prompts, input: OptimizerInput, insights: Insights): Prompts {
  const keywords = keywordsOf(input);
  const values: Record<string, string> = {
    product_name: insights.product_name,
    main_keyword: keywords.main,
    secondary_keywords: keywords.secondary.join(', ') || '(none)',
    existing_title: input.title.trim(),
    bullet_keywords: keywords.bullet.join(', ') || '(none)',
    existing_bullets: filledBullets(input)
      .map((b, i) => `${i + 1}. ${b}`)
      .join('\n'),
    usps: joinList(insights.unique_selling_points),
    key_features: joinList(insights.key_features),
    target_audience: joinList(insights.target_audience),
    product_description: insights.short_description,
    combined_keywords: [keywords.main, ...keywords.secondary, ...keywords.bullet].join(', '),
  };
  return mapPrompts(prompts, (text) => replaceAll(text, values));
}
