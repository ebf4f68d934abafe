import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validationMessageKeys } from './messageKeys';

describe('validation message keys', () => {
  it('lists every key the schemas use, and only those', () => {
    const used = new Set<string>();
    for (const file of readdirSync(__dirname).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'messageKeys.ts')) {
      for (const match of readFileSync(join(__dirname, file), 'utf8').matchAll(/'(validation\.[A-Za-z]+)'/g)) used.add(match[1]!);
    }
    for (const key of used) expect(validationMessageKeys).toContain(key);
    for (const key of validationMessageKeys) expect(used).toContain(key);
  });
});
