/*
 * Connective tissue: the only words the writer adds itself. Slots take phrases lifted from the
 * seller's text, so the frames carry no facts of their own: no numbers, materials, colours,
 * certifications or claims. Each listing picks its frames by hash (variation.ts).
 */

/** `{a}` is a noun phrase with its article (or a plural), `{x}` a bare phrase, `{the}` `this product`. */
export const FRAMES = {
  /** A keyword that reads as a noun: `yoga mat`, `gift for kids`. */
  nounKeyword: [
    'A natural pick if you are shopping for {a}.',
    'Choose it when you need {a}.',
    'It fits right in as {a}.',
    'A practical choice for anyone looking for {a}.',
    'It is made to serve as {a}.',
  ],
  /** A keyword with a code or a size in it: `archer t2u nano`. */
  aliasKeyword: ['You may also find it listed as {x}.', 'It is also listed as {x}.'],
  /** A keyword that reads as an adjective: `non slip`, `extra thick`. */
  adjectiveKeyword: ['{The} {is} {x}.', 'Expect {the} to be {x}.', '{The} {is} {x} by design.', 'Count on {the} to be {x}.'],
  /** A fragment that names the product itself: `Micro USB charging cable for android phones`. */
  productFragment: ['This is {a}.', 'This is {a}.', 'Here you get {a}.'],
  /** A fragment that names a feature: `Smart remote`, `4 shapes, 3 sizes and 6 colors`. */
  featureFragment: ['It features {a}.', 'It offers {a}.', 'It has {a}.'],
  usage: ['Made for {x}.', 'Ideal for {x}.', 'A good fit for {x}.', 'A sensible choice for {x}.'],
  audience: ['Suited to {x}.', 'A thoughtful choice for {x}.', 'A good match for {x}.', 'Made for {x}.'],
  benefits: ['{The} {is} {x}.', 'Expect {the} to be {x}.', 'In everyday use, {the} {is} {x}.', 'Simply put, {the} {is} {x}.'],
  specs: ['Key details: {x}.', 'At a glance: {x}.', 'The specifics: {x}.'],
  /** Description openers for a paragraph that restates one feature. */
  transition: ['On top of that, ', 'Beyond that, ', 'In addition, ', 'Also, ', 'What is more, ', 'Better still, '],
  descriptionIntro: [
    '{Name} brings you {a}{with}.',
    'Meet {name}: {a}{with}.',
    'Looking for {a}? {Name} brings {list}.',
    '{Name} gives you {a}{with}.',
  ],
  alsoKnownAs: ['It also works as {list}.', 'Use it as {list}.', 'It can serve as {list}.', 'It doubles as {list}.'],
  descriptionUsage: ['Use it for {list}.', 'It is made for {list}.', 'Typical uses include {list}.', 'It earns its place for {list}.'],
  descriptionAudience: ['It suits {list}.', 'Who is it for? {List}.', 'It is a good match for {list}.'],
  descriptionBox: ['What you get: {x}.', 'In the box: {x}.', 'Included: {x}.'],
  descriptionClose: [
    'In short: {name}, {a} with {list}.',
    'To sum up: {a} with {list}, from {name}.',
    'The bottom line: {name} pairs {list}.',
  ],
  /** Headers for bullets the writer assembles when the seller gave too little to fill a slot. */
  extraHeaders: {
    usage: ['EVERYDAY USE', 'WHERE IT FITS', 'MADE FOR YOUR ROUTINE'],
    audience: ['WHO IT IS FOR', 'THE RIGHT FIT', 'MADE FOR YOU'],
    specs: ['KEY DETAILS', 'AT A GLANCE', 'THE SPECIFICS'],
    keywords: ['WHY CHOOSE IT', 'WHAT IT IS', 'THE ESSENTIALS'],
  },
} as const;

/** Fills `{a}`, `{x}`, `{The}` ... in a frame; a capitalised slot name capitalises its value. */
export function fill(frame: string, values: Readonly<Record<string, string>>): string {
  return frame.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name.toLowerCase()];
    if (value === undefined) return whole;
    return /^\p{Lu}/u.test(name) ? value.charAt(0).toUpperCase() + value.slice(1) : value;
  });
}
