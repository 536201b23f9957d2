/*
 * Connective sentences that turn a seller's fact into reader-oriented copy. They carry no facts of
 * their own: no numbers, materials, colours, certifications, compatibility or claims. Every slot
 * takes the seller's words: the feature a bullet is about ({f}), what the seller says it is for
 * ({why}), their usage ({use}) and audience ({aud}) phrases, another of their features ({other}),
 * their keywords ({kw}) and the product ({p}, {noun}, {name}).
 *
 * Slots: {f} feature, {fa} with its article, {tf} with `the`, {p} `this heater`, {pit}/{pits}/{pobj}
 * it/its/it for the product, {fobj} it/them for the feature, {kw} keyword with its article, {kws}
 * keyword in the plural and {kwc} with its article, both only for a keyword that names the kind of
 * product (`garlic presses`, not `glass beads`), {ak} a keyword that reads as an adjective. `{f~is}` and `{p~makes}` agree
 * with the feature or the product. A capitalised slot name capitalises its value.
 *
 * Each frame is used at most once per listing, and listings pick them in a hash order of their own.
 * A frame with no seller slot at all says nothing a seller would keep, so only `pad` has them.
 */

export type Family = 'purpose' | 'benefit' | 'use' | 'aud' | 'kw' | 'ak' | 'xref' | 'fact' | 'name' | 'reader' | 'pad';

export const BULLET_FRAMES: Readonly<Record<Family, readonly string[]>> = {
  purpose: [
    '{Tf} {f~is} all about {why}.',
    'If {why} is high on your list, {tf} {f~is} a detail to look for.',
    'Because {why} matters, {p} {p~comes} with {fa}.',
    '{Tf} {f~puts} {why} first in everyday use.',
    '{Tf} {f~is} there with {why} in mind.',
  ],
  /** `{ben}`: one or two benefit words the seller used about the product (`portable and durable`). */
  benefit: ['{P} {p~is} {ben}.', 'Expect {p} to be {ben}.', 'In everyday use, {p} {p~is} {ben}.', 'Simply put, {p} {p~is} {ben}.'],
  use: [
    'That makes {p} a sensible pick for {use}.',
    'It is one more reason {p} {p~suits} {use}.',
    'Keep {p} in mind for {use}.',
    'It is a handy detail when you use {p} for {use}.',
    'Put {pobj} to work for {use}.',
    'It helps make {p} a natural fit for {use}.',
    'For {use}, it is just the kind of detail you want.',
    'It is well worth considering for {use}.',
    'If {use} is on your agenda, {p} {p~is} worth a look.',
    'Reach for {pobj} for {use}.',
  ],
  aud: [
    'It is a thoughtful detail for {aud}.',
    '{Aud} will appreciate it from day one.',
    'That makes {p} an easy choice for {aud}.',
    '{P} {p~is} made with {aud} in mind.',
    'It is one reason {p} {p~works} well for {aud}.',
    'It makes sense for {aud}.',
    '{Aud} will value it.',
  ],
  kw: [
    'It is a detail worth checking when you compare {kws}.',
    'If you are shopping for {kw}, {tf} {f~is} worth a close look.',
    'Anyone comparing {kws} will want to weigh this point.',
    'Among {kws}, this is a point worth noting.',
    'When you line up {kws} side by side, look for {fa}.',
    'For anyone choosing {kwc}, this is a practical point to consider.',
    'It is the kind of detail that matters when choosing {kwc}.',
    'Keep it in mind if you are looking at {kws}.',
    '{Tf} {f~is} one of the things to check before you buy {kwc}.',
    'It is a good reason to shortlist {p} among {kws}.',
    'Shopping for {kw}? {Tf} {f~is} one detail that deserves your attention.',
    'This is worth a look for anyone who needs {kw}.',
    'If you want {kw}, {p} {p~is} worth a look.',
    'Anyone looking for {kw} will find this worth a look.',
    'Searching for {kw}? {Tf} {f~is} one more reason to look closer.',
  ],
  ak: [
    '{P} {p~is} {ak}, which is worth knowing before you buy.',
    'Expect {p} to be {ak} in everyday use.',
    'Count on {p} to be {ak}.',
    'Better still, {p} {p~is} {ak}.',
    'On top of that, {p} {p~is} {ak}.',
  ],
  xref: [
    'Together with {other}, it rounds out what {p} {p~offers}.',
    'It sits alongside {other} in the same {noun}.',
    'Add {other} to that, and you get a clear picture of {p}.',
    'On top of {other}, you get {fa}.',
    '{Fa} and {other} come together in one {noun}.',
    'Alongside {other}, it is part of the same package.',
    'Next to {other}, it completes the picture of {p}.',
    'It joins {other} on the list of what {p} {p~offers}.',
    '{P} also {p~has} {other}.',
  ],
  /** `{fact}`: the title's specs, as the seller wrote them. */
  fact: ['Key details: {fact}.', 'At a glance: {fact}.', 'The specifics: {fact}.'],
  name: [
    '{Tf} {f~is} part of the {name}.',
    'The {name} includes {fa}.',
  ],
  /** Sentences about the reader and the feature: they name the seller's feature, nothing more. */
  reader: [
    'If {fa} {f~is} on your checklist, {p} {p~has} {fobj} covered.',
    'With {fa}, you know what to expect from {p} right away.',
    '{Tf} {f~is} a feature worth knowing about before you buy.',
    'Look for {tf} when you first unpack {p}.',
    'You will find {fa} on {p}.',
    '{Tf} {f~is} one of the first things you notice about {p}.',
    '{Tf} {f~is} there every time you use {p}.',
    'Check {tf} against what you need from {p}.',
  ],
  /**
   * Sentences that carry no seller word at all; a seller would delete them. Only a bullet or a
   * description the seller's words cannot bring to the profile's target length gets them.
   */
  pad: [
    'It is a practical point to weigh before you decide.',
    'That is useful to know before you decide.',
    'It is worth noting when you make your choice.',
    'It is the kind of detail that is easy to miss at first glance.',
    'Knowing this up front makes it easier to choose the right {noun}.',
    'It is worth checking against how you plan to use {p}.',
    'It is a detail worth knowing before you order.',
    'Bear it in mind as you decide.',
    'It answers a question many buyers ask first.',
    'Small details like this add up in day-to-day use.',
    'It is one of the first things to look at when you compare options.',
    'It is one more reason {p} {p~earns} a place on your shortlist.',
    'It is spelled out here so you know exactly what you are getting.',
    'Details like this are what separate one {noun} from the next.',
    'That is the kind of detail buyers tend to ask about, so here it is up front.',
    'It helps you picture exactly how {p} will fit into your day.',
    'It is a practical touch that is easy to appreciate.',
    'That is worth a second look before you order.',
    'It is a good example of the practical thinking behind {p}.',
    'It is one of the points that define {p}.',
    'It gives you one more reason to take a closer look.',
    'It is the sort of detail that is easy to take for granted.',
    'It is a point many shoppers look for.',
    'That is one less question to ask before you order.',
    'It is a welcome detail in daily use.',
    'It is a straightforward point that speaks to everyday use.',
    'It is one of several details that work together here.',
    'It is a simple detail, but one you will notice every time you use {p}.',
    'Take it into account when you picture {p} in your routine.',
    'It is worth a moment of your time when you weigh up your options.',
  ],
};

/** Sentences that open or close the description, or sum several features up. */
export const DESCRIPTION_FRAMES = {
  /** `{kw1}` is the main keyword with its article, `{with}` ` with A and B` or ''. */
  intro: [
    '{Name} is {kw1}{with}.',
    'Meet {name}: {kw1}{with}.',
    'Looking for {kw1}? {Name} brings {list}.',
    '{Name} gives you {kw1}{with}.',
    'Here is {name}, {kw1}{with}.',
    'Say hello to {name}, {kw1}{with}.',
  ],
  overview: [
    'At a glance, {p} {p~brings} together {list}.',
    'In one {noun}, you get {list}.',
    'The highlights are {list}.',
    'Here is what it brings: {list}.',
    'What stands out: {list}.',
  ],
  keyword: [
    'If you have been searching for {kw}, {name} deserves a place on your shortlist.',
    'For anyone comparing {kws}, {name} is worth a closer look.',
    'Shoppers looking for {kw} will find plenty to like in {name}.',
  ],
  close: [
    'In short: {name} brings {list} together in one {noun}.',
    'The bottom line: {name} pairs {list}.',
    'All told, {name} offers {list}.',
    'Put simply, {name} gives you {list}.',
    'To sum up, {name} combines {list}.',
  ],
  recap: ['Quick recap: {list}.', 'The short version: {list}.', 'In brief: {list}.'],
  /** `{list}`: the seller's benefit clauses, each as `it keeps ...`. */
  benefits: ['In use, {list}.', 'Day to day, {list}.', 'What it does for you: {list}.'],
  /** Title segments the bullets never mention. */
  also: ['You also get {list}.', 'It also brings {list}.', 'The list goes on with {list}.', 'There is also {list}.'],
  transition: ['On top of that, ', 'Beyond that, ', 'In addition, ', 'Also, ', 'What is more, ', 'Better still, ', 'Just as important, ', 'As well as that, '],
} as const;
