import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_CONTACT_EMAIL,
  DEFAULT_SITE_URL,
  obfuscateEmail,
  resolveContactEmail,
  resolveSiteUrl,
} from './config.ts';
import { metaWarnings } from './meta';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the contact address', () => {
  it('is shown with the at-sign and every dot replaced by words', () => {
    const shown = obfuscateEmail('jan.kowalski@bank.com.pl');
    expect(shown).toBe('jan (kropka) kowalski (małpa) bank (kropka) com (kropka) pl');
    expect(shown).not.toMatch(/[@.]/);
  });

  it('falls back to the default and names the variable when it is invalid', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(resolveContactEmail('nie-adres')).toBe(DEFAULT_CONTACT_EMAIL);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('PUBLIC_CONTACT_EMAIL'));
  });

  it('keeps a valid address', () => {
    expect(resolveContactEmail('biuro@przyklad.pl')).toBe('biuro@przyklad.pl');
  });
});

describe('the site URL', () => {
  it.each(['http://przyklad.pl', 'nie url', 'ftp://przyklad.pl'])(
    'rejects %s with a warning naming PUBLIC_SITE_URL',
    (value) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect(resolveSiteUrl(value)).toBe(DEFAULT_SITE_URL);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('PUBLIC_SITE_URL'));
    },
  );

  it('keeps the origin of an https address', () => {
    expect(resolveSiteUrl('https://kredyt.example.pl/cokolwiek')).toBe('https://kredyt.example.pl');
  });
});

describe('page metadata warnings', () => {
  const good = {
    title: 'Kalkulator kredytu hipotecznego – symulacja rat i kosztów',
    description: 'Krótki opis.',
    canonical: 'https://przyklad.pl/',
  };

  it('are silent for a page that follows the rules', () => {
    expect(metaWarnings('/', good)).toEqual([]);
  });

  it('flag a title outside 50–60 characters', () => {
    expect(metaWarnings('/', { ...good, title: 'Za krótki' })).toEqual([
      expect.stringContaining('outside 50–60'),
    ]);
  });

  it('flag a description over 150 characters', () => {
    expect(metaWarnings('/', { ...good, description: 'x'.repeat(151) })).toEqual([
      expect.stringContaining('over 150'),
    ]);
  });

  it('flag a missing or non-https canonical', () => {
    expect(metaWarnings('/', { ...good, canonical: undefined })).toEqual([
      expect.stringContaining('missing'),
    ]);
    expect(metaWarnings('/', { ...good, canonical: 'http://przyklad.pl/' })).toEqual([
      expect.stringContaining('not https'),
    ]);
  });
});
