import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { Pagination } from './pagination';

afterEach(() => changeLanguage('en'));

const pageNames = () => screen.getAllByRole('button', { name: /^Page / }).map((button) => button.textContent);

describe('Pagination', () => {
  it('shows the first, the last and the pages around the current one, the current one marked', () => {
    render(<Pagination page={5} totalPages={10} onChange={() => undefined} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    expect(pageNames()).toEqual(['1', '4', '5', '6', '10']);
    expect(screen.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Page 4' }).hasAttribute('aria-current')).toBe(false);
    expect(screen.getAllByText('…')).toHaveLength(2);
  });

  it('shows at most five pages with first and last buttons in the window form', () => {
    render(<Pagination page={1} totalPages={12} onChange={() => undefined} numbers="window" />);
    expect(pageNames()).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('button', { name: 'First page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Last page' })).toHaveProperty('disabled', false);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pagination page={1} totalPages={3} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', false);
    rerender(<Pagination page={3} totalPages={3} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
  });

  it('calls back with the page clicked, the previous or the next one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Pagination page={4} totalPages={9} onChange={onChange} numbers="window" />);
    await user.click(screen.getByRole('button', { name: 'Page 6' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onChange.mock.calls).toEqual([[6], [3], [5], [9]]);
  });

  it('does not call back from a disabled button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Pagination page={1} totalPages={2} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows nothing for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onChange={() => undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('names and numbers the pages in Arabic', async () => {
    await changeLanguage('ar');
    render(<Pagination page={2} totalPages={3} onChange={() => undefined} />);
    expect(screen.getByRole('navigation', { name: 'التنقل بين الصفحات' })).toBeTruthy();
    const current = screen.getByRole('button', { name: 'الصفحة ٢' });
    expect(current.textContent).toBe('٢');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'الصفحة السابقة' })).toHaveProperty('disabled', false);
  });
});
