import { ContactFormSchema } from './contact';

describe('contact', () => {
  it('accepts a message', () => {
    expect(ContactFormSchema.parse({ emailAddress: 'jan@example.com', message: 'Hello' })).toEqual({
      emailAddress: 'jan@example.com',
      name: '',
      message: 'Hello',
    });
  });
  it('refuses a bad address and an empty message', () => {
    const result = ContactFormSchema.safeParse({ emailAddress: 'jan@', name: 'Jan', message: '   ' });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['emailAddress', 'validation.invalidAddress'],
      ['message', 'validation.emptyMessage'],
    ]);
  });
});
