import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentProps, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { PhotoPicker } from './photo-picker';

afterEach(() => changeLanguage('en'));

const photo = (name: string, type = 'image/png') => new File(['x'], name, { type });

function Picker({ max = 2, ...props }: Partial<ComponentProps<typeof PhotoPicker>>) {
  const [files, setFiles] = useState<File[]>([]);
  return <PhotoPicker files={files} onChange={setFiles} max={max} {...props} />;
}

const input = () => screen.getByLabelText('Add photos') as HTMLInputElement;
const previews = () => within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('listitem');
const names = () => previews().map((item) => within(item).getByRole('img').getAttribute('alt'));

describe('PhotoPicker', () => {
  it('adds the chosen photos with a preview each, and removes one', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Picker />);
    await user.upload(input(), [photo('a.png'), photo('b.png')]);
    expect(await screen.findByRole('list', { name: 'Photos' })).toBeTruthy();
    expect(previews()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(previews()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Remove photo 2' })).toBeNull();
  });

  it('refuses a file that is not an image, naming it, and keeps the limit', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Picker max={1} />);
    await user.upload(input(), [photo('notes.txt', 'text/plain'), photo('a.png'), photo('b.png')]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('notes.txt');
    expect(alert.textContent).toContain('You can only upload up to 8 photos');
    expect(previews()).toHaveLength(1);
    expect(input().disabled).toBe(true);
  });

  it('moves a photo earlier, making it the cover', async () => {
    const user = userEvent.setup();
    render(<Picker max={8} marksCover layout="dropzone" />);
    await user.upload(input(), [photo('a.png'), photo('b.png'), photo('c.png')]);
    expect(names()).toEqual(['Photo 1: a.png', 'Photo 2: b.png', 'Photo 3: c.png']);
    expect(screen.queryByRole('button', { name: 'Move photo 1 earlier' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Move photo 3 earlier' }));
    await user.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    expect(names()).toEqual(['Photo 1: c.png', 'Photo 2: a.png', 'Photo 3: b.png']);
    expect(within(previews()[0]!).getByText('Cover')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Move photo 1 later' }));
    expect(names()).toEqual(['Photo 1: a.png', 'Photo 2: c.png', 'Photo 3: b.png']);
  });

  it('counts the saved photos in the limit and hands the problems to the form when asked', async () => {
    const user = userEvent.setup();
    const told: string[][] = [];
    render(<Picker max={2} savedImages={['/uploads/one.jpg']} onProblems={(problems) => told.push(problems)} />);
    await user.upload(input(), [photo('a.png'), photo('b.png')]);
    expect(previews()).toHaveLength(2);
    expect(told.at(-1)).toEqual(['You can only upload up to 8 photos']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks Arabic', async () => {
    await changeLanguage('ar');
    const user = userEvent.setup();
    render(<Picker max={8} />);
    await user.upload(screen.getByLabelText('إضافة صور') as HTMLInputElement, [photo('a.png'), photo('b.png')]);
    expect(screen.getByRole('button', { name: 'تأخير الصورة ١' })).toBeTruthy();
  });
});
