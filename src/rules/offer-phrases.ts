import { AMOUNT, phrases, type PhraseFamily } from './phrase-family.js';

/*
 * Guarantees, prices and deals. A warranty is a product fact and stays ("2-year warranty",
 * "lifetime warranty on the blades"); a refund or satisfaction promise, a price and a sale are
 * shop policy and promotion, which listings must not carry.
 */

export const GUARANTEE: PhraseFamily = {
  rule: 'text.guarantee',
  severity: 'error',
  why: 'Refund and satisfaction guarantees are banned; a warranty statement is fine.',
  scope: 'sentence',
  pattern: phrases([
    'money[- ]?back', 'full refund', 'refund guarantee', 'unconditional (?:refund|return)s?',
    '(?:100 ?% )?(?:customer )?satisfaction guarantee[ds]?', 'lifetime guarantee',
    // A promise of satisfaction is a guarantee in other words; `customer satisfaction` alone is not.
    '100 ?% (?:customer )?satisfaction', 'guarantee[ds]? (?:(?:your|you|our customers[\'’]?|customer|complete|total|full|100 ?%) )?satisfaction',
    'stands? (?:behind|by) (?:(?:all|each|every) (?:of )?)?(?:our|its|this|the|every|each) (?:products?|items?|quality|workmanship|craftsmanship)',
    // Named guarantees: `100% Happiness Guarantee`, `Quality Guarantee`, `90-day happiness guarantee`.
    // Months or years of "guarantee" are a warranty in other words, so only days count.
    '(?:happiness|quality|price|buyer|love it) guarantee[ds]?', '100 ?% (?:[\\p{L}-]+ ){0,3}guarantee[ds]?',
    '\\d+[- ]?days? (?:[\\p{L}-]+ ){0,2}guarantee',
    '100 ?% (?:\\p{L}+ )?guaranteed', 'guaranteed (?:refund|satisfaction)',
    '(?:we|i) guarantee (?:that )?you(?:[\'’]ll| will)? (?:love|like|enjoy|be (?:happy|satisfied|delighted|pleased))',
    // Refund promises in the seller's words: `we will refund your money`, `100% refund`.
    '(?:we|i)(?:[\'’]ll| will| shall)? (?:\\p{L}+ )?refund', 'refund (?:your|the) (?:money|payment|purchase|order)', '100 ?% refund',
    '(?:complete|total|instant|easy|prompt|no[- ]hassle) refunds?',
    '(?:hassle|worry)[- ]free (?:returns?|refunds?|replacements?)',
    'risk[- ]free', 'no[- ]risk (?:purchase|trial|guarantee|refund|returns?|policy|buy)', 'no[- ]questions?[- ]asked',
  ]),
  // (A word of each alternative.)
  needs: /money|refund|unconditional|satisfaction|guarantee|stand|free|risk|question/iu,
  triggers: {
    words: [
      'money', 'moneyback', 'refund', 'unconditional', 'satisfaction', 'lifetime', 'guarantee', 'guaranteed', 'guarantees', 'risk',
      'question', 'questions', 'behind', 'hassle', 'worry',
    ],
  },
};

/** The sale seasons and events sellers name: `Diwali sale`, `Black Friday deal`. */
const EVENT = 'summer|winter|spring|festive|festival|diwali|holi|holiday|christmas|xmas|new year|black friday|cyber monday|prime day|end of season|anniversary|mega|big|hot|flash|clearance|warehouse|launch';

export const PROMO: PhraseFamily = {
  rule: 'text.promo-claim',
  severity: 'error',
  why: 'Prices, deals, shipping offers, stock levels, condition and review requests are banned in listing text.',
  scope: 'sentence',
  pattern: phrases([
    'free (?:shipping|delivery|returns?|gifts?)', 'ships? free', 'on sale', `(?:${EVENT}) sale`,
    'sale price', 'limited[- ](?:time|period)(?: offer| only| deal)?', 'limited offer', 'special offer', 'today only', `(?:${EVENT}|introductory|combo) offers?`,
    '(?:while|till|until) (?:supplies|stocks?) lasts?', 'limited stocks?', 'hurry(?: up)?(?=[,!])',
    '(?:only|just) (?:a few|\\d+) (?:pieces|units|items|pcs|sets|pairs) left', 'cash on delivery', '\\d{1,3} ?% (?:off|discount|cash ?back)',
    'discount(?:ed)? (?:price|code|coupon)s?', 'instant discount', 'coupons?', 'cashback',
    'buy now', 'order (?:now|today)', 'shop now', 'add to cart', 'lowest price', 'best price', 'cheapest', 'price match',
    // Deals: `buy one get one`, `BOGO`, `grab this deal`; `a great deal of storage` is not one.
    'buy (?:any )?(?:one|1|two|2|three|3),? (?:and )?get (?:the |a |another )?(?:one|1|two|2|three|3|second|third|fourth)?(?: one)? free',
    'buy (?:one|1|two|2|three|3),? (?:and )?get (?:one|1|two|2|three|3)', 'bogo', 'buy more,? save more',
    // `a great deal of storage` and `a great deal quieter` are not deals.
    '(?:black friday|cyber monday|prime day|lightning|festive|diwali|holiday|christmas|grab|exclusive|special|amazing|today[\'’]?s|bogo|combo|hot|best|great|limited[- ]time) deals?(?! of| (?:more|less|\\p{L}+er)(?!\\p{L}))',
    '(?:grab|avail|get) (?:this|the|these|our) (?:deal|offer)s?', 'deal of the day',
    // Price talk: `MRP`, `price drop`, `prices slashed`, `priced lower than any store`.
    'mrp', 'price drops?', 'prices? (?:slashed|cut|reduced|dropped)', 'price (?:goes|will go) up',
    '(?:reduced|special|introductory|launch|offer|deal|unbeatable|wholesale|factory|retail|market|list|original|regular) prices?', 'priced (?:lower|below|less) than', 'lower than any (?:store|shop|other)', '(?:half|a fraction of) the (?:price|cost)',
    '(?:same|next|one|two|1|2)[- ]day (?:dispatch|delivery|shipping)',
    // Payment and trade-in deals: `No Cost EMI`, `Additional Exchange Offers`, `bank offer`.
    'no[- ]cost emi', '(?:easy |emi )?(?:emi|exchange|bank) offers?', 'additional exchange(?: offers?)?',
    // A subscription given with it for a while: `Get 2 Months of YouTube Premium Free`, `free trial`.
    'get (?:1|2|3|6|12|one|two|three|six) (?:months?|years?|weeks?|days?) (?:of )?(?:[\\p{L}+]+ ){1,3}(?:free|at no (?:extra )?cost)', 'free (?:trial|subscription)s?',
    'hot items?', '(?:in|out of) stock', 'ready to ship',
    // Condition claims; "looks brand new" or "a brand new formula" describe the product, not its condition.
    '100 ?% brand new', 'brand new (?:in box|sealed|condition)', 'new in box',
    'leave (?:us )?(?:a )?(?:positive |good |honest |5[- ]star |five[- ]star )?(?:review|feedback|rating)s?',
    `[$£€₹] ?${AMOUNT}`, `(?:rs\\.?|inr|usd) ?${AMOUNT}`, `${AMOUNT} (?:dollars|rupees)`,
  ]),
  // (A word of each alternative: `free`, `sale`, `offer`, `price`, `deal`, a currency, ...)
  needs: new RegExp(
    [
      'free', 'sale', 'limited', 'offer', 'today only', 'supplies', 'stock', 'hurry', ' left', 'cash', '% off', 'discount', 'coupon', 'buy', 'order',
      'shop now', 'cart', 'price', 'cheapest', 'bogo', 'deal', 'mrp', 'lower than', 'the cost', 'dispatch', 'delivery', 'shipping', 'cost emi',
      'exchange', 'at no', 'hot item', 'ready to ship', 'brand new', 'new in box', 'leave', '[$£€₹]', `(?:rs\\.?|inr|usd) ?\\d`, 'dollars', 'rupees',
    ].join('|'),
    'iu',
  ),
  // `Rs 999` is rupees; `RS 232` and `RS-485` are serial ports.
  accept: (match) => !/^RS(?![.\p{L}])/u.test(match),
  triggers: {
    // Common words (`now`, `today`, `left`, `order`, `gift`, `box`) only admit the family next to
    // the word they pair with, so most product text skips this long pattern.
    words: [
      'shipping', 'delivery', 'returns', 'sale', 'limited', 'offer', 'offers', 'supplies', 'stock', 'stocks', 'off', 'discount', 'discounted',
      'coupon', 'coupons', 'cashback', 'cart', 'price', 'prices', 'priced', 'cost', 'cheapest', 'review', 'reviews', 'feedback', 'rating', 'ratings',
      'rs', 'inr', 'usd', 'dollars', 'rupees', 'buy', 'bogo', 'deal', 'deals', 'mrp', 'hurry', 'dispatch', 'emi', 'exchange',
    ],
    pairs: [
      ['buy', 'now'], ['order', 'now'], ['shop', 'now'], ['order', 'today'], ['today', 'only'], ["today's", 'deal'], ['today’s', 'deal'], ['todays', 'deal'],
      ['ships', 'free'], ['ship', 'free'], ['free', 'gift'], ['free', 'gifts'], ['free', 'return'], ['brand', 'new'], ['in', 'box'],
      ['hot', 'item'], ['hot', 'items'], ['cash', 'back'], ['lower', 'than'], ['free', 'trial'], ['free', 'trials'], ['free', 'subscription'], ['free', 'subscriptions'],
      ...['1', '2', '3', '6', '12', 'one', 'two', 'three', 'six'].map((n) => ['get', n] as const),
      ['pieces', 'left'], ['units', 'left'], ['items', 'left'], ['pcs', 'left'], ['sets', 'left'], ['pairs', 'left'],
    ],
    chars: /[$£€₹]/,
  },
};
