import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { FormField, SelectField, TextArea, TextField } from './FormField';

describe('TextField', () => {
  it('is named by its visible label', () => {
    render(<TextField label="E-mail" type="email" value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(screen.getByText('E-mail').tagName).toBe('LABEL');
    expect(screen.getByText('E-mail')).toHaveAttribute('for', input.id);
    expect(input).toHaveAttribute('type', 'email');
  });

  it('without hint or error has no description and is not invalid', () => {
    render(<TextField label="City" value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads the hint as its description', () => {
    render(<TextField id="password" label="Password" type="password" hint="At least 8 characters." value="" onChange={() => {}} />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAccessibleDescription('At least 8 characters.');
    expect(input).toHaveAttribute('aria-describedby', 'password-hint');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('announces the error, ties it to the control and marks the control invalid', () => {
    render(<TextField id="email" label="E-mail" error="Please fill out all fields." value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please fill out all fields.');
    expect(alert.id).toBe('email-error');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please fill out all fields.');
  });

  it('keeps the hint with an error, the error read first', () => {
    render(<TextField id="password" label="Password" type="password" hint="At least 8 characters." error="Too short." value="" onChange={() => {}} />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-describedby', 'password-error password-hint');
    expect(input).toHaveAccessibleDescription('Too short. At least 8 characters.');
    expect(screen.getByText('At least 8 characters.')).toBeVisible();
  });

  it('is invalid and described by a message shown elsewhere in the form', () => {
    render(
      <>
        <p id="form-message" role="alert">
          Please fill out all fields.
        </p>
        <TextField label="E-mail" errorMessageId="form-message" value="" onChange={() => {}} />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'form-message');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('marks a required field without changing its name', () => {
    render(<TextField label="Name" required value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toBeRequired();
    // Not the native attribute: the browser's own validation would not wait for the form.
    expect(input).not.toHaveAttribute('required');
    expect(screen.getByText('Name')).toHaveClass('required');
  });

  it('passes the input attributes, change events and ref on to the input', () => {
    const ref = createRef<HTMLInputElement>();
    const changed = jest.fn();
    render(<TextField ref={ref} label="Phone number" type="tel" autoComplete="tel-national" inputMode="numeric" value="12" onChange={(event) => changed(event.target.value)} />);
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    fireEvent.change(input, { target: { value: '123' } });
    expect(changed).toHaveBeenCalledWith('123');
  });

  it('gives each field its own id when none is given, and the class to its wrapper', () => {
    render(
      <>
        <TextField label="First name" className="full" error="Too short." value="" onChange={() => {}} />
        <TextField label="Surname" error="Too short." value="" onChange={() => {}} />
      </>,
    );
    const first = screen.getByRole('textbox', { name: 'First name' });
    const second = screen.getByRole('textbox', { name: 'Surname' });
    expect(first.id).not.toBe(second.id);
    expect(first).toHaveAccessibleDescription('Too short.');
    expect(first.parentElement).toHaveClass('field', 'full');
    expect(first).toHaveClass('control');
  });
});

describe('SelectField', () => {
  const countries = (
    <>
      <option value="">Choose a country</option>
      <option value="PL">Poland</option>
      <option value="DE">Germany</option>
    </>
  );

  it('is a select named by its label, with its options and autocomplete', () => {
    const changed = jest.fn();
    render(
      <SelectField label="Country" value="" autoComplete="country" onChange={(event) => changed(event.target.value)}>
        {countries}
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveAttribute('autocomplete', 'country');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    fireEvent.change(select, { target: { value: 'DE' } });
    expect(changed).toHaveBeenCalledWith('DE');
  });

  it('announces its error and is described by it', () => {
    render(
      <SelectField label="Country" value="" error="Please fill out all fields." onChange={() => {}}>
        {countries}
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please fill out all fields.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill out all fields.');
  });
});

describe('TextArea', () => {
  it('is a multi-line text named by its label, with its rows and its error', () => {
    render(<TextArea label="Message" rows={6} value="" error="You cannot send an empty message." onChange={() => {}} />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '6');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('You cannot send an empty message.');
    expect(screen.getByRole('alert')).toHaveTextContent('You cannot send an empty message.');
  });
});

describe('FormField', () => {
  it('ties a control that shares its row with a button', () => {
    render(
      <FormField label="Discount code" error="This discount code does not exist.">
        {(control) => (
          <div>
            <input {...control} value="NOPE" onChange={() => {}} />
            <button type="submit">Apply</button>
          </div>
        )}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Discount code' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', screen.getByRole('alert').id);
    expect(input).toHaveAccessibleDescription('This discount code does not exist.');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  });
});
