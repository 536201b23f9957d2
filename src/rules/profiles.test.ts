import { describe, expect, it } from 'vitest';
import { resolveLimits } from './limits.js';
import { DEFAULT_PROFILE_ID, getProfile, POLICY_PROFILES, type PolicyProfile } from './profiles.js';

describe('policy profiles', () => {
  it('default to amazon-2025', () => {
    expect(DEFAULT_PROFILE_ID).toBe('amazon-2025');
    expect(getProfile().id).toBe('amazon-2025');
  });

  it('each carry an id, a name, a date and a source', () => {
    for (const profile of POLICY_PROFILES) {
      expect(profile.id).toMatch(/^[a-z0-9-]+$/);
      expect(profile.name).not.toBe('');
      expect(profile.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(profile.source).not.toBe('');
    }
    expect(new Set(POLICY_PROFILES.map((p) => p.id)).size).toBe(POLICY_PROFILES.length);
  });

  it('throw on an unknown id', () => {
    expect(() => getProfile('amazon-1999')).toThrow(/Unknown policy profile "amazon-1999"/);
  });
});

describe('resolveLimits', () => {
  it('gives SPEC numbers under amazon-2025', () => {
    const limits = resolveLimits(getProfile('amazon-2025'));
    expect(limits.title).toEqual({ max: 200, target: [180, 200], minimum: 90 });
    expect(limits.bullets.guide).toEqual({ redBelow: 250, yellowFrom: 451, redAbove: 500 });
    expect(limits.bullets.target).toEqual([300, 350]);
    expect(limits.description).toEqual({ max: 2000, target: [1800, 2000], minimum: 900 });
    expect(limits.backend).toEqual({ maxBytes: 249, target: [240, 249], minimum: 120 });
    expect(limits.bullets.minimum).toBe(250);
    expect(limits.highlights).toBeNull();
  });

  it('depends on the marketplace for search-term bytes', () => {
    const profile = getProfile('amazon-2025');
    expect(resolveLimits(profile, { marketplace: 'US' }).backend.maxBytes).toBe(249);
    expect(resolveLimits(profile, { marketplace: 'DE' }).backend.maxBytes).toBe(249);
    expect(resolveLimits(profile, { marketplace: 'IN' }).backend).toEqual({ maxBytes: 199, target: [190, 199], minimum: 95 });
    expect(resolveLimits(profile, { marketplace: 'JP' }).backend.maxBytes).toBe(499);
    expect(resolveLimits(profile, { marketplace: 'JP', apparel: true }).backend.maxBytes).toBe(249);
    expect(resolveLimits(profile, { marketplace: 'JP', category: 'Clothing, Shoes & Jewelry > Women' }).backend.maxBytes).toBe(249);
  });

  it('caps titles at 75 under amazon-2026-07, except media and the excluded stores', () => {
    const profile = getProfile('amazon-2026-07');
    expect(resolveLimits(profile).title.max).toBe(75);
    expect(resolveLimits(profile, { media: true }).title.max).toBe(200);
    expect(resolveLimits(profile, { category: 'Books > Children\'s Books' }).title.max).toBe(200);
    expect(resolveLimits(profile, { category: 'Electronics > Television & Video' }).title.max).toBe(75);
    expect(resolveLimits(profile, { marketplace: 'AE' }).title.max).toBe(200);
    expect(resolveLimits(profile).bullets.max).toBe(255);
    expect(resolveLimits(profile).highlights).toEqual({ max: 125, maxTitleLength: 75 });
    expect(resolveLimits(profile, { marketplace: 'SA' }).highlights).toBeNull();
  });

  it('needs only data to add a profile', () => {
    const base = getProfile('amazon-2025');
    const custom: PolicyProfile = {
      ...base,
      id: 'test-short-titles',
      title: { ...base.title, max: 120, target: [100, 120] },
      backend: { ...base.backend, maxBytes: { default: 300, IN: 150 } },
    };
    expect(resolveLimits(custom).title.max).toBe(120);
    expect(resolveLimits(custom, { marketplace: 'IN' }).backend.maxBytes).toBe(150);
    expect(resolveLimits(custom, { marketplace: 'UK' }).backend.maxBytes).toBe(300);
  });
});
