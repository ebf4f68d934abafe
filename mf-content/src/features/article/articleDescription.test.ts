import { ARTICLE_DESCRIPTION_MAX, articleDescription } from './articleDescription';

const paragraph = (words: number, word = 'flywheel') => Array.from({ length: words }, () => word).join(' ');

describe("an article's description", () => {
  it('is its opening text, headings left out', () => {
    const body = `Why it works\\nA flywheel stores the energy of your pull and hands it back on the way in, so you brake it.`;
    expect(articleDescription(body)).toBe('A flywheel stores the energy of your pull and hands it back on the way in, so you brake it.');
  });

  it('is cut at a word within 155 characters, with an ellipsis', () => {
    const description = articleDescription(`${paragraph(30)}, ${paragraph(30)}`);
    expect(description.length).toBeLessThanOrEqual(ARTICLE_DESCRIPTION_MAX);
    expect(description).toMatch(/^flywheel( flywheel)*…$/);
    expect(description.length).toBeGreaterThan(140);
  });

  it('joins short body paragraphs into one line of text', () => {
    const first = 'An opening paragraph long enough to be body text rather than a heading, at least.';
    const second = 'A second paragraph, also long enough to be body text rather than a heading, surely.';
    expect(articleDescription(`${first}\\n${second}`)).toMatch(new RegExp(`^${first} A second paragraph`));
  });

  it('falls back to the headings of a body that has nothing else, and is empty for an empty body', () => {
    expect(articleDescription('Only a heading')).toBe('Only a heading');
    expect(articleDescription('')).toBe('');
  });

  it('cuts a single endless word too', () => {
    expect(articleDescription('x'.repeat(400))).toBe(`${'x'.repeat(ARTICLE_DESCRIPTION_MAX - 1)}…`);
  });
});
