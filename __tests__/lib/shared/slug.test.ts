import { slugify } from '@/lib/shared/slug';

describe('slugify: the one rule for every slug the site makes', () => {
  it('drops accents, lowers case and joins words with single hyphens, none at either end', () => {
    expect(slugify('Freight plan: 2025 update!')).toBe('freight-plan-2025-update');
    expect(slugify('  Café — Route 29 → Charlottesville  ')).toBe('cafe-route-29-charlottesville');
    expect(slugify('Ésta ÉPOCA')).toBe('esta-epoca');
  });

  it('cuts at the maximum without leaving a hyphen at the end', () => {
    const slug = slugify('word '.repeat(40), { max: 12 });
    expect(slug).toBe('word-word-wo');
    expect(slugify('abcdefghij klm', { max: 11 })).toBe('abcdefghij');
    expect(slugify('a'.repeat(200)).length).toBe(80);
  });

  it('gives the fallback when nothing is left (a title in another script)', () => {
    expect(slugify('中文标题', { fallback: 'document' })).toBe('document');
    expect(slugify('!!!')).toBe('');
  });
});
