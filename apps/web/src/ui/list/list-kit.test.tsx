import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Inbox } from 'lucide-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { ListPagination } from './list-pagination';
import { ListState } from './list-state';
import { ListTable } from './list-table';
import { ListToolbar } from './list-toolbar';
import { useListQuery } from './use-list-query';
import { useSelection } from './use-selection';

afterEach(() => changeLanguage('en'));

const texts = { icon: Inbox, loadingLabel: 'Loading messages', emptyTitle: 'No messages', errorTitle: 'Could not load' };
const loaded = { isPending: false, isError: false, refetch: () => undefined };

describe('ListState', () => {
  it('shows the loading label while the list loads', () => {
    render(
      <ListState list={{ ...loaded, isPending: true }} isEmpty {...texts}>
        rows
      </ListState>,
    );
    expect(screen.getByText('Loading messages')).toBeTruthy();
    expect(screen.queryByText('rows')).toBeNull();
  });

  it('shows a failed load as an alert whose Try Again button reloads', async () => {
    const refetch = vi.fn();
    render(
      <ListState list={{ isPending: false, isError: true, refetch }} isEmpty={false} {...texts}>
        rows
      </ListState>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Could not load');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty state without rows, and the rows otherwise', () => {
    const { rerender } = render(
      <ListState list={loaded} isEmpty {...texts}>
        rows
      </ListState>,
    );
    expect(screen.getByText('No messages')).toBeTruthy();
    rerender(
      <ListState list={loaded} isEmpty={false} {...texts}>
        rows
      </ListState>,
    );
    expect(screen.getByText('rows')).toBeTruthy();
  });

  it('keeps the pager under the rows while the page the user asked for loads', async () => {
    const onChange = vi.fn();
    const pager = { page: 2, pagination: { totalPages: 3 }, onChange };
    const { rerender } = render(
      <ListState list={loaded} isEmpty={false} pager={pager} {...texts}>
        rows
      </ListState>,
    );
    await userEvent.click(screen.getByRole('button', { name: /3/ }));
    expect(onChange).toHaveBeenCalledWith(3);
    rerender(
      <ListState list={{ ...loaded, isPending: true }} isEmpty pager={{ ...pager, page: 3 }} {...texts}>
        rows
      </ListState>,
    );
    expect(screen.getByText('Loading messages')).toBeTruthy();
    expect(screen.getByRole('button', { current: 'page' }).textContent).toBe('3');
  });
});

describe('ListToolbar', () => {
  it("offers the list's one filter as a labelled choice", async () => {
    const onChange = vi.fn();
    const options = [
      { value: 'open', label: 'Open' },
      { value: 'all', label: 'All' },
    ] as const;
    render(<ListToolbar filter={{ label: 'Status', value: 'open', options, onChange }} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All');
    expect(onChange).toHaveBeenCalledWith('all');
  });
});

describe('ListTable', () => {
  it('names its columns, a column without a visible title for screen readers only', () => {
    render(
      <ListTable
        minWidth="min-w-[40rem]"
        columns={[
          { key: 'code', label: 'Code' },
          { key: 'actions', label: 'Actions', srOnly: true },
        ]}
      >
        <tr>
          <td>SAVE10</td>
          <td>…</td>
        </tr>
      </ListTable>,
    );
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Code', 'Actions']);
    expect(screen.getByText('Actions').className).toBe('sr-only');
    expect(screen.getByRole('cell', { name: 'SAVE10' })).toBeTruthy();
  });
});

describe('useListQuery', () => {
  it('goes back to page 1 when a filter or the search changes, and keeps the page otherwise', () => {
    const { result } = renderHook(() => useListQuery({ search: '', page: 1, sort: 'date' }));
    act(() => result.current.setPage(3));
    expect(result.current.query.page).toBe(3);
    act(() => result.current.change({ sort: 'code' }));
    expect(result.current.query).toEqual({ search: '', page: 1, sort: 'code' });
  });

  it('fetches with the search only once the typing stops', () => {
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() => useListQuery({ search: '', page: 1 }));
      act(() => result.current.change({ search: 'ab' }));
      expect(result.current.debounced.search).toBe('');
      act(() => vi.advanceTimersByTime(400));
      expect(result.current.debounced.search).toBe('ab');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('useSelection', () => {
  it('ticks rows one by one or the whole page, and clears', () => {
    const { result } = renderHook(() => useSelection(['a', 'b']));
    act(() => result.current.toggle('a'));
    expect([...result.current.selected]).toEqual(['a']);
    expect(result.current.isAllSelected).toBe(false);
    act(() => result.current.toggleAll());
    expect(result.current.isAllSelected).toBe(true);
    act(() => result.current.toggleAll());
    expect(result.current.selected.size).toBe(0);
    act(() => result.current.toggle('b'));
    act(() => result.current.clear());
    expect(result.current.selected.size).toBe(0);
  });
});

describe('ListPagination', () => {
  it('shows nothing before the first reply or for one page, and the pager with its summary otherwise', async () => {
    const onChange = vi.fn();
    const { rerender, container } = render(<ListPagination page={1} pagination={undefined} onChange={onChange} />);
    expect(container.textContent).toBe('');
    rerender(<ListPagination page={1} pagination={{ totalPages: 1 }} onChange={onChange} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<ListPagination page={1} pagination={{ totalPages: 3 }} onChange={onChange} summary={<p>Showing 1–20 of 45</p>} />);
    expect(screen.getByText('Showing 1–20 of 45')).toBeTruthy();
    expect(screen.getByRole('button', { current: 'page' }).textContent).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: /3/ }));
    expect(onChange).toHaveBeenCalledWith(3);
  });
});
