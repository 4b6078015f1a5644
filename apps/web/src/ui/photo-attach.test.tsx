import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { PhotoAttach } from './photo-attach';

afterEach(() => changeLanguage('en'));

const photo = (name: string, type = 'image/png') => new File(['x'], name, { type });

function Picker({ max = 2 }: { max?: number }) {
  const [files, setFiles] = useState<File[]>([]);
  return <PhotoAttach files={files} onChange={setFiles} max={max} />;
}

const input = () => screen.getByLabelText('Add photos') as HTMLInputElement;
const previews = () => within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('listitem');

describe('PhotoAttach', () => {
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
});
