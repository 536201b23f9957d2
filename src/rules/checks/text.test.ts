import { describe, expect, it } from 'vitest';
import { CLEAN_BULLETS, cleanListing, findingsFor, withBullet, withTitle } from '../testing/listings.js';
import { TEXT_PHRASE_FAMILIES } from '../phrases.js';
import { candidateFamilies } from '../phrases.js';
import { findAll } from '../spans.js';
import { lowerWords } from '../text/words.js';
import { HOLDOUT_SENTENCES, LABELLED_SENTENCES, SECOND_HOLDOUT_SENTENCES } from '../testing/contact-claims.labelled.js';
import type { RuleId } from './registry.js';

/** Each text rule is exercised in a bullet, where every family applies. */
function inBullet(text: string, rule: RuleId) {
  return findingsFor(withBullet(`${CLEAN_BULLETS[0]} ${text}`), rule);
}

interface Case {
  fires: string[];
  quiet: string[];
}

const CASES: Partial<Record<RuleId, Case>> = {
  'text.contact-info': {
    fires: [
      'Call +1 (555) 123-4567 today', 'Call 555-123-4567', 'Call 1-800-555-1234', 'Call (555) 123-4567', 'Call +91 98765 43210',
      'Mail help@brand.com', 'See www.brand.com/shop', 'See https://brand.io/x', 'See brand.co.uk', 'Visit gaiam.com',
    ],
    quiet: [
      'Model RCT15A and ASTM-D-4236', 'Made 2020-01-15', 'For 120-170 pounds', 'Sizes 3.5-5.0 and 10-12',
      'Holds 555 123 4567 grams', 'Works with Node.js, e.g. U.S.A. kits', 'Part 123-4567', 'Ratio 1:100.com',
    ],
  },
  'text.contact-request': {
    fires: [
      'Please feel free to contact us.', 'Contact our customer support team for help', 'WhatsApp us for bulk orders', 'Message us on WhatsApp',
      'Follow our Instagram page', 'Reach out to us anytime', 'Send your photo on WhatsApp and we will print it', 'Contact the seller first',
      'Our phone number is on every product!', 'Contact Irusu Support team for best VR content',
    ],
    quiet: [
      'Contact lens case', 'Lumbar support for our office chairs', 'Keep out of reach of children', 'Get WhatsApp and Telegram notifications',
      'Make hands-free calls', 'Duck call made of walnut', 'Follow the included guide', 'Our team designed the hinge', 'Shows the phone number of every caller',
    ],
  },
  'text.promo-claim': {
    fires: [
      'Free shipping on orders', 'Now on sale', '20% off today', 'Only $19.99', 'Only Rs. 499', 'Only ₹499', 'Leave us a 5-star review', 'Add to cart now',
      'Limited time offer', '100% Brand New', 'Buy one get one free', 'Worth Rs 999', 'MRP 1,499', 'Diwali sale', 'Grab this deal',
      'with No Cost EMI/Additional Exchange Offers', 'Bank offer on cards', 'Get 2 Months of YouTube Premium Free!', 'Includes a free trial of the app',
    ],
    quiet: [
      'Free carry strap included', 'Sale of goods act', 'Looks brand new after washing', 'A brand new formula', '50% cotton', 'In the box: 2 straps',
      'Serial port RS 232', 'Yard sale signs', 'A great deal of room', 'Saves 40% energy', 'Price tag gun',
      'Heat exchange fins', 'Offers 40 hours of playback', 'Get 2 months of battery life from one charge', 'BPA free for 5 years of use',
    ],
  },
  'text.unproven-claim': {
    fires: [
      'The #1 best seller', 'Best-selling puzzle', 'Award winning design', 'As seen on TV', 'Over 10,000+ reviews', 'Rated 4.8 out of 5', 'Customers love it',
      'No.1 brand in Japan', 'The No. 1 choice of chefs', 'No 1 seller', 'No.1 in the world', "Japan's No.1 rice cooker", 'Amazon’s No. 1 pick',
      'Number one brand', 'Number 1 brand', "India' No 1 Wearable Watch Brand", 'number one in the market', 'Ranked #1 by users', 'Voted No. 1', 'The best in the world',
      'Products NBC News calls “The gold standard in early childhood play.”',
    ],
    quiet: [
      'Style #4301 mat', 'Five stars printed on the cover'.replace('stars', 'star shapes'), 'Top layer of foam', 'A number of uses', '5 Star Rated water heater',
      'Fits a No. 10 envelope', 'Replaces model No. 1234', 'Size No. 1 brush', 'Pattern No.1 in blue', 'No 12 thread', 'No. 1.5 hook',
      'Number 1 of 3 in the set', 'Best Dad in the World mug', 'Travel the world in comfort', 'Standard size sleeves in gold',
    ],
  },
  'text.eco-claim': {
    fires: ['Eco-friendly foam', 'Environmentally friendly', 'Earth friendly packaging'],
    quiet: ['User friendly design', 'Kid friendly', 'Recyclable packaging'],
  },
  'text.bamboo-textile': {
    fires: ['Soft bamboo sheets for summer'],
    quiet: ['Bamboo cutting board', 'Rayon made from bamboo sheets', 'Bamboo towel rack'.replace('towel ', '')],
  },
  'text.pesticide-claim': {
    fires: ['Antibacterial surface', 'Anti-mold coating', 'Kills 99.9% of germs', 'Steam kills bacteria', 'Sanitizes in minutes', 'Mosquito repellent band', 'Anti Bacterial coating'],
    quiet: ['Anti-slip backing', 'Easy to sanitize by hand', 'Killer deal on grip'.replace('deal', 'grip'), 'Bacterial growth studies'.replace('Bacterial', 'Plant')],
  },
  'text.health-claim': {
    fires: ['Cures cancer', 'Prevents the flu', 'Treats arthritis pain', 'FDA approved silicone', 'Clinically proven', 'Dentist recommended', 'The improved posture will prevent cervical spondylosis', 'Relieves tendinitis'],
    quiet: ['Healthy treats for dogs with arthritis', 'Prevents slipping', 'Approved by our design team', 'Reverse osmosis water purifier', 'Prevents the cable from fraying'],
  },
  'text.guarantee': {
    fires: [
      'Money back guarantee', 'Full refund if unhappy', '100% satisfaction guaranteed', 'Lifetime guarantee', '30-day money-back promise', 'Risk-free purchase', '100% quality guaranteed',
      'We guarantee your satisfaction', 'Guarantees customer satisfaction', '100% satisfaction', '100 % customer satisfaction', '100% customer satisfaction guarantee',
      'We stand behind our products', 'We stand behind every product we make', 'The brand stands behind its quality',
    ],
    quiet: [
      '12-month warranty', 'Warranty included', '2 year limited warranty against defects', 'Guaranteed to fit standard racks'.replace('Guaranteed to fit', 'Fits'),
      'Customer satisfaction matters to us', 'The satisfaction of a clean floor', '100% cotton', 'The shelf can stand behind the sofa',
      'Stand behind the camera', 'We stand by our warranty terms',
    ],
  },
  'text.placeholder': {
    fires: ['Color: N/A', 'Size TBD', 'COPY PENDING', 'Lorem ipsum dolor', '[insert brand name]', '{{product_name}}'],
    quiet: ['IEEE 802.11ac/n/a 5 GHz', '[SAVE YOUR DOODLES] keep drawing', 'NA rating', 'Brand name placeholder cards'],
  },
  'text.ai-artifact': {
    fires: ['As an AI language model, I cannot', "I'm sorry, but I can't help", 'Here is the optimized bullet'],
    quiet: ['Designed with AI-assisted sizing'.replace('AI-assisted', 'careful'), 'Here you find the strap'],
  },
  'text.invisible-char': {
    fires: ['Ca\u200Bble', 'Soft\uFEFF mat', 'Mat\u200E', 'Soft\u0007mat', 'x\u00ADy', 'a\u200Db'],
    quiet: ['فرش\u200Fيوغا', 'क्\u200Dष', 'Family 👨\u200D👩\u200D👧 emoji'],
  },
  'text.mojibake': {
    fires: ['donâ€™t slip', 'Caf\uFFFD'],
    quiet: ["don't slip", 'Pâte à modeler', 'Café'],
  },
};

describe.each(Object.entries(CASES) as [RuleId, Case][])('%s', (rule, { fires, quiet }) => {
  it.each(fires)('fires on %j', (text) => {
    expect(inBullet(text, rule).length).toBeGreaterThan(0);
  });
  it.each(quiet)('does not fire on %j', (text) => {
    expect(inBullet(text, rule)).toHaveLength(0);
  });
});

describe('ranking claims in titles', () => {
  it('are title.promo-phrase errors in the title', () => {
    for (const title of ['Gaiam Yoga Mat, No.1 Brand', 'Gaiam Yoga Mat, Number 1 Brand', 'Gaiam Yoga Mat, Best in the World']) {
      expect(findingsFor(withTitle(title), 'title.promo-phrase'), title).toMatchObject([{ severity: 'error', field: 'title' }]);
    }
  });
  it('leave numbered models and sizes alone', () => {
    for (const title of ['Gaiam No. 10 Envelope Mat', 'Gaiam Yoga Mat Model No. 1234', 'Gaiam Size No. 1 Brush']) {
      expect(findingsFor(withTitle(title), 'title.promo-phrase'), title).toHaveLength(0);
    }
  });
});

describe('text rules', () => {
  it('apply to every text field and point at the span', () => {
    // In a title, a contact detail takes its segment (and one separator) with it.
    const title = 'Gaiam Yoga Mat, call 555-123-4567';
    expect(findingsFor(withTitle(title), 'text.contact-info')).toMatchObject([{ field: 'title', start: 14, end: 33, fix: '' }]);
    expect(findingsFor(withTitle('Gaiam Yoga Mat www.gaiam.com Blue'), 'text.contact-info')).toMatchObject([{ start: 15, end: 28 }]);
    expect(findingsFor(cleanListing({ description: 'Antibacterial foam.' }), 'text.pesticide-claim')).toMatchObject([{ field: 'description' }]);
    expect(findingsFor(cleanListing({ backend: 'sport help@brand.com' }), 'text.contact-info')).toMatchObject([{ field: 'backend' }]);
  });

  it('report long sentences as info', () => {
    const sentence = Array.from({ length: 45 }, (_, i) => `word${i}`).join(' ');
    expect(inBullet(`${sentence}.`, 'text.long-sentence')).toMatchObject([{ severity: 'info' }]);
    expect(inBullet('A short one. Another short one.', 'text.long-sentence')).toHaveLength(0);
  });

  it('keep each family trigger in step with its pattern', () => {
    for (const { fires } of Object.values(CASES)) {
      for (const text of fires) {
        const admitted = new Set(candidateFamilies(text, lowerWords(text)));
        for (const family of TEXT_PHRASE_FAMILIES) {
          if (findAll(family.pattern, text).some((m) => !family.accept || family.accept(m.text))) {
            expect(admitted.has(family), `${family.rule} trigger misses ${JSON.stringify(text)}`).toBe(true);
          }
        }
      }
    }
  });

  it('keep each family’s cheap test (needs) passed by every text its pattern matches, in any case', () => {
    const labelled = [...LABELLED_SENTENCES, ...HOLDOUT_SENTENCES, ...SECOND_HOLDOUT_SENTENCES].map((l) => l.text);
    const texts = [...Object.values(CASES).flatMap((c) => c.fires), ...labelled, 'Price Rs599 only', 'Visit kitchenly.in/shop', 'Ring 1-800-MY-TOOLS', 'ſhop now'];
    let tested = 0;
    for (const text of texts.flatMap((t) => [t, t.toUpperCase(), t.toLowerCase()])) {
      for (const family of TEXT_PHRASE_FAMILIES) {
        if (!family.needs || findAll(family.pattern, text).length === 0) continue;
        tested++;
        expect(family.needs.test(text), `${family.rule} needs misses ${JSON.stringify(text)}`).toBe(true);
      }
    }
    expect(tested).toBeGreaterThan(300);
  });
});
