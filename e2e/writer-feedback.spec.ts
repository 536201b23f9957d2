import { expect, snap, test } from './support/fixtures';
import { DashboardPage } from './pages/DashboardPage';
import { OptimizerPage } from './pages/OptimizerPage';
import { createVerifiedUser } from './support/users';

/** Five bullets of about 60 characters: too little material for the policy's 300–350 per bullet. */
const THIN = {
  title: 'Pinecrest Ceramic Pour Over Coffee Dripper, 2 Cup, White',
  bullets: [
    'Ceramic cone holds heat for an even extraction of your coffee',
    'Fits size 02 paper filters and most mugs and carafes at home',
    'Three drain holes control the flow for a balanced, clean cup',
    'Wide base sits steady on mugs from 6 to 10 cm across the top',
    'Dishwasher safe glaze wipes clean; no plastic touches coffee',
  ],
  mainKeyword: 'pour over coffee maker',
  secondaryKeywords: 'ceramic coffee dripper',
  bulletKeywords: 'pour over cone',
} as const;

/** Six long bullets and a description of the seller's own: more than the bullets can hold. */
const RICH = {
  title: 'Northfield Cast Iron Dutch Oven 5.5 Quart with Lid, Enamelled, Cherry Red',
  bullets: [
    'EVEN HEAT: Heavy cast iron spreads and holds heat evenly, so stews simmer gently and bread bakes with a crisp crust. The enamel needs no seasoning and will not react with tomatoes or wine. Oven safe to 260°C with the lid on.',
    'SELF-BASTING LID: Small spikes under the lid drip condensation back onto the food, keeping roasts moist without opening the pot. The stainless steel knob stays put in a hot oven.',
    'SIZE: 5.5 quarts feeds four to six people. The pot measures 30 cm across the handles and 14 cm tall, and weighs 5.8 kg with the lid.',
    'FOR EVERY HOB: Works on gas, electric, ceramic and induction hobs, and in the oven. Wide loop handles give a safe grip with oven gloves.',
    'EASY CARE: Dishwasher safe, though hand washing keeps the glossy enamel bright for longer. Let it cool before washing to protect the enamel.',
    'WARRANTY: Lifetime warranty against defects in materials and workmanship.',
  ],
  mainKeyword: 'dutch oven',
  secondaryKeywords: 'enameled cast iron pot',
  bulletKeywords: 'casserole dish, induction cookware',
  description:
    'The Northfield dutch oven is made in a family foundry in France. Each pot is sand cast, then coated with two layers of enamel and fired at 800°C. The cream interior enamel makes it easy to see food as it browns.',
} as const;

/**
 * Words the editor may add around the seller's facts (its frames: `is a …`, `It has …`, `Its … is …`,
 * `has a … that …`, `lets you …`, `You can …`); everything else is theirs.
 */
// The spec list's labels (FACT_LABELS in src/writer/editor/read/fact-sheet.ts) head lines of the
// seller's own values; they are the editor's words, as the frame words are.
const SPEC_LABELS = 'brand model product type size capacity weight quantity colour material power compatible with suitable for included care installation warranty specification';
const FRAME_WORDS = new Set(['is', 'are', 'a', 'an', 'for', 'it', 'its', 'they', 'their', 'has', 'have', 'that', 'lets', 'let', 'you', 'can', 'degrees', 'celsius', 'fahrenheit', ...SPEC_LABELS.split(' ')]);
const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}[\p{L}'’]*/gu) ?? [];

/** Every sentence of the output is made of the seller's own words: none is there to fill a length. */
async function expectOnlySellerWords(optimizer: OptimizerPage, listing: { title: string; bullets: readonly string[]; description?: string }, keywords: string[]) {
  const seller = new Set(wordsOf([listing.title, ...listing.bullets, listing.description ?? '', ...keywords].join(' ')));
  const fields = [...(await optimizer.output.getByTestId('listing-bullet').allTextContents()), ...(await optimizer.output.getByTestId('listing-description').allTextContents())];
  for (const text of fields) {
    const foreign = wordsOf(text ?? '').filter((w) => !seller.has(w) && !seller.has(w.replace(/s$/u, '')) && !FRAME_WORDS.has(w));
    expect(foreign, text ?? '').toEqual([]);
  }
}

/** Issue 23: the output shows 2–3 titles, a description, search terms and the changes with their reasons. */
async function expectWholeOutput(optimizer: OptimizerPage) {
  const out = optimizer.output;
  // The first title is in the editor; the others are offered beside it.
  await expect(out.getByText(/^[12] alternative titles?$/u)).toBeVisible();
  await expect(out.getByTestId('listing-description')).toHaveText(/\w{3,}.*\.\s/su);
  await expect(out.getByText('No description generated')).toHaveCount(0);
  await expect(out.getByText('No keywords generated')).toHaveCount(0);
  await expect(out.getByRole('region', { name: 'Backend search terms' })).toContainText(/[1-9]\d* \/ \d+ bytes/u);
  const changes = out.getByRole('region', { name: 'What we changed and why' });
  await expect(changes.getByRole('listitem').first()).toBeVisible();
}

test('a thin listing shows what to add beside each short field, what was changed, and who wrote it (issue 10 §5)', async ({ page }, testInfo) => {
  test.slow();
  await createVerifiedUser(page.request, 'Tess Thin');
  const optimizer = new OptimizerPage(page);
  await optimizer.goto();
  await optimizer.fill(THIN);
  await optimizer.analyze();
  await optimizer.expectAnalyzed();
  await optimizer.generate();

  // Which fields fall short depends on the writer; every note names its field, its length and the target.
  const notes = optimizer.output.getByTestId('guidance');
  await expect(notes.first()).toBeVisible();
  for (const note of await notes.all()) await expect(note).toHaveText(/^(?:(?:The title|Bullet \d|The description) has|The search terms have) [\d,]+ (?:characters|bytes); the policy's target is [\d,]+–[\d,]+\. (?:Search terms hold only words your title and bullets do not, drawn from your own text\. )?Add /);
  await expect(optimizer.output.getByRole('region', { name: 'What we changed and why' })).toBeVisible();
  await expect(page.getByTestId('ai-credit')).toHaveText(/^Text written by the Listcraft built-in editor, offline\. An AI provider .* can be configured\.$/);
  await expectOnlySellerWords(optimizer, THIN, [THIN.mainKeyword, THIN.secondaryKeywords, THIN.bulletKeywords]);
  await expectWholeOutput(optimizer);
  await snap(page, testInfo, 'thin-output');

  const shownNotes = await notes.allTextContents();
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await dashboard.openDetails(THIN.title.slice(0, 20));
  const dialog = page.getByRole('dialog', { name: 'Listing details' });
  // The modal computes the same notes from the saved listing.
  await expect(dialog.getByTestId('guidance')).toHaveText(shownNotes);
  await snap(page, testInfo, 'thin-details');
});

test('a rich listing keeps every fact, moves what the bullets cannot hold into the description, and adds no sentence of its own (issue 10)', async ({ page }, testInfo) => {
  test.slow();
  await createVerifiedUser(page.request, 'Rico Rich');
  const optimizer = new OptimizerPage(page);
  await optimizer.goto();
  await optimizer.fill({ ...RICH, bullets: RICH.bullets.slice(0, 5) });
  await optimizer.details.getByRole('button', { name: 'Add a 6th bullet point' }).click();
  await optimizer.bullet(6).fill(RICH.bullets[5]);
  await optimizer.analyze();
  await optimizer.expectAnalyzed();
  await optimizer.generate();

  const bullets = optimizer.output.getByTestId('listing-bullet');
  await expect(bullets).toHaveCount(6);
  const description = optimizer.output.getByTestId('listing-description');
  // The seller's own description and the bullets' overflow make the description.
  await expect(description).toContainText('made in a family foundry in France');
  await expect(description).toContainText('coated with two layers of enamel');
  // Numbers and units come out as they went in (the banned degree sign as words).
  const everything = [...(await bullets.allTextContents()), await description.textContent()].join(' ');
  for (const fact of ['5.5 quarts', '30 cm', '14 cm', '5.8 kg', 'Lifetime warranty', '260 degrees Celsius', '800 degrees Celsius']) expect(everything).toContain(fact);
  await expectOnlySellerWords(optimizer, RICH, [RICH.mainKeyword, RICH.secondaryKeywords, RICH.bulletKeywords]);
  await expectWholeOutput(optimizer);
  await snap(page, testInfo, 'rich-output');
});
