import { useState } from 'react';
import { z } from 'zod/mini';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TextField } from './FormField';
import { useForm } from './useForm';

const schema = z.object({
  email: z.string().check(z.regex(/@/, 'invalidEmail')),
  city: z.string().check(z.minLength(2, 'tooShort')),
});

class Refusal extends Error {
  constructor(
    message: string,
    readonly field: string | null,
  ) {
    super(message);
  }
}

const texts: Record<string, string> = { invalidEmail: 'Enter an e-mail address.', tooShort: 'Too short.', emailTaken: 'That e-mail has an account.' };

/** A form as a remote writes one: two named fields, the kit's lifecycle, a button that says when it is busy. */
function Probe({ send }: { send: (payload: { email: string; city: string }) => Promise<void> }) {
  const [values, setValues] = useState({ email: '', city: '' });
  const { form, errors, failure, busy, edited, submit } = useForm(['email', 'city'] as const, (code) => texts[code] ?? 'Something went wrong.');
  const change = (field: 'email' | 'city', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    edited(field);
  };
  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event, () => schema.safeParse(values), send)}>
      <TextField label="E-mail" name="email" value={values.email} error={errors.email} onChange={(event) => change('email', event.target.value)} />
      <TextField label="City" name="city" value={values.city} error={errors.city} onChange={(event) => change('city', event.target.value)} />
      {failure ? <p role="status">Failed</p> : null}
      <button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? 'Sending…' : 'Send'}
      </button>
    </form>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('useForm', () => {
  it('shows each field its first problem and focuses the first field at fault, sending nothing', async () => {
    const send = jest.fn(async () => {});
    render(<Probe send={send} />);
    type('E-mail', 'ana@example.com');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Too short.');
    expect(screen.getByLabelText('City')).toHaveFocus();
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
  });

  it("clears a field's problem when it is edited, and sends the parsed payload", async () => {
    const send = jest.fn(async () => {});
    render(<Probe send={send} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    type('E-mail', 'ana@example.com');
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
    type('City', 'Łódź');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(send).toHaveBeenCalledWith({ email: 'ana@example.com', city: 'Łódź' });
  });

  it('is busy while it sends', async () => {
    let finish: () => void = () => {};
    render(<Probe send={() => new Promise<void>((resolve) => (finish = resolve))} />);
    type('E-mail', 'ana@example.com');
    type('City', 'Kraków');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it("puts the API's refusal under the field it names and focuses it; another refusal is the form's failure", async () => {
    const refusals = [new Refusal('emailTaken', 'email'), new Refusal('unavailable', null)];
    render(<Probe send={async () => Promise.reject(refusals.shift())} />);
    type('E-mail', 'ana@example.com');
    type('City', 'Kraków');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('That e-mail has an account.');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(screen.getByRole('status')).toHaveTextContent('Failed');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
  });
});
