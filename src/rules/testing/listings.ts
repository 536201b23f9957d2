import type { Keywords, Listing } from '../types.js';

export { findingsFor, rulesFired } from './findings.js';

/*
 * Test inputs written for these tests (the real datasets live outside the repository). The clean
 * listing meets every target of amazon-2025; tests break one thing at a time from it.
 */

export const CLEAN_TITLE =
  'Gaiam Premium Yoga Mat, 6mm Extra Thick Non Slip Exercise Mat for Home Workouts, Pilates and Floor Stretching, ' +
  'Lightweight Carry Strap Included, Cushioned Support for Knees and Wrists, Ocean Blue';

export const CLEAN_BULLETS = [
  'EXTRA THICK CUSHIONING: The 6mm yoga foam layer protects knees, hips and wrists on hard floors. It keeps its shape after months of daily practice and rolls flat again within minutes. Beginners get a forgiving surface for balance poses, while experienced students feel stable support during long holds and slow flows at home.',
  'NON SLIP TEXTURE: Both sides carry a fine grip pattern that holds the floor and your hands, even when the session gets warm. The surface stays dry to the touch and wipes clean with a damp cloth. You can move from downward dog to lunge without the mat sliding or bunching under your feet, on tile, wood or carpet.',
  'LIGHTWEIGHT AND PORTABLE: At 1.1 kg the mat is easy to carry to the studio, the park or a hotel room. The included strap wraps around the rolled mat so it stays closed in a bag or on a shoulder. Unroll it and it lies flat without curling edges, so you can start your practice right away instead of fighting the corners.',
  'GENEROUS SIZE: The 183 x 61 cm surface gives tall users room to stretch from head to heel. Wide enough for side planks and seated twists, it also works well for pilates, core routines and physical therapy exercises. Alignment lines printed along the edges help you place hands and feet evenly in each posture and transition.',
  'MADE FOR EVERYDAY USE: The closed cell foam does not soak up sweat, so it stays fresh between sessions. It contains no latex and has no strong smell when unpacked. Store it rolled or flat, and it is ready for the next class. The mat comes with a one year warranty covering manufacturing defects in materials and workmanship.',
];

export const CLEAN_DESCRIPTION = [
  'A good practice starts with a surface you can trust. This yoga mat gives you a steady, cushioned base for slow stretching, strong standing poses and everything in between, whether you roll it out in the living room or carry it to a weekly class.',
  'The 6mm foam layer is thick enough to protect knees and wrists on wooden floors, yet firm enough that you still feel grounded during balance work. It recovers its shape quickly after each session, so there are no lasting dents where you kneel or press your palms.',
  'A fine texture on both sides grips the floor and your hands. Warm flows, long holds and quick transitions all feel secure, and the closed cell surface keeps moisture on top where a towel or damp cloth can remove it in seconds.',
  'At 183 by 61 centimetres the mat suits tall users and leaves space for wide stances, side planks and seated twists. Printed alignment lines along the edges help you place hands and feet evenly, which is useful when you follow an online class without a teacher nearby.',
  'Weighing about 1.1 kg, it travels easily. The carry strap holds the rolled mat closed on your shoulder or in the boot of a car, and the edges lie flat again soon after you unroll it. Beginners appreciate the forgiving cushion, while regular students like how stable it feels under a long warrior sequence.',
  'Use it for pilates, core training, physical therapy routines or a few calm minutes of breathing before bed. The foam contains no latex and has no strong smell when it comes out of the box, so it is ready for your first session on the day it arrives.',
  'Clean it with mild soap and water, let it air dry, and store it rolled or flat. Every mat is covered by a one year warranty against defects in materials and workmanship, so you can focus on your practice and enjoy the routine you build with it.',
].join('\n\n');

export const CLEAN_BACKEND =
  'fitness gym equipment meditation cushion pad women men beginner large long wide tpe foam towel studio barre stretch band training core abs balance kneeling camping sleeping travel foldable kids aerobics calisthenics mobility physio rehab sport';

export const KEYWORDS: Keywords = {
  main: 'yoga mat',
  secondary: ['exercise mat', 'non slip'],
  bullet: ['extra thick', 'lightweight'],
};

/** What the seller gave for the clean listing: every fact in it comes from here. */
export const CLEAN_SOURCE = [CLEAN_TITLE, ...CLEAN_BULLETS, CLEAN_DESCRIPTION].join('\n');

export function cleanListing(overrides: Partial<Listing> = {}): Listing {
  return {
    title: CLEAN_TITLE,
    bullets: [...CLEAN_BULLETS],
    description: CLEAN_DESCRIPTION,
    backend: CLEAN_BACKEND,
    ...overrides,
  };
}

/** A listing with only a title (and the bullets it needs), for field-focused tests. */
export function withTitle(title: string, overrides: Partial<Listing> = {}): Listing {
  return cleanListing({ title, ...overrides });
}

export function withBullet(bullet: string, index = 0): Listing {
  const bullets = [...CLEAN_BULLETS];
  bullets[index] = bullet;
  return cleanListing({ bullets });
}

/** Pads text with neutral filler words to an exact code point length, for length tests. */
export function sized(prefix: string, length: number): string {
  let text = prefix;
  const filler = ['sturdy', 'frame', 'daily', 'routine', 'gentle', 'grip', 'steady', 'surface', 'quiet', 'layer'];
  for (let i = 0; [...text].length < length; i++) text += ` ${filler[i % filler.length]}`;
  return [...text].slice(0, length).join('').replace(/\s$/, 'x');
}
