import { articleParagraphs } from './articleParagraphs';

describe('articleParagraphs', () => {
  const long = 'A paragraph long enough to be body text rather than a heading, well past the limit.';

  it('splits on the literal backslash-n sequence, not on a newline character', () => {
    const body = `Heading one\\n${long}\\nline with a real\nnewline inside`;
    expect(articleParagraphs(body).map((p) => p.text)).toEqual(['Heading one', long, 'line with a real\nnewline inside']);
  });

  it('makes a paragraph shorter than 75 characters a heading, and 75 or more body text', () => {
    const seventyFour = 'x'.repeat(74);
    const seventyFive = 'y'.repeat(75);
    expect(articleParagraphs(`${seventyFour}\\n${seventyFive}`)).toEqual([
      { text: seventyFour, heading: true },
      { text: seventyFive, heading: false },
    ]);
  });

  it('drops empty pieces and trims spaces around paragraphs', () => {
    expect(articleParagraphs(`\\n  Short title  \\n\\n${long}\\n`)).toEqual([
      { text: 'Short title', heading: true },
      { text: long, heading: false },
    ]);
  });

  it('gives nothing for an empty body', () => {
    expect(articleParagraphs('')).toEqual([]);
    expect(articleParagraphs(' \\n ')).toEqual([]);
  });
});
