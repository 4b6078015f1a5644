import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentProps, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { ListingForm } from './listing-form';
import type { ListingFormTexts } from './listing-form-texts';
import { EMPTY_LISTING_FORM } from './listing-form-values';

afterEach(() => changeLanguage('en'));

const photo = (name: string, type = 'image/png') => new File(['x'], name, { type });

/** The words a screen would pass (the screens' own come from their dictionary groups). */
const texts = (extra: Partial<ListingFormTexts> = {}): ListingFormTexts => ({
  sections: { images: 'Photos', basic: 'Basics', description: 'About', delivery: 'Delivery', ...extra.sections },
  fields: {
    title: 'Title',
    price: 'Price',
    category: 'Category',
    platform: 'Platform',
    city: 'City',
    location: 'Location',
    condition: 'Condition',
    phone: 'Phone',
    description: 'Description',
    deliveryType: 'Delivery type',
    ...extra.fields,
  },
  choose: { category: 'Pick a category', platform: 'Pick a platform', city: 'Pick a city' },
  catalogFailed: { categories: 'No categories', platforms: 'No platforms' },
  photos: { add: 'Choose photos', hint: 'Up to 8' },
  counter: (n, max) => `${n} of ${max}`,
  fillIn: (fields) => `Fill in: ${fields}`,
  agree: 'I agree',
  ...extra,
});

function Screen(props: Partial<ComponentProps<typeof ListingForm>>) {
  const [client] = useState(() => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.catalog.categories(), [{ id: 'c1', _id: 'c1', name: 'Racing', nameAr: 'سباق', parent_id: null }]);
    queryClient.setQueryData(queryKeys.catalog.platforms(), [{ id: 'p1', _id: 'p1', name: 'PlayStation 5' }]);
    return queryClient;
  });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ListingForm
          kind="ad"
          texts={texts({ sections: { images: 'Photos', basic: 'Basics', description: 'About', delivery: 'Delivery', terms: 'Terms' } })}
          isNew
          defaultValues={EMPTY_LISTING_FORM}
          onSubmit={() => undefined}
          actions={<button type="submit">Send</button>}
          {...props}
        />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title'), 'PS5 Slim');
  await user.type(screen.getByLabelText('Price'), '1800');
  await user.selectOptions(screen.getByLabelText('Category'), 'c1');
  await user.selectOptions(screen.getByLabelText('Platform'), 'p1');
  await user.selectOptions(screen.getByLabelText('City'), 'Riyadh');
  await user.type(screen.getByLabelText('Location'), 'Al Olaya');
  await user.type(screen.getByLabelText('Phone'), '+966 50 000 0003');
  await user.type(screen.getByLabelText('Description'), 'Boxed, two controllers.');
}

describe('the listing form', () => {
  it("an ad lists what to fix, in the rules' words, and sends nothing", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Screen onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('Fill in: Title, Price, City, Location, Category, Platform, Phone, Description')).toBeTruthy();
    expect(within(summary).getByText('Please upload at least one image')).toBeTruthy();
    expect(within(summary).getByText('Please agree to the terms and conditions')).toBeTruthy();
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('This field is required')).toHaveLength(8);
    expect(document.activeElement).toBe(summary);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('an ad is sent with its photos, in the order the seller put them, once it is complete', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Screen onSubmit={onSubmit} />);
    await fillRequired(user);
    await user.upload(screen.getByLabelText('Choose photos'), [photo('front.png'), photo('back.png')]);
    await user.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    await user.click(screen.getByLabelText('I agree'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [values] = onSubmit.mock.calls[0]!;
    expect(values).toMatchObject({
      title: 'PS5 Slim',
      price: '1800',
      category: 'c1',
      city: 'Riyadh',
      phone: '+966 50 000 0003', // as shown; the server reads it as +966500000003
      quantity: '1',
    });
    expect(values.images.map((file: File) => file.name)).toEqual(['back.png', 'front.png']);
  });

  it("shows the rules' messages in Arabic", async () => {
    await changeLanguage('ar');
    const user = userEvent.setup();
    render(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findAllByText('هذا الحقل مطلوب')).length).toBe(8);
    expect(screen.getByText('يرجى رفع صورة واحدة على الأقل')).toBeTruthy();
  });

  it("a trader's product checks nothing itself, says which button sent it, and puts refused photos in its banner", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onSubmit = vi.fn();
    const onError = vi.fn();
    render(
      <Screen
        kind="product"
        texts={texts({ sections: { images: 'Photos', basic: 'Basics', description: 'About', delivery: 'Delivery', details: 'More' } })}
        onSubmit={onSubmit}
        onError={onError}
        error="The server said no"
        actions={
          <>
            <button type="submit" value="draft">
              Later
            </button>
            <button type="submit" value="pending_review">
              Review
            </button>
          </>
        }
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('The server said no');
    await user.upload(screen.getByLabelText('Choose photos'), [photo('notes.txt', 'text/plain')]);
    expect(onError).toHaveBeenLastCalledWith(expect.stringContaining('notes.txt'));
    await user.type(screen.getByLabelText('Title'), 'Draft only');
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ title: 'Draft only', price: '' }), 'draft');
    expect(screen.queryByText('This field is required')).toBeNull();
  });
});
