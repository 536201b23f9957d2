import { expect, test } from '@playwright/test';
import { WATER_BOTTLE } from './support/listing-input';
import { createVerifiedUser } from './support/users';

const userInput = {
  title: WATER_BOTTLE.title,
  bulletPoints: [...WATER_BOTTLE.bullets, ''],
  titleMainKeyword: WATER_BOTTLE.mainKeyword,
  titleSecondaryKeywords: WATER_BOTTLE.secondaryKeywords,
  bulletKeywords: WATER_BOTTLE.bulletKeywords,
};

test("another seller's listing id gives 404 through the API, and nothing changes (issue 7)", async ({ playwright, baseURL }) => {
  const owner = await playwright.request.newContext({ baseURL });
  const stranger = await playwright.request.newContext({ baseURL });
  try {
    await createVerifiedUser(owner, 'Owner Olga');
    await createVerifiedUser(stranger, 'Stranger Stan');

    const insights = await owner.post('/api/extract-insights', { data: { userInput } });
    expect(insights.status(), await insights.text()).toBe(200);
    const prompts = await (await owner.get('/api/prompts/defaults?profile=amazon-2025&marketplace=US')).json();
    const generated = await owner.post('/api/generate', { data: { userInput, prompts, insights: await insights.json() } });
    expect(generated.status(), await generated.text()).toBe(200);
    const { listing_id: id } = (await generated.json()) as { listing_id: string };
    const before = await (await owner.get(`/api/listings/${id}`)).json();

    expect((await stranger.get(`/api/listings/${id}`)).status()).toBe(404);
    const put = await stranger.put(`/api/listings/${id}`, {
      data: { generated_title: 'Hijacked', generated_bullets: ['x'], generated_description: 'x', generated_keywords: ['x'] },
    });
    expect(put.status()).toBe(404);
    expect((await stranger.delete(`/api/listings/${id}`)).status()).toBe(404);
    const list = await (await stranger.get('/api/listings')).json();
    expect(list.listings).toEqual([]);

    const after = await owner.get(`/api/listings/${id}`);
    expect(after.status()).toBe(200);
    expect(await after.json()).toEqual(before);
  } finally {
    await owner.dispose();
    await stranger.dispose();
  }
});
