import { z } from 'zod/mini';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TextField } from './FormField';
import { useFormValues } from './useFormValues';

const schema = z.object({
  email: z.string().check(z.regex(/@/, 'invalidEmail')),
  city: z.string().check(z.minLength(2, 'tooShort')),
  note: z.string(),
});

const texts: Record<string, string> = { invalidEmail: 'Enter an e-mail address.', tooShort: 'Too short.', cityUnknown: 'We do not ship there.' };

type Send = (payload: { email: string; city: string }, values: { email: string; city: string; note: string; gift: boolean }) => Promise<void>;

/**
 * A form holding its values in the kit: a kit field, a bare control of its own with its error text, a checkbox set
 * by hand, and a button that says when it is busy.
 */
function Probe({ send, sharedMessage = false }: { send: Send; sharedMessage?: boolean }) {
  const form = useFormValues({ email: '', city: '', note: '', gift: false }, (code) => texts[code] ?? 'Something went wrong.');
  const cityError = form.errors.city;
  return (
    <form ref={form.form} noValidate onSubmit={form.handleSubmit((values) => schema.safeParse(values), send)}>
      {sharedMessage && (form.errors.email || form.errors.city) ? (
        <p id="all" role="alert">
          Check the fields.
        </p>
      ) : null}
      <TextField {...form.field('email', sharedMessage ? { sharedMessageId: 'all' } : undefined)} label="E-mail" />
      <label htmlFor={form.register('city').id}>City</label>
      <input {...form.register('city', { onEdit: () => form.edited('city'), ...(sharedMessage ? { sharedMessageId: 'all' } : {}) })} />
      {cityError && !sharedMessage ? <p id={form.errorId('city')}>{cityError}</p> : null}
      <TextField {...form.field('note')} label="Note" />
      <label>
        <input type="checkbox" checked={form.values.gift} onChange={(event) => form.setValue('gift', event.target.checked)} />
        Gift
      </label>
      {form.failure ? <p role="status">Failed</p> : null}
      <button type="submit" disabled={form.busy} aria-busy={form.busy}>
        {form.busy ? 'Sending…' : 'Send'}
      </button>
    </form>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = () => act(async () => fireEvent.click(screen.getByRole('button', { name: /Send/ })));

describe('useFormValues', () => {
  it('holds what is typed and ticked, and hands the submit the parsed payload and every value', async () => {
    const send = jest.fn<ReturnType<Send>, Parameters<Send>>(async () => {});
    render(<Probe send={send} />);
    type('E-mail', 'ana@example.com');
    type('City', 'Łódź');
    type('Note', 'ring twice');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gift' }));
    expect(screen.getByLabelText('City')).toHaveValue('Łódź');
    await press();
    expect(send).toHaveBeenCalledWith({ email: 'ana@example.com', city: 'Łódź', note: 'ring twice' }, { email: 'ana@example.com', city: 'Łódź', note: 'ring twice', gift: true });
  });

  it('gives each control its name and an id, and a bare control its invalid mark and error description', async () => {
    render(<Probe send={async () => {}} />);
    type('E-mail', 'ana@example.com');
    const city = screen.getByLabelText('City');
    expect(city).toHaveAttribute('name', 'city');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('name', 'email');
    expect(city).not.toHaveAttribute('aria-invalid');
    expect(city).not.toHaveAttribute('aria-describedby');
    await press();
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveAccessibleDescription('Too short.');
    expect(city).toHaveFocus();
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
  });

  it('clears an error on edit only when the form asks it (onEdit), and keeps the others until the next submit', async () => {
    render(<Probe send={async () => {}} />);
    await press();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter an e-mail address.');
    type('E-mail', 'ana');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    type('City', 'K');
    expect(screen.getByLabelText('City')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('points every field at fault to the one shared text instead of its own', async () => {
    render(<Probe send={async () => {}} sharedMessage />);
    await press();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Check the fields.');
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Check the fields.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByLabelText('Note')).not.toHaveAttribute('aria-invalid');
  });

  it('ignores a second submit while the first is sent, then sends the values of the last edit', async () => {
    let finish: () => void = () => {};
    const send = jest.fn<ReturnType<Send>, Parameters<Send>>(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Probe send={send} />);
    type('E-mail', 'ana@example.com');
    type('City', 'Kraków');
    await press();
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await act(async () => fireEvent.submit(screen.getByRole('button', { name: 'Sending…' }).closest('form')!));
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    type('City', 'Gdańsk');
    await press();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]![0]).toEqual({ email: 'ana@example.com', city: 'Gdańsk', note: '' });
  });

  it("puts the API's refusal of a field under it, and keeps what was typed after a failure", async () => {
    const refusal = Object.assign(new Error('cityUnknown'), { field: 'city' });
    render(<Probe send={async () => Promise.reject(refusal)} />);
    type('E-mail', 'ana@example.com');
    type('City', 'Atlantis');
    await press();
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('We do not ship there.');
    expect(screen.getByLabelText('City')).toHaveFocus();
    expect(screen.getByLabelText('City')).toHaveValue('Atlantis');
  });
});
