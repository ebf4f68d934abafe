import { screen } from '@testing-library/react';
import { ApiError, type Loaded, type Page } from '@inercise/shared';
import { renderWithShop } from '@inercise/shared/testing';
import { backofficeTranslations } from '../../i18n/backofficeTranslations';
import { onePage } from '../../testing/adminFixtures';
import { PagedList } from './PagedList';

const texts = { loading: 'Loading the names…', failed: 'The names could not be loaded.', empty: 'No names yet.' };

const show = (state: Loaded<Page<string>>, more: { found?: (count: number) => string; emptyClassName?: string } = {}) => {
  const onPage = jest.fn();
  const view = renderWithShop(
    <PagedList state={state} texts={{ ...texts, found: more.found }} emptyClassName={more.emptyClassName} onPage={onPage}>
      {(rows) => (
        <ul aria-label="Names">
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </PagedList>,
    { translations: { backoffice: backofficeTranslations } },
  );
  return { onPage, ...view };
};

describe('PagedList', () => {
  it('says it is loading, and nothing else', () => {
    show({ status: 'loading', retry: jest.fn() });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the names…');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says why it failed, and tries again on request', async () => {
    const retry = jest.fn();
    const { user } = show({ status: 'failed', error: new ApiError(0, 'network'), retry });
    expect(screen.getByRole('alert')).toHaveTextContent('The names could not be loaded. We cannot reach the shop’s server right now.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('says when the page is empty, in the look the list asks for', () => {
    show({ status: 'ready', data: onePage<string>([]), retry: jest.fn() }, { emptyClassName: 'nothingFound' });
    expect(screen.getByText('No names yet.')).toHaveClass('nothingFound');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('draws the rows with the count found above them and the pager under them', async () => {
    const page = onePage(['Anna', 'Jan'], { totalElements: 42, totalPages: 3, number: 1 });
    const { onPage, user } = show({ status: 'ready', data: page, retry: jest.fn() }, { found: (count) => `${count} names found` });
    expect(screen.getByText('42 names found')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Anna', 'Jan']);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager).toHaveTextContent('Page 2 of 3');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPage).toHaveBeenLastCalledWith(0);
  });

  it('leaves the pager out when everything fits on one page', () => {
    show({ status: 'ready', data: onePage(['Anna']), retry: jest.fn() });
    expect(screen.getByRole('listitem')).toHaveTextContent('Anna');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
