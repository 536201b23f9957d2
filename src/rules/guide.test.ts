import { describe, expect, it } from 'vitest';
import { guide } from './guide.js';
import { getProfile } from './profiles.js';

const profile = getProfile('amazon-2025');
const text = (n: number, char = 'a') => char.repeat(n);

describe('guide', () => {
  it('colours titles red over 200', () => {
    expect(guide('title', text(200), profile)).toEqual({ state: 'ok', count: 200, limit: 200, unit: 'chars', label: '200 / 200' });
    expect(guide('title', text(201), profile).state).toBe('red');
  });

  it('colours bullets red under 250 or over 500 and yellow from 451, shown as n / 500', () => {
    expect(guide('bullets', text(249), profile).state).toBe('red');
    expect(guide('bullets', text(250), profile).state).toBe('ok');
    expect(guide('bullets', text(450), profile).state).toBe('ok');
    expect(guide('bullets', text(451), profile).state).toBe('yellow');
    expect(guide('bullets', text(500), profile)).toMatchObject({ state: 'yellow', label: '500 / 500' });
    expect(guide('bullets', text(501), profile).state).toBe('red');
    expect(guide('bullets', text(312), profile).label).toBe('312 / 500');
  });

  it('colours descriptions red over 2000', () => {
    expect(guide('description', text(2000), profile).state).toBe('ok');
    expect(guide('description', text(2001), profile).state).toBe('red');
  });

  it('counts search terms in bytes by default and in characters for the dashboard', () => {
    const terms = text(130, 'ä'); // 130 characters, 260 bytes
    expect(guide('backend', terms, profile)).toEqual({ state: 'red', count: 260, limit: 249, unit: 'bytes', label: '260 / 249' });
    expect(guide('backend', terms, profile, { backendUnit: 'chars' })).toEqual({ state: 'ok', count: 130, limit: 249, unit: 'chars', label: '130 / 249' });
    expect(guide('backend', text(200), profile, { marketplace: 'IN' }).state).toBe('red');
  });

  it('counts emoji as one character', () => {
    expect(guide('title', text(200, '😀'), profile)).toMatchObject({ state: 'ok', count: 200 });
  });

  it('follows the profile', () => {
    const next = getProfile('amazon-2026-07');
    expect(guide('title', text(76), next).state).toBe('red');
    expect(guide('highlights', text(125), next)).toMatchObject({ state: 'ok', label: '125 / 125' });
    expect(guide('bullets', text(256), next)).toMatchObject({ state: 'red', label: '256 / 255' });
  });
});
