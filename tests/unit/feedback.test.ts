import { buildFeedbackPayload, feedbackEventParams } from '../../src/components/feedback/feedback-payload';
import { parseVote, voteKey } from '../../src/components/feedback/feedback-vote';
import { readSiteConfig } from '../../src/config/site-config';

const BASE = {
  pathname: '/x/react-data-grid/sorting',
  lang: 'en' as const,
  rating: null,
  previousRating: null,
  comment: '',
  section: null,
  revision: 'abc123',
};

describe('buildFeedbackPayload', () => {
  it('sends a bare answer with the page, its language and the build', () => {
    expect(buildFeedbackPayload({ ...BASE, rating: 'yes' })).toEqual({
      pathname: '/x/react-data-grid/sorting',
      lang: 'en',
      rating: 'yes',
      revision: 'abc123',
    });
  });

  it('trims the comment and carries the section and the earlier answer', () => {
    expect(
      buildFeedbackPayload({
        ...BASE,
        lang: 'zh',
        rating: 'no',
        previousRating: 'yes',
        comment: '  The second example fails.\n',
        section: { id: 'multi-sorting', title: 'Multi-sorting' },
      }),
    ).toEqual({
      pathname: '/x/react-data-grid/sorting',
      lang: 'zh',
      rating: 'no',
      previousRating: 'yes',
      comment: 'The second example fails.',
      section: { id: 'multi-sorting', title: 'Multi-sorting' },
      revision: 'abc123',
    });
  });

  it('leaves out a blank comment, and an earlier answer when there is no answer now', () => {
    const payload = buildFeedbackPayload({ ...BASE, previousRating: 'no', comment: 'Typo in the title' });
    expect(payload).toEqual({ pathname: BASE.pathname, lang: 'en', comment: 'Typo in the title', revision: 'abc123' });
    expect(buildFeedbackPayload({ ...BASE, rating: 'no', comment: ' \n ' })).not.toHaveProperty('comment');
  });

  it('has nothing to send without an answer or a comment', () => {
    expect(buildFeedbackPayload({ ...BASE, comment: '   ' })).toBeNull();
  });
});

describe('feedbackEventParams', () => {
  it('reports the answer and whether there was a comment, never its text', () => {
    const payload = buildFeedbackPayload({ ...BASE, rating: 'no', comment: 'private words' });
    expect(payload && feedbackEventParams(payload)).toEqual({ rating: 'no', has_comment: true, section_id: null });
    const section = buildFeedbackPayload({ ...BASE, comment: 'x', section: { id: 'a', title: 'A' } });
    expect(section && feedbackEventParams(section)).toEqual({ rating: 'none', has_comment: true, section_id: 'a' });
    expect(JSON.stringify(payload && feedbackEventParams(payload))).not.toContain('private');
  });
});

describe('the stored answer', () => {
  it('has one key per page and language', () => {
    expect(voteKey('en', '/x/introduction/installation')).toBe('docs-feedback:en:/x/introduction/installation');
    expect(voteKey('zh', '/x/introduction/installation')).toBe('docs-feedback:zh:/x/introduction/installation');
  });

  it('reads yes or no, and nothing else', () => {
    expect(parseVote('yes')).toBe('yes');
    expect(parseVote('no')).toBe('no');
    expect(parseVote(null)).toBeNull();
    expect(parseVote('{"rating":"yes"}')).toBeNull();
  });
});

describe('GATSBY_FEEDBACK_URL', () => {
  it('is off unless set, and must be an absolute URL', () => {
    expect(readSiteConfig({}).feedbackUrl).toBeNull();
    expect(readSiteConfig({ GATSBY_FEEDBACK_URL: 'https://feedback.example/docs' }).feedbackUrl).toBe(
      'https://feedback.example/docs',
    );
    expect(() => readSiteConfig({ GATSBY_FEEDBACK_URL: 'feedback.example' })).toThrow(
      'Configuration: GATSBY_FEEDBACK_URL must be an absolute http(s) URL, but it is "feedback.example".',
    );
  });
});
