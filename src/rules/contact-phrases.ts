import { IN_SENTENCE, phrases, type PhraseFamily } from './phrase-family.js';

/*
 * Contact details and contact requests. Amazon removes listings that send buyers off the platform:
 * phone numbers, messaging apps, e-mail addresses, websites, and "contact our support team" lines.
 * Hard negatives the patterns keep out (see testing/contact-claims.labelled.ts): model and part
 * numbers, ISBNs and EANs, dimensions, voltages, phone and smartwatch features ("WhatsApp
 * notifications", "hands-free calls"), "contact lens", "lumbar support", "keep out of reach".
 */

const LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
const HAS_LETTER = '(?=[a-z0-9-]*[a-z])';
const URL_TAIL = '(?:[^\\s<>"]*[^\\s<>".,;:!?)])?';
/** Endings that are domains wherever they appear (`.in` or `.de` also end model names and words). */
const DOMAIN_TLDS = 'com|net|org|io|shop|store|biz|info|co\\.uk|co\\.in|com\\.au|co\\.jp';
/** Endings that are domains only with a path, or after a word that names a site. */
const SHORT_TLDS = 'in|co|me|ly|us|uk|ca|au|de|fr|it|es|jp|app|ai|tv|gl|gg|to|link|site|online|xyz|page|club|live';
const SOCIAL = 'instagram|insta|facebook|fb|twitter|tiktok|youtube|pinterest|telegram|threads';

export const CONTACT_INFO: PhraseFamily = {
  rule: 'text.contact-info',
  severity: 'error',
  why: 'Amazon removes listings that show phone numbers, e-mail addresses, websites or social handles.',
  scope: 'sentence',
  pattern: phrases([
    '[a-z0-9._%+-]+@[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.[a-z]{2,}',
    // Addresses spelled out to dodge filters: `help [at] brand [dot] com`, `help at gmail dot com`.
    '[a-z0-9._%+-]+ ?[\\[(]at[\\])] ?[a-z0-9-]+(?: ?(?:[\\[(]dot[\\])]|\\.) ?[a-z0-9-]+)+',
    '[a-z0-9._%+-]+ at [a-z0-9-]+ dot [a-z]{2,}',
    `(?:https?:\\/\\/|www\\.)${URL_TAIL}`,
    // Bare domains need a letter in the name, so `1:100.com` ratios stay out.
    `${HAS_LETTER}${LABEL}(?:\\.${LABEL})*\\.(?:${DOMAIN_TLDS})(?:\\/${URL_TAIL})?`,
    `${HAS_LETTER}${LABEL}(?:\\.${LABEL})*\\.(?:${SHORT_TLDS})\\/${URL_TAIL}`,
    `(?:website|site|visit|at|on|via) (?:our (?:website|site|blog|store|shop) )?${HAS_LETTER}${LABEL}(?:\\.${LABEL})*\\.(?:${SHORT_TLDS})`,
    `(?:${SOCIAL})(?: (?:page|handle|account|id|channel|group))?:? ?@[a-z0-9._]{3,}`,
    `@[a-z0-9._]{3,} (?:on|at) (?:${SOCIAL})`,
  ]),
  // (An `@`, a full stop before a letter, `www.`, `dot`, `://` or `[at]`: each alternative has one.)
  needs: /@|\.[a-z]|www\.|dot|:\/\/|[[(]at[\])]/iu,
  // A domain found after a site word ends in lowercase (`kitchenly.in`), unlike a missing space
  // between sentences (`at home.In the box`).
  accept: (match) => !/^(?:website|site|visit|at|on|via) /i.test(match) || /\.[a-z]+$/.test(match),
  triggers: {
    // `shop` and `store` are common words; a domain ending in them is found by the full-stop scan.
    words: ['www', 'http', 'https', 'com', 'net', 'org', 'io', 'biz', 'info', 'co', 'dot'],
    chars: { test: (text) => text.includes('@') || /[[(]at[\])]/i.test(text) || hasShortDomain(text) },
  },
};

const SHORT_TLD_SET: ReadonlySet<string> = new Set([...SHORT_TLDS.split('|'), 'shop', 'store']);
const isAlnum = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/**
 * Whether a full stop between a letter or digit and a short ending (`kitchenly.in`, `bit.ly/x`,
 * `tinytoes.shop`) is in the text. Every text is checked, and a scan from one full stop to the next is several
 * times faster than a pattern.
 */
function hasShortDomain(text: string): boolean {
  for (let dot = text.indexOf('.'); dot >= 0; dot = text.indexOf('.', dot + 1)) {
    if (dot === 0 || !isAlnum(text.charCodeAt(dot - 1))) continue;
    let end = dot + 1;
    while (end < text.length && end - dot <= 7 && isAlnum(text.charCodeAt(end))) end++;
    if (end - dot >= 3 && end - dot <= 7 && SHORT_TLD_SET.has(text.slice(dot + 1, end).toLowerCase())) return true;
  }
  return false;
}

/** Digits in a match, for telling phone numbers from codes and measurements. */
const digitCount = (text: string) => text.replace(/\D/g, '').length;

/** Words that introduce a phone number: `call`, `Ph:`, `Mobile No.`, `WhatsApp`. */
const PHONE_CUE = 'call|phone|ph|tel|telephone|mob|mobile|contact|helpline|hotline|whatsapp|viber|dial|text|sms|fax|toll[- ]free|customer care';

/** A number after a code word is a code: `Serial number 0451 223 7781`, `Part 123-456-7890`. */
const NOT_AFTER_CODE_WORD = '(?<!(?:serial|model|part|sku|batch|lot|item|article|isbn|ean|upc|asin|code)\\.?(?: (?:number|no\\.?|#))?:? ?)';

export const CONTACT_PHONE: PhraseFamily = {
  rule: 'text.contact-info',
  severity: 'error',
  why: 'Amazon removes listings that show phone or messaging-app numbers.',
  scope: 'sentence',
  pattern: phrases([
    // Phones need separators, a `+`, a trunk `0` or a word that introduces them, so model
    // numbers, part codes, ISBNs and EANs never match.
    '\\+\\d{1,4}(?:[ .-]?\\(\\d{1,4}\\))?(?:[ .-]?\\d{1,12}){1,5}',
    '(?:1[ .-]?)?\\(\\d{3}\\) ?\\d{3}[ .-]\\d{4}',
    `${NOT_AFTER_CODE_WORD}(?:1[.-])?\\d{3}(?<sep>[.-])\\d{3}\\k<sep>\\d{4}`,
    // Toll-free numbers (`1800 102 3344`, `1800-419-0066`) and spelled ones (`1-877-MY-TOOLS`).
    '1[ .-]?8(?:00|33|44|55|66|77|88)[ .-]\\d{3}[ .-]\\d{4}',
    '1[ .-]8(?:00|33|44|55|66|77|88)[ .-](?=[a-z0-9-]*[a-z])[a-z0-9]{2,7}(?:-[a-z0-9]{1,6}){0,2}',
    // Indian mobiles written 5 + 5 (`98765 43210`) and landlines with a trunk 0 (`022-2345 6789`).
    `${NOT_AFTER_CODE_WORD}(?:\\+?91[ -]?|0)?[6-9]\\d{4}[ -]\\d{5}`,
    `${NOT_AFTER_CODE_WORD}0\\d{2,4}[ -]\\d{3,4}[ -]?\\d{3,4}`,
    `(?:${PHONE_CUE})(?:[ .:#-]+(?:us|no|number|num|at|on|or whatsapp|or call))*[ .:#-]*\\+?\\(?\\d[\\d ().-]{5,16}\\d`,
  ]),
  // (The digits each alternative cannot match without; the last is the cue-word phone's own run of digits.)
  needs: /\+\d|\(\d{3}\)|\d{3}[ .-]\d{3}|1[ .-]8\d\d[ .-]|\d{5}[ -]\d{5}|0\d{2,4}[ -]\d{3}|\d[\d ().-]{5,16}\d/u,
  accept: (match) => {
    const digits = digitCount(match);
    if (match.startsWith('+')) return digits >= 8 && digits <= 15;
    if (match.startsWith('0')) return digits >= 10 && digits <= 12;
    if (/^1[ .-]8\d\d[ .-][a-z0-9-]*[a-z]/i.test(match)) return match.slice(6).replace(/[^a-z0-9]/gi, '').length === 7;
    if (/^\p{L}/u.test(match)) return digits >= 7 && digits <= 15;
    return true;
  },
  triggers: {
    words: ['call', 'phone', 'ph', 'tel', 'telephone', 'mob', 'mobile', 'contact', 'helpline', 'hotline', 'whatsapp', 'viber', 'dial', 'text', 'sms', 'fax', 'toll', 'care'],
    chars: /\+\d|\(\d{3}\)|\d{3}[.-]\d{3}[.-]\d{4}|18\d\d[ .-]\d{3}|1[ .-]8\d\d[ .-]|[6-9]\d{4}[ -]\d{5}|0\d{2,4}[ -]\d{3}/,
  },
};

/** Who a contact request is addressed to: the seller, never a friend or a doctor. */
const SELLER =
  '(?:us|our (?:[\\p{L}-]+ ){0,3}?(?:support|service|services|team|helpline|hotline|care|desk|staff|seller|store|shop|agents?|centre|center|executives?|department)' +
  '|(?:the )?seller|(?:the )?customer (?:care|service|support)|(?:the )?(?:support|service|after[- ]sales?|sales) team' +
  // (`Contact Irusu Support team`: a name before the support team; the family matches without case.)
  '|(?:the )?[\\p{L}-]+ (?:support|service|customer care|after[- ]sales?) (?:team|desk|centre|center))';
const MESSAGING_APP = 'whatsapp|telegram|wechat|viber|imo|signal';
/** A word for the seller in the same sentence: `send your photo on WhatsApp and we will…`. */
const SELLER_WORD = '(?<![\\p{L}])(?:us|we|our)(?![\\p{L}])';

/** The words of CONTACT_REQUEST's alternatives but the first: `… us`, `reach out`, `feel free to`, a social network or an app. */
const CONTACT_REQUEST_WORDS = new RegExp(
  ` us(?!\\p{L})| our |reach out|free to|hesitate to|link in|(?:our|my) (?:phone|telephone|mobile|contact|helpline|hotline|customer care)|${SOCIAL}|${MESSAGING_APP}`,
  'iu',
);
/** The first alternative: a contact verb, then who is contacted (SELLER). */
const CONTACT_VERB = /contact|call|phone|mail|message|write|ping|chat|talk|speak|reach|touch|consult/iu;
const SELLER_WORDS = /us|our|seller|customer|team|desk|cent/iu;

export const CONTACT_REQUEST: PhraseFamily = {
  rule: 'text.contact-request',
  severity: 'error',
  why: 'Listings must not ask buyers to contact the seller, message them or follow them elsewhere; Amazon handles buyer questions.',
  scope: 'sentence',
  pattern: phrases([
    `(?:contact|call|phone|e-?mail|mail|message|write|ping|chat|talk|speak|reach|get in touch|consult)(?: (?:out|to|with|directly|immediately|first|back|at|on|via|through))* ${SELLER}`,
    `(?:send|drop|leave|tell|ask|add|text|dm|inbox|${MESSAGING_APP}|follow|join|visit|subscribe to) us`,
    'let us know', `reach out(?=${IN_SENTENCE}{0,60}${SELLER_WORD})`,
    '(?:feel free|(?:don[\'’]t|do not|never) hesitate) to (?:contact|reach|message|ask|call|e-?mail|write|ping|drop|let us)',
    '(?:follow|join|visit|like|subscribe to|share) our (?:[\\p{L}-]+ ){0,2}?(?:page|channel|group|community|account|website|site|webpage|blog|showroom|handle)',
    `(?:our|my) (?:${SOCIAL}) (?:page|channel|account|handle|profile|group)`,
    `(?:find|follow|like|see|join|catch) us (?:on|at) (?:${SOCIAL})`,
    'link in (?:our |my |the )?bio',
    // (`Our phone number is on every product!`: where to reach the seller is a request to.)
    '(?:our|my) (?:phone|telephone|mobile|contact|helpline|hotline|customer care) (?:number|no|numbers|details)',
    // The look back comes after the words, so it only runs where they matched.
    `(?:on|via|through|over|using) (?:our )?(?:${MESSAGING_APP})(?<=${SELLER_WORD}${IN_SENTENCE}{0,110})`,
    `(?:on|via|through|over|using) (?:our )?(?:${MESSAGING_APP})(?=${IN_SENTENCE}{0,80}${SELLER_WORD})`,
    `(?:our|the|my) (?:${MESSAGING_APP}) (?:channel|group|number|no|id|account|community|page|support|helpline)`,
    `(?:${MESSAGING_APP}) (?:support|helpline|number|no|id|us|channel|group)`,
    `(?:${MESSAGING_APP}) \\(?id`,
  ]),
  // A contact verb before a word for the seller, or one of the other alternatives' own words.
  needs: {
    test: (text) => CONTACT_REQUEST_WORDS.test(text) || (CONTACT_VERB.test(text) && SELLER_WORDS.test(text)),
  },
  triggers: {
    // Every alternative needs a contact verb, an app or a social network; the common verbs
    // (`send`, `let`, `like`) only count next to `us` or `our`.
    words: [
      'contact', 'call', 'mail', 'email', 'message', 'write', 'ping', 'chat', 'talk', 'speak', 'reach', 'touch', 'consult', 'hesitate',
      'subscribe', 'bio', 'whatsapp', 'telegram', 'wechat', 'viber', 'imo', 'instagram', 'insta', 'facebook', 'fb', 'twitter', 'tiktok', 'youtube',
      'pinterest', 'threads', 'dm', 'inbox',
    ],
    pairs: [
      ...['send', 'drop', 'leave', 'tell', 'ask', 'add', 'text', 'follow', 'join', 'visit', 'let', 'find', 'see', 'catch', 'phone'].map((verb) => [verb, 'us'] as const),
      ...['follow', 'join', 'visit', 'like', 'share', 'phone'].map((verb) => [verb, 'our'] as const),
      ['feel', 'free'],
      // (`our phone number`: the words in that order, side by side.)
      ...['phone', 'telephone', 'mobile', 'helpline', 'hotline', 'customer'].flatMap((word) => [['our', word], ['my', word]] as const),
    ],
  },
};
