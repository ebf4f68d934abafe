import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderWithShop } from '@inercise/shared/testing';
import { Notice, type NoticeMessage } from './Notice';

/** A page with a button that says how its change went, as the editors and lists do. */
function Page({ outcomes }: { outcomes: NoticeMessage[] }) {
  const [index, setIndex] = useState(-1);
  return (
    <>
      <Notice notice={index < 0 ? null : (outcomes[index] ?? null)} />
      <button type="button" onClick={() => setIndex((current) => current + 1)}>
        Save
      </button>
    </>
  );
}

describe('Notice', () => {
  it('says nothing until something happened', () => {
    renderWithShop(<Page outcomes={[]} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says what was done politely and a refusal at once, each time taking the focus from the button pressed', async () => {
    const { user } = renderWithShop(<Page outcomes={[{ kind: 'done', text: 'Saved.' }, { kind: 'refused', text: 'Refused.' }]} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const done = screen.getByRole('status');
    expect(done).toHaveTextContent('Saved.');
    expect(done.parentElement).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const refused = screen.getByRole('alert');
    expect(refused).toHaveTextContent('Refused.');
    expect(refused.parentElement).toHaveFocus();
  });
});
