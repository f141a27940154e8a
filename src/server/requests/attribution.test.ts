import { describe, expect, it } from 'vitest';
import { noVisit, visitOf, visitOfField, withoutVisit } from './attribution';

describe('the attribution a visitor request carries', () => {
  it('keeps the UTM parameters and the referring origin, and names the channel', () => {
    expect(
      visitOf({
        utmSource: ' Facebook ',
        utmMedium: 'cpc',
        utmCampaign: 'clim-2026',
        referrer: 'https://m.facebook.com/some/path?fbclid=x',
      }),
    ).toEqual({
      channel: 'facebook',
      attribution: {
        utmSource: 'Facebook',
        utmMedium: 'cpc',
        utmCampaign: 'clim-2026',
        referrer: 'https://m.facebook.com',
      },
    });
    // Without utm_source, the referring host (without www.) is the channel.
    expect(visitOf({ referrer: 'https://www.google.com/' })).toEqual({
      channel: 'google.com',
      attribution: { referrer: 'https://www.google.com' },
    });
    // A campaign without a source has no channel to count it under.
    expect(visitOf({ utmCampaign: 'promo' })).toEqual({ channel: null, attribution: { utmCampaign: 'promo' } });
  });

  it('leaves out anything malformed, and never refuses', () => {
    for (const input of [
      null,
      'facebook',
      [],
      42,
      {},
      { utmSource: 42 },
      { utmSource: '   ' },
      { referrer: 'javascript:alert(1)' },
      { referrer: 'not a url' },
      { utmSource: 'a\u202eb' },
      { utmSource: 'a\nb' },
    ]) {
      expect(visitOf(input), JSON.stringify(input)).toEqual(noVisit);
    }
    expect(visitOf({ utmSource: 'x'.repeat(100_000) }).attribution?.utmSource).toHaveLength(100);
    expect(visitOf({ utmSource: 'google', unknown: 'kept?' }).attribution).toEqual({ utmSource: 'google' });
    expect(visitOfField('{')).toEqual(noVisit);
    expect(visitOfField(JSON.stringify({ utmSource: 'x' }).padEnd(3000, ' '))).toEqual(noVisit);
    expect(visitOfField(JSON.stringify({ utmSource: 'LinkedIn' }))).toEqual({
      channel: 'linkedin',
      attribution: { utmSource: 'LinkedIn' },
    });
  });

  it('splits a body into the form’s fields and its visit', () => {
    expect(withoutVisit({ name: 'Awa', attribution: { utmSource: 'x' } })).toEqual({
      fields: { name: 'Awa' },
      visit: { channel: 'x', attribution: { utmSource: 'x' } },
    });
    expect(withoutVisit({ name: 'Awa' })).toEqual({ fields: { name: 'Awa' }, visit: noVisit });
    expect(withoutVisit('text')).toEqual({ fields: 'text', visit: noVisit });
  });
});
