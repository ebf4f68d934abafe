/** @jest-environment node */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { en } from './en';
import { pl } from './pl';

type Table = Record<string, unknown>;

/** Each feature area's file of one language, by area name: the one object it exports. */
function areasOf(language: 'en' | 'pl'): Map<string, Table> {
  const dir = join(__dirname, language);
  const files = readdirSync(dir).filter((file) => file.endsWith('.ts') && file !== 'index.ts');
  return new Map(
    files.map((file) => {
      const area = file.slice(0, -'.ts'.length);
      const module = jest.requireActual<Record<string, Table>>(join(dir, file));
      return [area, module[area]!];
    }),
  );
}

describe.each([
  ['en', en],
  ['pl', pl],
] as const)('the %s texts split by feature area', (language, table) => {
  const areas = areasOf(language);

  it('give each section to one area only, so merging them loses no text', () => {
    const sections = [...areas.values()].flatMap((area) => Object.keys(area));
    expect(sections.filter((section, i) => sections.indexOf(section) !== i)).toEqual([]);
  });

  it('are merged whole into the table the code reads', () => {
    expect(table).toEqual(Object.assign({}, ...areas.values()));
  });
});

it('has the same areas with the same sections in both languages', () => {
  const sectionsByArea = (areas: Map<string, Table>) =>
    Object.fromEntries([...areas].map(([area, texts]) => [area, Object.keys(texts).sort()]));
  expect(sectionsByArea(areasOf('pl'))).toEqual(sectionsByArea(areasOf('en')));
});
