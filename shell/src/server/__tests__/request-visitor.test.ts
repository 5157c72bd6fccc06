import { FIRST_VISIT } from '@ergoforma/shared-contracts';
import { visitorOfRequest } from '../request-visitor';

describe('visitorOfRequest: the visitor facts of a Cookie header', () => {
  it('is a first visit without cookies', () => {
    expect(visitorOfRequest(undefined)).toEqual(FIRST_VISIT);
    expect(visitorOfRequest('')).toEqual(FIRST_VISIT);
  });

  it('reads the consent and English-notice cookies among others', () => {
    expect(visitorOfRequest('_ga=GA1.2.3; ef_consent=performance.advertising; ef_english_notice=false')).toEqual({
      consentChosen: true,
      englishNoticeDismissed: true,
    });
    expect(visitorOfRequest(['a=1', 'ef_consent=none'])).toEqual({
      consentChosen: true,
      englishNoticeDismissed: false,
    });
  });

  it('treats malformed, tampered or oversized headers as a first visit, never as an error', () => {
    expect(visitorOfRequest('ef_consent=%E0%A4%A')).toEqual(FIRST_VISIT);
    expect(visitorOfRequest('ef_consent=everything')).toEqual(FIRST_VISIT);
    expect(visitorOfRequest(';;;=;ef_consent')).toEqual(FIRST_VISIT);
    expect(visitorOfRequest(`x=${'a'.repeat(10_000)}; ef_consent=none`)).toEqual(FIRST_VISIT);
  });
});
