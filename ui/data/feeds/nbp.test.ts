// The parser's answers to the real feed's XML are tested in Chromium (../rates.browser.test.ts),
// which has a DOMParser; what it refuses before parsing needs none.
import { describe, expect, it } from 'vitest';
import { FEED_CONFIG } from './fetchFeed';
import { parseReferenceRateXml } from './nbp';

describe('the NBP parser refuses what the real feed never holds, before parsing', () => {
  it.each([
    [
      'a DOCTYPE with an entity used 10 000 times (billion laughs)',
      `<?xml version="1.0"?><!DOCTYPE lol [<!ENTITY lol "${'lol'.repeat(10)}">]><stopy_procentowe>${'&lol;'.repeat(10_000)}</stopy_procentowe>`,
      /DOCTYPE or an entity/,
    ],
    ['a lower-case doctype', '<!doctype x><stopy_procentowe/>', /DOCTYPE or an entity/],
    ['an entity declaration alone', '<!ENTITY x "y"><stopy_procentowe/>', /DOCTYPE or an entity/],
    [
      'more XML than the parse is allowed',
      `<stopy_procentowe>${' '.repeat(FEED_CONFIG.nbp.maxParseBytes)}</stopy_procentowe>`,
      /longer than/,
    ],
  ])('%s', (_case, xml, reason) => {
    expect(() => parseReferenceRateXml(xml)).toThrow(reason);
  });
});
