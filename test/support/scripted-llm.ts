import type { ChatRequest, Reply } from './openai-compatible-server.js';

/** Reads the seller's listing back out of the prompt our LLM engine sends (the block up to the first blank line). */
export function parseListing(prompt: string) {
  const marker = prompt.lastIndexOf("The seller's listing:");
  const from = prompt.slice(Math.max(0, marker >= 0 ? marker : prompt.search(/^Title: /m)));
  const end = from.indexOf('\n\n');
  const material = end >= 0 ? from.slice(0, end) : from;
  const line = (label: string) => new RegExp(`^${label}: (.*)$`, 'm').exec(material)?.[1]?.trim() ?? '';
  const bullets = [...material.matchAll(/^\d+\. (.*)$/gm)].map((m) => m[1]!.trim());
  const list = (v: string) => (v === '(none)' ? [] : v.split(',').map((s) => s.trim()).filter(Boolean));
  return {
    title: line('Title'),
    bullets,
    main: line('Main keyword'),
    secondary: list(line('Secondary keywords')),
    bulletKeywords: list(line('Bullet keywords')),
  };
}

const header = (text: string) =>
  text
    .split(/[\s:,.]+/)
    .filter((w) => w.length > 3)
    .slice(0, 3)
    .join(' ')
    .toUpperCase();

/** Answers like a competent model would: valid JSON built only from the seller's own words. */
export function plausibleAnswer(request: ChatRequest): unknown {
  const l = parseListing(request.prompt);
  switch (request.schemaName) {
    case 'insights':
      return {
        product_name: l.title.split(' ').slice(0, 4).join(' '),
        key_features: l.bullets.map((b) => b.split(/[.:]/)[0]!.trim()),
        short_description: `${l.title}. ${l.bullets[0] ?? ''}`,
        usage: ['everyday use'],
        benefits: l.bullets.slice(0, 3),
        why_people_buy: [`They search for ${l.main}`],
        target_audience: ['home users'],
        unique_selling_points: l.bullets.slice(0, 2),
        buyer_persona_details: {
          age_range: '25-45',
          income: 'middle',
          education: 'college',
          gender: 'any',
          device_used: 'mobile',
          social_media: ['Instagram'],
          product_user: 'the buyer',
        },
        buyer_persona_description: 'A practical shopper.',
        buyer_image_prompt: 'A shopper at home using the product.',
      };
    case 'titles':
      return {
        titles: [
          `${l.title}, ${l.main}`,
          // Brand first, as a careful model writes it: the seller's title leads every option.
          `${l.title}, ${l.secondary[1] ?? l.main}`,
          `${l.title} for ${l.secondary[0] ?? 'Everyday Use'}`,
        ],
      };
    case 'bullets':
      return {
        bullets: l.bullets.map((b, i) => `${header(b)}: ${b}. ${i === 0 ? `Works well with ${l.bulletKeywords.join(', ')}.` : ''}`.trim()),
      };
    case 'description':
      return { description: `${l.title}.\n\n${l.bullets.map((b) => b.replace(/[.!?]?$/u, '.')).join(' ')}` };
    case 'search_terms':
      // Its keywords, and (as a competent model does) the other number of the main keyword's noun,
      // which the listing does not show: words the title or bullets show are dropped as repeats.
      return { search_terms: [...l.secondary, ...l.bulletKeywords, l.main, otherNumber(l.main.split(' ').pop() ?? '')].join(' ').toLowerCase() };
    default:
      return {};
  }
}

export const plausible = (request: ChatRequest): Reply => ({ json: plausibleAnswer(request) });

/** `kettles` for `kettle`, `kettle` for `kettles`: a crude plural, enough for a scripted model. */
function otherNumber(noun: string): string {
  return noun.endsWith('s') ? noun.slice(0, -1) : `${noun}s`;
}
